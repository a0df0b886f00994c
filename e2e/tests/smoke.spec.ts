import { test, expect } from '../support/index.js';

test.describe('smoke: the built site is served', () => {
  test('home page loads with the site title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('ACSC | CCYA');
    // Only the running app sets the page language and draws the header's menu (the HTML shell has neither).
    await expect(page.locator('html')).toHaveAttribute('data-lang', 'zh_CN');
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' })).toBeVisible();
  });

  test('health reports the database reachable', async ({ request }) => {
    const res = await request.get('/prod-api/health');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ code: 0, data: { status: 'ok' } });
  });

  test('an unknown page path answers 404 with the 404 page drawn in the visitor’s language (issue 27)', async ({
    request,
    browser,
    baseURL,
  }) => {
    const res = await request.get('/no-such-page', { headers: { Cookie: 'language=km_KH' } });
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = await res.text();
    // Drawn by the server: the Khmer 404 page is in the HTML before any script runs.
    expect(html).toContain('<div id="root" data-ssr="1">');
    expect(html).toContain('រកមិនឃើញទំព័រនេះទេ');
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'language', value: 'km_KH', url: baseURL! }]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && problems.push(m.text()));
    const nav = await page.goto('/news/no-such-page');
    expect(nav?.status()).toBe(404);
    await expect(page).toHaveTitle('ACSC | CCYA');
    await expect(page.getByRole('heading', { level: 1, name: 'រកមិនឃើញទំព័រនេះទេ' })).toBeVisible();
    // The app takes the page over and keeps it.
    await page.keyboard.press('Tab');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.getByRole('heading', { level: 1, name: 'រកមិនឃើញទំព័រនេះទេ' })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the spec’s routes answer 200, with or without their optional id, and its component routes too', async ({
    request,
  }) => {
    for (const path of [
      '/news/detail',
      '/news/detail/1',
      '/scholarship/notice',
      '/exchange/user',
      '/phone/activity',
      '/exchange/components/cardDetail',
      '/association/components/chart',
      '/terms.html',
      '/setting/cropperImage',
      '/work/vitae/experience',
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('an unknown API path answers a JSON 404 envelope', async ({ request }) => {
    const res = await request.get('/prod-api/no/such/call', { headers: { Language: 'en_US' } });
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
    const body = await res.json();
    expect(body.code).toBe(1005);
    expect(typeof body.msg).toBe('string');
    expect(body.msg.length).toBeGreaterThan(0);
  });

  test('pages carry a Content-Security-Policy', async ({ request }) => {
    const res = await request.get('/');
    const csp = res.headers()['content-security-policy'];
    expect(csp).toBeTruthy();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  test('hashed assets are cached for a year as immutable, index.html is not', async ({ request }) => {
    const index = await request.get('/');
    expect(index.headers()['cache-control']).toContain('no-cache');
    const html = await index.text();
    const asset = html.match(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/)?.[1];
    expect(asset, 'index.html references a hashed asset under /assets/').toBeTruthy();
    const res = await request.get(asset!);
    expect(res.status()).toBe(200);
    const cache = res.headers()['cache-control'];
    expect(cache).toContain('immutable');
    expect(cache).toContain('max-age=31536000');
  });
});
