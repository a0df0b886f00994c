import type { Page } from '@playwright/test';

export type Language = 'zh_CN' | 'km_KH' | 'en_US';

/**
 * Opens the site in `lang` from the first load on: the language cookie and local storage 'language'
 * are set before any page script runs. Set only once per tab, so a later switch through the site's own
 * language picker (which stores its choice and reloads) is not undone.
 */
export async function setLanguage(page: Page, lang: Language): Promise<void> {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('setLanguage: E2E_BASE_URL is not set (import test from e2e/support)');
  await page.context().addCookies([{ name: 'language', value: lang, url: baseURL }]);
  await page.addInitScript((l) => {
    if (sessionStorage.getItem('e2e:language-set')) return;
    localStorage.setItem('language', l);
    sessionStorage.setItem('e2e:language-set', '1');
  }, lang);
}
