import type { Page } from '@playwright/test';
import { test, expect, setLanguage, expectNoSeriousA11yViolations } from '../support/index.js';

/**
 * The site shell of spec section 2 as a visitor meets it: header, menu, footer, search, language
 * switch, the 404 page, the agreement pages in a new tab, the phone layout and the support window.
 */

const MENU_EN = ['Home page', 'Association', 'News', 'Scholarship', 'Exchange', 'Reservation', 'Work', 'Alumnus'];
const MENU_KM = ['ទំព័រដើម', 'សមាគម', 'ព័ត៌មាន', 'អាហារូបករណ៍', 'ការផ្លាស់ប្តូរ', 'ការកក់', 'ការងារ', 'អតីតនិស្សិត'];
const MENU_ZH = ['首页', '协会', '新闻', '奖学金', '交流', '预约', '就业', '校友'];

const mainMenu = (page: Page, name = 'Main menu') => page.getByRole('navigation', { name });

async function site(request: import('@playwright/test').APIRequestContext, lang = 'en_US') {
  const res = await request.get('/prod-api/client/site/v1/settings', { headers: { Language: lang } });
  return (await res.json()).data as {
    telegram: string;
    emails: string[];
    phones: string[];
    address: string;
    copyright: string;
  };
}

test.describe('site shell', () => {
  test('header, menu and footer render with the site settings', async ({ page, request }) => {
    await setLanguage(page, 'en_US');
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('img', { name: 'Emblem of the Association of Cambodian Students in China' }),
    ).toBeVisible();
    await expect(header.getByRole('img', { name: 'Emblem of the Cambodian-Chinese Youth Association' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Search news' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: /Choose a language/ })).toBeVisible();

    const menu = mainMenu(page);
    await expect(menu.getByRole('link')).toHaveText(MENU_EN);
    await expect(menu.getByRole('button', { name: 'Support chat' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home page' })).toHaveAttribute('aria-current', 'page');

    const s = await site(request);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', s.telegram);
    await expect(footer.getByRole('link', { name: 'TikTok' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(footer).toContainText('WeChat official account');
    for (const email of s.emails)
      await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(footer).toContainText('Phnom Penh');
    await expect(footer).toContainText('2024-2025');
    // The footer's app link installs the site (issue 27): there is no app to download.
    await expect(footer.getByRole('link', { name: 'Install the app' })).toHaveAttribute('href', '/download');

    await expectNoSeriousA11yViolations(page);
  });

  test('the active menu item follows the path prefix', async ({ page }) => {
    await setLanguage(page, 'en_US');
    await page.goto('/news/detail/1');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Home page' })).not.toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Work' }).click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(menu.getByRole('link', { name: 'Work' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('search: the icon toggles an empty input and searches news with a keyword', async ({ page }) => {
    await setLanguage(page, 'en_US');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Search news' });
    const input = page.getByRole('searchbox', { name: 'Keyword' });
    await expect(input).toBeHidden();
    await toggle.click();
    await expect(input).toBeVisible();
    await expect(input).toBeFocused();
    await toggle.click();
    await expect(input).toBeHidden();

    await toggle.click();
    await input.fill('scholarship 2025');
    await page.getByRole('button', { name: 'Search for this keyword' }).click();
    await expect(page).toHaveURL(/\/news\/search\?keywords=scholarship(\+|%20)2025$/);
    await expect(mainMenu(page).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');

    // Already on /news/search: a new keyword is a new search on the same page, not a new page load.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await input.fill('exchange');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/news\/search\?keywords=exchange$/);
    // The page answers the new keyword (its result count, or that nothing matches).
    await expect(page.getByRole('status').filter({ hasText: 'exchange' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('switching to English and to Khmer translates the header and menu, Khmer in its own font', async ({ page }) => {
    await page.goto('/');
    await expect(mainMenu(page, '主菜单').getByRole('link')).toHaveText(MENU_ZH);

    await page.getByRole('button', { name: /选择语言/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(mainMenu(page).getByRole('link')).toHaveText(MENU_EN);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

    await page.getByRole('button', { name: /Choose a language/ }).click();
    await page.getByRole('menuitemradio', { name: 'ខ្មែរ' }).click();
    const menu = mainMenu(page, 'ម៉ឺនុយមេ');
    await expect(menu.getByRole('link')).toHaveText(MENU_KM);
    await expect(page.getByRole('banner').getByRole('button', { name: 'ចូលគណនី', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');

    const style = await menu.getByRole('link', { name: 'ទំព័រដើម' }).evaluate((el) => {
      const s = getComputedStyle(el);
      return { family: s.fontFamily, lineHeight: parseFloat(s.lineHeight), fontSize: parseFloat(s.fontSize) };
    });
    expect(style.family).toContain('Noto Sans Khmer');
    expect(style.lineHeight / style.fontSize).toBeGreaterThanOrEqual(1.8);
    const heading = await page
      .getByRole('heading')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(heading).toContain('Noto Sans Khmer');
  });

  test('an unknown address shows the 404 page with its image and a way home', async ({ page }) => {
    await setLanguage(page, 'en_US');
    await page.goto('/this/page/does/not/exist');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('img', { name: /compass/i })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainMenu(page).getByRole('link', { name: 'Home page' })).toHaveAttribute('aria-current', 'page');
  });

  for (const [name, path, heading] of [
    ['User Agreement', '/terms.html', 'User Agreement'],
    ['Privacy Policy', '/privacy.html', 'Privacy Policy'],
  ] as const) {
    test(`the ${name} opens in a new tab in the static layout`, async ({ page, context, request }) => {
      await setLanguage(page, 'en_US');
      await page.goto('/');
      const link = page.getByRole('contentinfo').getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(path);
      await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Static layout: logos and the language picker, no menu, search or footer.
      await expect(tab.getByRole('banner').getByRole('button', { name: /Choose a language/ })).toBeVisible();
      await expect(tab.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      await expect(tab.getByRole('button', { name: 'Search news' })).toHaveCount(0);
      await expect(tab.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const s = await site(request);
      await expect(tab.getByRole('link', { name: s.emails[0] })).toBeVisible();
      await tab.close();
    });
  }

  test('the agreement pages are complete in Chinese and Khmer too', async ({ page }) => {
    await setLanguage(page, 'km_KH');
    await page.goto('/privacy.html');
    await expect(page.getByRole('heading', { level: 1, name: 'គោលការណ៍ឯកជនភាព' })).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8);
    await page.evaluate(() => localStorage.setItem('language', 'zh_CN'));
    await page.goto('/terms.html');
    await expect(page.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
  });

  test('a phone-width screen gets the menu in a drawer', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await setLanguage(page, 'en_US');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search news' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link')).toContainText(MENU_EN);
    await drawer.getByRole('link', { name: 'Scholarship' }).click();
    await expect(page).toHaveURL(/\/scholarship$/);
    await expect(drawer).toBeHidden();
    const width = await page.locator('main').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(380);
    await context.close();
  });

  test('the footer is hidden on the exchange feed and shown elsewhere', async ({ page }) => {
    await setLanguage(page, 'en_US');
    await page.goto('/news');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await mainMenu(page).getByRole('link', { name: 'Exchange' }).click();
    await expect(page).toHaveURL(/\/exchange$/);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('the support-chat entry opens the live chat, with the contact channels under it', async ({ page, request }) => {
    await setLanguage(page, 'en_US');
    await page.goto('/');
    await mainMenu(page).getByRole('button', { name: 'Support chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Support chat' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Write a message' })).toBeVisible();
    await panel.getByText('Other ways to reach us').click();
    const s = await site(request);
    await expect(panel.getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', s.telegram);
    await expect(panel.getByRole('link', { name: new RegExp(s.emails[0]) })).toHaveAttribute(
      'href',
      `mailto:${s.emails[0]}`,
    );
    await expect(panel).toContainText('WeChat official account');
  });

  test('a route change scrolls the main body back to the top', async ({ page }) => {
    await setLanguage(page, 'en_US');
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    const body = page.locator('[data-scroll-container]');
    await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
    await mainMenu(page).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBe(0);
  });
});

// The budget (145.2 KB gzipped: the measured 140.4 plus 1, 1 for issue 30’s drawn pages (the hydration of their reads, the
// entry's hand-over of what came before the app), 0.5 for issue 31’s reservations and 0.5 for its appointments, 0.6 for
// issues 32 and 33 (their routes and the router's map of their lazy chunks), 0.2 for issue 34's busy text, 0.7 for issue 30's member pages drawn for them (the session's
// server snapshot, the hand-over of choices and files) and /download's install tap in the entry, 0.2 for a tap let through
// once the app is ready rather than held for a part never drawn, 0.1 for a member page's frame on its way to / after
// their session ended; issue 8
// asked for 150) is bundle-size.mjs's default, which
// this test runs with (no BUNDLE_LIMIT_KB of its own), so the build and this test share one figure.
test('the public first load of the home page stays within 145.2 KB of gzipped JavaScript', async () => {
  const { execFileSync } = await import('node:child_process');
  const path = await import('node:path');
  const script = path.resolve(import.meta.dirname, '../../apps/web/scripts/bundle-size.mjs');
  let output = '';
  try {
    const { BUNDLE_LIMIT_KB: _ignored, ...env } = process.env;
    output = execFileSync(process.execPath, [script], {
      env: { ...env, BUNDLE_STRICT: '1' },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`first load over budget:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
  expect(output).toContain('of a 145.2 KB budget');
});
