import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { i18n } from '../i18n/index.js';
import dayjs from 'dayjs';
import { parseLanguage, type Language } from '@acsc/shared';
import { theme } from '../../app/theme.js';
import { prefersReducedMotion } from '../motion.js';
import { isServer, serverRender } from '../ssr.js';

/**
 * antd's locale and dayjs's (antd's date pickers and the console's dates) follow the page language; only
 * the current one is downloaded, with the provider, never in the first load of a public page (issue 8).
 */
async function loadLocale(lang: Language): Promise<Locale> {
  if (lang === 'zh_CN') {
    const [antd] = await Promise.all([import('antd/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    dayjs.locale('zh-cn');
    return antd.default;
  }
  if (lang === 'km_KH') {
    const [antd] = await Promise.all([import('antd/locale/km_KH'), import('dayjs/locale/km')]);
    dayjs.locale('km');
    return antd.default;
  }
  dayjs.locale('en');
  return (await import('antd/locale/en_US')).default;
}

/** The ConfigProvider every antd part renders in (see lazyAntd.tsx), for the language of this page load. */
export async function antdConfig() {
  // On the server the provider is loaded once and draws pages in every language: each render takes its own.
  if (import.meta.env.SSR && isServer) {
    const locales = {
      zh_CN: (await import('antd/locale/zh_CN')).default,
      km_KH: (await import('antd/locale/km_KH')).default,
      en_US: (await import('antd/locale/en_US')).default,
    };
    return function AntdConfig({ children }: { children: ReactNode }) {
      const lang = parseLanguage(serverRender.lang);
      return (
        <ConfigProvider locale={locales[lang]} theme={theme(lang, false)}>
          {children}
        </ConfigProvider>
      );
    };
  }
  // i18n holds the language main.tsx started with (the URL's ?lang= may be gone after a navigation).
  const lang = parseLanguage(i18n.language);
  const locale = await loadLocale(lang);
  const config = theme(lang, prefersReducedMotion());
  return function AntdConfig({ children }: { children: ReactNode }) {
    return (
      <ConfigProvider locale={locale} theme={config}>
        {children}
      </ConfigProvider>
    );
  };
}
