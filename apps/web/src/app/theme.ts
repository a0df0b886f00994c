import type { ThemeConfig } from 'antd';
import type { Language } from '@acsc/shared';

/** antd's theme for a page language; without motion (dialogs, drawers, menus appear at once) for a visitor who asked for less. */
export function theme(language: Language, reducedMotion = false): ThemeConfig {
  const khmer = language === 'km_KH';
  return {
    token: {
      colorPrimary: '#0b3d91',
      // Contrast of at least 4.5:1 for every text antd draws (WCAG AA; axe-core's serious rules, issue 27):
      // links follow the brand (antd's default blue is 4.1:1 on white), secondary texts and placeholders
      // a darker grey than antd's 45% and 25% black (tags' preset colours: global.css).
      colorLink: '#0b3d91',
      // Danger buttons and error texts: antd's red is 3.3:1 on white.
      colorError: '#cf1322',
      colorTextTertiary: '#6f6f6f',
      colorTextDescription: '#6f6f6f',
      colorTextPlaceholder: '#6f6f6f',
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
    // An empty table's "no data" is text to read, not a disabled control: drawn in the readable grey too.
    components: { Table: { colorTextDisabled: '#6f6f6f' } },
  };
}
