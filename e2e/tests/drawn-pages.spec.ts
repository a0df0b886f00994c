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

test('the app taking over a drawn page leaves the reader where they had scrolled', async ({ page }) => {
  // A reader scrolls the server's page on a phone, then acts: the app starts and takes the page over. The page
  // must not jump to the top under their finger (a CI journey's tap on a form's Save landed on the top of the
  // page, and the form was never sent).
  await setLanguage(page, 'en_US');
  await page.setViewportSize(PHONE);
  for (const path of ['/association', '/work', '/register']) {
    await page.goto(path);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.documentElement.dataset.app), path).toBeUndefined();
    const box = page.locator('[data-scroll-container]');
    const top = await box.evaluate((el) => {
      el.scrollTop = Math.min(600, el.scrollHeight - el.clientHeight);
      return el.scrollTop;
    });
    expect(top, `${path} is taller than a phone's screen`).toBeGreaterThan(100);
    // A key that neither moves the focus nor scrolls: the reader's first intent, which starts the app.
    await page.keyboard.press('Shift');
    await expect(page.locator('html'), path).toHaveAttribute('data-app', 'ready');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    expect(await box.evaluate((el) => el.scrollTop), path).toBe(top);
  }
});

test('a member opening a shared post directly gets it drawn with their own like, which works at the first tap; the visitor’s HTML has none of it', async ({
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
  // The member's page is drawn for them with their session, and kept nowhere.
  const asMember = await request.get(`/exchange/post/${id}?lang=en_US`, {
    headers: { cookie: `access_token=${member.token}` },
  });
  expect(asMember.headers()['cache-control']).toBe('private, no-store');
  const html = await asMember.text();
  expect(html).toContain('data-ssr="member"');
  expect(html).toContain('aria-pressed="true"');
  expect(html).not.toContain(member.token);
  // The visitor's page of the same post, asked for after the member's: nothing of the member in it.
  const asVisitor = await (await request.get(`/exchange/post/${id}?lang=en_US`)).text();
  expect(asVisitor).toContain('data-ssr="1"');
  expect(asVisitor).not.toContain('aria-pressed="true"');
  expect(asVisitor).not.toContain(member.nickname);

  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await context.addCookies([{ name: 'access_token', value: member.token, url: baseURL! }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(`/exchange/post/${id}?lang=en_US`);
  await page.waitForLoadState('load');
  const like = page.locator('.xc-tools button[aria-pressed]').first();
  // Their like before any script of the app ran.
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  // The first tap starts the app, which takes the page over and then carries the tap out: the like is taken back.
  await like.click();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => {
      const res = await request.get(`/prod-api/client/exchange/v1/post/detail/${id}`, {
        headers: { Authorization: `Bearer ${member.token}` },
      });
      return (await res.json()).data.liked;
    })
    .toBe(false);
  expect(problems).toEqual([]);
  await context.close();
});

test('a member’s own pages come drawn for them (a visitor gets the frame) and the app takes them over at the first tap', async ({
  browser,
  baseURL,
  request,
}) => {
  const member = await registerMember(request, 'frame');
  const visitor = await (await request.get('/setting?lang=en_US')).text();
  expect(visitor).toContain('data-ssr="frame"');
  expect(visitor).toContain('class="page-frame"');
  expect(visitor).not.toContain(member.nickname);

  // Without JavaScript: the member's settings and messages, whole, in their layout.
  const still = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
  await still.addCookies([{ name: 'access_token', value: member.token, url: baseURL! }]);
  const plain = await still.newPage();
  await plain.goto('/setting?lang=en_US');
  await expect(plain.locator('#root')).toHaveAttribute('data-ssr', 'member');
  await expect(plain.getByRole('region', { name: 'Profile' }).getByLabel('Nickname')).toHaveValue(member.nickname);
  await expect(plain.getByRole('contentinfo')).toBeVisible();
  await plain.goto('/exchange/message?lang=en_US');
  await expect(plain.locator('#root')).toHaveAttribute('data-ssr', 'member');
  await expect(plain.locator('main h1')).toBeVisible();
  await still.close();

  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await context.addCookies([{ name: 'access_token', value: member.token, url: baseURL! }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto('/setting?lang=en_US');
  await page.waitForLoadState('load');
  const nickname = page.getByRole('region', { name: 'Profile' }).getByLabel('Nickname');
  await expect(nickname).toHaveValue(member.nickname);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  const first = await nickname.elementHandle();
  const footerTop = await page.getByRole('contentinfo').evaluate((e) => e.getBoundingClientRect().top);
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // Taken over, not drawn again; the sections below the first screen come after, below it.
  expect(await first!.evaluate((e) => e.isConnected)).toBe(true);
  await expect(page.locator('#settings-password')).toBeAttached();
  expect(await page.getByRole('contentinfo').evaluate((e) => e.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
    footerTop,
  );
  // The page works: a new nickname is saved.
  const renamed = `Drawn ${Date.now() % 100000}`;
  await nickname.fill(renamed);
  await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => {
      const res = await request.post('/prod-api/client/member/v1/info', {
        headers: { Authorization: `Bearer ${member.token}` },
      });
      return (await res.json()).data.nickname;
    })
    .toBe(renamed);
  expect(problems).toEqual([]);
  await context.close();
});
