import { test, expect, registerMember, setLanguage } from '../support/index.js';

/**
 * /, /news and an article are drawn by the server with the app's own components (issue 8): a reader
 * gets the whole page before any script runs, and the app starts only when the visitor first taps,
 * types or points, then takes over the page it finds (hydration) without drawing it again.
 */

const PHONE = { width: 390, height: 844 };

test('without JavaScript a reader reads /news and an article in Khmer, with the footer, and follows links', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/news?lang=km_KH');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ព័ត៌មាន');
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const card = page.locator('.article-list a[href^="/news/detail/"]').first();
  const title = (await card.locator('.article-card__title').textContent())!;
  await card.click();
  await expect(page).toHaveURL(/\/news\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.detail .rich-text p').first()).toBeVisible();
  // Dates wait for a script to write them in the reader's time zone: without one they keep their room, hidden.
  await expect(page.locator('.detail__meta time')).toBeHidden();
  await context.close();
});

test('the app starts at the first tap, which takes effect, and takes over the page without an error', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  const scripts: string[] = [];
  page.on('request', (r) => r.url().includes('/assets/') && r.url().endsWith('.js') && scripts.push(r.url()));
  await setLanguage(page, 'en_US');
  await page.setViewportSize(PHONE);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  const headingHandle = await page.getByRole('heading', { level: 1 }).elementHandle();
  // Loaded, and the app has not run: the page is the server's.
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  // Nor has any of its files been fetched: the page's load is the entry's few kilobytes.
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((u) => /\/(App|start|NewsPages)-/.test(u))).toEqual([]);

  await page.getByRole('button', { name: /Choose a language/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'ខ្មែរ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  for (const name of ['App', 'start', 'NewsPages'])
    expect(scripts.some((u) => u.includes(`/assets/${name}-`))).toBe(true);
  // Hydrated, not drawn again: the heading is the same element the server sent.
  expect(await headingHandle!.evaluate((h) => h.isConnected)).toBe(true);
  expect(problems).toEqual([]);
});

test('a visitor whose device keeps another language than the page was drawn in gets the app in it without a tap', async ({
  browser,
  baseURL,
}) => {
  // No language cookie (it lasts a week), but the device's stored choice (it stays): the server draws
  // Chinese, the entry sees English stored and starts the app, which draws the page in English.
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'zh-CN' });
  await context.addInitScript(() => localStorage.setItem('language', 'en_US'));
  const page = await context.newPage();
  const response = await page.goto('/news');
  expect(await response!.text()).toContain('data-lang="zh_CN"');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  await context.close();
});

test('the site icons are PNG files (an SVG icon is drawn by the page itself during its load), with a touch icon for iOS', async ({
  request,
}) => {
  const html = await (await request.get('/news')).text();
  const icons = [...html.matchAll(/<link rel="(icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
  expect(icons).toEqual([
    ['icon', '/favicon-32.png'],
    ['apple-touch-icon', '/apple-touch-icon.png'],
  ]);
  for (const [, href] of icons) {
    const res = await request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

test('dates are shown in the visitor’s time zone, the same before and after the app starts', async ({
  browser,
  baseURL,
}) => {
  for (const timezoneId of ['Asia/Phnom_Penh', 'America/New_York']) {
    const context = await browser.newContext({ baseURL, timezoneId, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/news/detail/1?lang=en_US');
    const time = page.locator('.detail__meta time');
    await expect(time).toBeVisible();
    const iso = (await time.getAttribute('datetime'))!;
    const expected = await page.evaluate((s) => {
      const d = new Date(s);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    }, iso);
    await expect(time).toHaveText(expected);
    await page.keyboard.press('Tab');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(time).toHaveText(expected);
    await context.close();
  }
});

test('a signed-in member who loads an article, /news or the home page directly sees their dates (issue 27)', async ({
  browser,
  baseURL,
  request,
}) => {
  const member = await registerMember(request, 'dates');
  const context = await browser.newContext({ baseURL, viewport: PHONE, timezoneId: 'Asia/Phnom_Penh' });
  await context.addCookies([{ name: 'access_token', value: member.token, url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/news/detail/1?lang=zh_CN');
  // The app draws the member's page anew (not a visitor's hydration): its header has the member's tools.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const time = page.locator('.detail__meta time');
  await expect(time).toBeVisible();
  await expect(time).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  for (const path of ['/news', '/']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.locator('main time[datetime]').first()).toBeVisible();
  }
  await context.close();
});

test('the home page’s alumni stories come styled on a fresh load, before any tap (issue 27)', async ({ page }) => {
  await setLanguage(page, 'zh_CN');
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.waitForLoadState('load');
  // No tap, key or focus: the page is the server's and the app has not started.
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  const grid = page.locator('.story-grid');
  await expect(grid).toBeVisible();
  // A list without bullets, whose cards are boxes with their picture in a 4:3 frame, not a bare list of
  // full-width pictures taller than the screen and blue underlined links.
  await expect(grid).toHaveCSS('list-style-type', 'none');
  const card = grid.locator('.story-card__link').first();
  await expect(card).toHaveCSS('text-decoration-line', 'none');
  await expect(card).toHaveCSS('display', 'flex');
  const media = await grid.locator('.story-card__media').first().boundingBox();
  expect(media).not.toBeNull();
  expect(media!.width).toBeLessThanOrEqual(PHONE.width);
  expect(Math.abs(media!.height - (media!.width * 3) / 4)).toBeLessThan(2);
});
