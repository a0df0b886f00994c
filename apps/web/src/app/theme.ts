import type { ThemeConfig } from 'antd';
import type { Language } from '@acsc/shared';

/** antd's theme for a page language; without motion (dialogs, drawers, menus appear at once) for a visitor who asked for less. */
export function theme(language: Language, reducedMotion = false): ThemeConfig {
  const khmer = language === 'km_KH';
  return {
    token: {
      colorPrimary: '#0b3d91',
      // antd draws links (link buttons: Send, Forgot password?, Back) in colorInfo's #1677ff, 4.1:1 on white:
      // below WCAG AA for 14 px text. The brand blue is ~10:1.
      colorLink: '#0b3d91',
      borderRadius: 8,
      fontFamily: khmer
        ? "'Noto Sans Khmer', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif"
        : // Members write Khmer on Chinese and English pages too (names, posts, messages): the ranged Khmer
          // face first, as the body's stack in global.css.
          "'Noto Sans Khmer Script', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
      // Khmer stacks consonant subscripts below the line: give it room.
      lineHeight: khmer ? 1.9 : 1.5715,
      motion: !reducedMotion,
    },
  };
}
