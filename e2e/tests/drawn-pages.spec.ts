import { test, expect, registerMember, setLanguage } from '../support/index.js';

/**
 * Every route drawn by the server (issue 30): the public pages come whole from the server, drawn by the
 * app's own components from the reads their queries make, as a visitor sees them; the app starts at the
 * first tap and takes over the page it finds. A member's page comes as its frame; a member's own state
 * (likes) comes after start-up, never in the HTML.
 */

const PHONE = { width: 390, height: 844 };

/** The page, what it shows before any script runs (a locator in its main area), and a link to follow. */
const PAGES: { path: string; shows: string; link?: string }[] = [
  { path: '/scholarship', shows: 'a[href^="/scholarship/detail/"]', link: 'a[href^="/scholarship/detail/"]' },
  { path: '/association', shows: 'main h1, main h2' },
  { path: '/alumnus/style', shows: 'a[href^="/alumnus/style/"]', link: 'a[href^="/alumnus/style/"]' },
  { path: '/alumnus/news', shows: 'a[href^="/alumnus/news/"]' },
  { path: '/download', shows: 'main h1' },
  { path: '/work', shows: 'a[href^="/work/detail/"]', link: 'a[href^="/work/detail/"]' },
  { path: '/register', shows: 'main h1' },
  { path: '/news/search?keywords=ACSC', shows: 'a[href^="/news/detail/"]', link: 'a[href^="/news/detail/"]' },
  { path: '/exchange', shows: 'a[href^="/exchange/post/"]', link: 'a[href^="/exchange/post/"]' },
  {
    path: '/reservation',
    shows: 'a[href^="/reservation/activity/"]',
    link: 'a[href^="/reservation/activity/"]',
  },
];

/** A public post of the demo exchange (its id), read as a visitor. */
async function publicPostId(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const res = await request.get('/prod-api/client/exchange/v1/post/listPage?tab=latest', {
    headers: { language: 'en_US' },
  });
  const body = await res.json();
  expect(body.code).toBe(0);
  return body.data.list[0].id as string;
}

test('without JavaScript a visitor reads every newly drawn page in Khmer, with its layout', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  const post = await publicPostId(request);
  for (const { path, shows } of [...PAGES, { path: `/exchange/post/${post}`, shows: '.xc-tools' }]) {
    const res = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=km_KH`);
    expect(res!.status(), path).toBe(200);
    await expect(page.locator('#root'), path).toHaveAttribute('data-ssr', '1');
    await expect(page.locator('html')).toHaveAttribute('data-lang', 'km_KH');
    await expect(page.locator(shows).first(), path).toBeVisible();
    await expect(page.getByRole('banner').first(), path).toBeVisible();
  }
  await context.close();
});

test('each drawn page starts the app at the first tap and then works (a link, the feed’s posts)', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`${page.url()}: ${m.text()}`));
  await setLanguage(page, 'en_US');
  await page.setViewportSize(PHONE);
  for (const { path, shows, link } of PAGES) {
    await page.goto(path);
    await expect(page.locator(shows).first(), path).toBeVisible();
    await page.waitForLoadState('load');
    // The server's page, the app not started yet.
    expect(await page.evaluate(() => document.documentElement.dataset.app), path).toBeUndefined();
    const first = await page.locator(shows).first().elementHandle();
    await page.keyboard.press('Tab');
    await expect(page.locator('html'), path).toHaveAttribute('data-app', 'ready');
    // Taken over, not drawn again: the element the server sent is still the one shown.
    expect(await first!.evaluate((e) => e.isConnected), path).toBe(true);
    if (link) {
      const href = (await page.locator(link).first().getAttribute('href'))!;
      await page.locator(link).first().click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('main h1, main .xc-tools').first()).toBeVisible();
    }
  }
  expect(problems).toEqual([]);
});

test('a member opening a shared post directly sees their own like after start-up; the HTML is a visitor’s', async ({
  browser,
  baseURL,
  request,
}) => {
  const member = await registerMember(request, 'drawn');
  const id = await publicPostId(request);
  const liked = await request.post('/prod-api/client/exchange/v1/post/like', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { id, liked: true },
  });
  expect((await liked.json()).code).toBe(0);
  // The HTML a member is sent is the visitor's: nothing of the member's like in it.
  const asMember = await request.get(`/exchange/post/${id}?lang=en_US`, {
    headers: { cookie: `access_token=${member.token}` },
  });
  const html = await asMember.text();
  expect(html).toContain('data-ssr="1"');
  expect(html).not.toContain('aria-pressed="true"');
  expect(html).not.toContain(member.token);

  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await context.addCookies([{ name: 'access_token', value: member.token, url: baseURL! }]);
  const page = await context.newPage();
  await page.goto(`/exchange/post/${id}?lang=en_US`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const like = page.locator('.xc-tools button[aria-pressed]').first();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});

test('a member’s page comes as its frame (header and footer in place) and fills in without moving the footer', async ({
  browser,
  baseURL,
  request,
}) => {
  const member = await registerMember(request, 'frame');
  const html = await (await request.get('/setting?lang=en_US')).text();
  expect(html).toContain('data-ssr="frame"');
  expect(html).toContain('class="page-frame"');
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await context.addCookies([{ name: 'access_token', value: member.token, url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/setting?lang=en_US');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.locator('.page-frame')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await context.close();
});
