import type { Page } from '@playwright/test';
import {
  test,
  expect,
  setLanguage,
  registerMember,
  useToken,
  drawnFonts,
  expectNoSeriousA11yViolations,
} from '../support/index.js';

/*
 * The site is the app (issue 27): a manifest in the reader's language, a service worker that opens the
 * pages read before without a connection (and an offline page in the reader's language for the rest),
 * nothing of a member kept on the device after a sign-out, and /download installing it. Nothing is
 * installed here; what Chromium itself checks before it offers to install is read through DevTools.
 * The rest of the suite blocks service workers (playwright.config.ts); these tests use the real one.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const KM_OFFLINE = 'គ្មានការតភ្ជាប់អ៊ីនធឺណិត';
const ZH_INSTALL = '安装应用';
const KM_INSTALL = 'ដំឡើងកម្មវិធី';

/** Loads `path`, waits for the worker to be active, and reloads: the page is then served by it. */
async function underWorker(page: Page, path = '/') {
  await page.goto(path);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** The addresses the worker kept, per cache. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys())
      out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
    return out;
  });

/** Opens the first article of /news from inside the app (no page load) and answers its address and title. */
async function readFirstArticle(page: Page) {
  await page.goto('/news');
  const link = page.locator('main a[href^="/news/detail/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(title.length).toBeGreaterThan(0);
  return { href, title };
}

test('the pages link a valid manifest in their language, and Chromium finds the site installable', async ({
  page,
  baseURL,
}) => {
  await setLanguage(page, 'km_KH');
  await underWorker(page, '/download');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest?lang=km_KH');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'សមាគមនិស្សិតកម្ពុជានៅចិន | សមាគមយុវជនកម្ពុជា-ចិន',
    lang: 'km-KH',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }

  // Chromium's own reading of the manifest and its install criteria (DevTools' Application panel).
  const cdp = await page.context().newCDPSession(page);
  const app = await cdp.send('Page.getAppManifest');
  expect(app.url).toBe(`${baseURL}/manifest.webmanifest?lang=km_KH`);
  expect(app.errors).toEqual([]);
  // A Playwright context is an off-the-record profile, where Chromium never installs anything: that one reason aside, none.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('an article read in the app opens again offline, with the app started on it', async ({ page, context }) => {
  await underWorker(page, '/');
  const { href, title } = await readFirstArticle(page);
  // The page told the worker it opened the article; the worker fetched and kept it.
  await expect.poll(async () => (await kept(page))['acsc-pages-zh_CN'] ?? []).toContain(href);
  // The parts the app loads after its start (the footer and its icons, lazily) were fetched through the worker,
  // which keeps them: the page is whole before the network goes (under load they came after the poll above).
  const keptAsset = (name: RegExp) =>
    page.evaluate(async (source) => {
      const re = new RegExp(source);
      for (const cacheName of await caches.keys())
        if ((await (await caches.open(cacheName)).keys()).some((r) => re.test(new URL(r.url).pathname))) return true;
      return false;
    }, name.source);
  await expect.poll(() => keptAsset(/^\/assets\/Footer-/)).toBe(true);
  await expect.poll(() => keptAsset(/^\/assets\/TelegramFilled-/)).toBe(true);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The app's files came from the worker too: the entry ran (it wrote the page's dates in local time),
  // and a tap starts the app on the kept page.
  await expect(page.locator('#root[data-times="local"]')).toHaveCount(1);
  await page.getByRole('heading', { level: 1, name: title }).click();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test("a page never opened shows the offline page in the reader's language, listing what can be read", async ({
  page,
  context,
}) => {
  await setLanguage(page, 'km_KH');
  await underWorker(page, '/');
  const { href, title } = await readFirstArticle(page);
  await expect.poll(async () => (await kept(page))['acsc-pages-km_KH'] ?? []).toContain(href);

  await context.setOffline(true);
  await page.goto('/scholarship');
  const heading = page.getByRole('heading', { level: 1, name: KM_OFFLINE });
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('km');
  // Khmer is drawn with the Khmer face the worker keeps, not as boxes.
  expect((await drawnFonts(heading)).some((f) => /khmer/i.test(f))).toBe(true);
  // "Try again" opens the same address; the article read before is listed and opens.
  await expect(page.getByRole('link', { name: 'ព្យាយាមម្តងទៀត' })).toHaveAttribute('href', '/scholarship');
  // By its address: a title's first words may also name a section (ព័ត៌មាន, "news", is the menu's /news too).
  await page.locator(`a[href="${href}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test("a member's session leaves nothing of the member in the worker's caches, and a sign-out deletes what was read", async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'pwa');
  await useToken(page, member.token);
  await underWorker(page, '/');
  const { href } = await readFirstArticle(page);
  await page.goto('/setting');
  await page.goto('/scholarship');
  await expect
    .poll(async () => (await kept(page))['acsc-pages-zh_CN'] ?? [])
    .toEqual(expect.arrayContaining([href, '/scholarship']));

  /** Every entry of every cache: its request's headers, its answer's Cache-Control and body. */
  const everything = () =>
    page.evaluate(async () => {
      const out: { cache: string; url: string; authorization: string | null; cacheControl: string; body: string }[] =
        [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const req of await cache.keys()) {
          const res = (await cache.match(req))!;
          const type = res.headers.get('content-type') ?? '';
          out.push({
            cache: name,
            url: new URL(req.url).pathname,
            authorization: req.headers.get('authorization'),
            cacheControl: res.headers.get('cache-control') ?? '',
            body: /json|html|text/.test(type) ? await res.text() : '',
          });
        }
      }
      return out;
    });
  const during = await everything();
  // The member's own calls (info, notifications) carried the token and were never stored; nor was their own page.
  expect(during.filter((e) => e.authorization || /private|no-store/.test(e.cacheControl))).toEqual([]);
  expect(during.filter((e) => e.cache === 'acsc-reads')).toEqual([]);
  expect(during.map((e) => e.url)).not.toContain('/setting');
  for (const secret of [member.token, member.email, member.nickname])
    expect(during.filter((e) => e.body.includes(secret)).map((e) => e.url)).toEqual([]);
  // A mark in each cache of the reading trail, to see that the sign-out empties each one.
  await page.evaluate(async () => {
    for (const name of ['acsc-pages-zh_CN', 'acsc-reads', 'acsc-media'])
      await (await caches.open(name)).put('/__e2e-mark', new Response('read during the session'));
  });

  await page.getByRole('button', { name: '账户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  // What was read is gone; what a visitor reads from now on may be kept again (the start page at once, for the app to open offline).
  const trail = async () =>
    Object.entries(await kept(page))
      .filter(([name]) => /^acsc-(pages-|reads|media)/.test(name))
      .flatMap(([, urls]) => urls);
  await expect.poll(trail).not.toContain('/__e2e-mark');
  expect((await trail()).filter((url) => [href, '/scholarship', '/news'].includes(url))).toEqual([]);
  const after = await everything();
  for (const secret of [member.token, member.email, member.nickname])
    expect(after.filter((e) => e.body.includes(secret)).map((e) => e.url)).toEqual([]);
});

test.describe('/download installs the site', () => {
  test("with the browser's install prompt, a QR code of the site and no link back to itself (Khmer)", async ({
    page,
    baseURL,
  }) => {
    await setLanguage(page, 'km_KH');
    await page.goto('/download');
    // No native app: nothing points back at this page.
    await expect(page.locator('main a[href*="/download"]')).toHaveCount(0);
    const site = page.locator('a.download-site');
    await expect(site).toHaveText(`${baseURL}/`);
    await expect(site).toHaveAttribute('href', `${baseURL}/?lang=km_KH`);
    await expect(page.getByRole('img', { name: `កូដ QR នៃអាសយដ្ឋានគេហទំព័រ ${baseURL}/` })).toBeVisible();

    // Chromium offers the install (headless Chromium never does by itself): the page shows its own button.
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: KM_INSTALL }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(page.getByRole('status')).toContainText('កម្មវិធីត្រូវបានដំឡើងហើយ');
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('on an iPhone', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    });

    test('explains "Add to Home Screen" in Chinese, where Safari has no install prompt', async ({ page }) => {
      await page.goto('/download');
      await expect(page.getByText('在 iPhone 或 iPad 的 Safari 中：')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: '轻点“添加到主屏幕”' })).toBeVisible();
      await expect(page.getByRole('button', { name: ZH_INSTALL })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });

  test("the user menu's install item opens /download where the browser offers no prompt", async ({ page, request }) => {
    const member = await registerMember(request, 'pwa');
    await useToken(page, member.token);
    await page.goto('/');
    await page.getByRole('button', { name: '账户菜单' }).click();
    await page.getByRole('menuitem', { name: ZH_INSTALL }).click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(page.getByRole('heading', { level: 2, name: '安装到本设备' })).toBeVisible();
  });
});
