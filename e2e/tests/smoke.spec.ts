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

  test('an unknown page path answers the SPA, which routes it', async ({ request, page }) => {
    const res = await request.get('/no-such-page');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    expect(await res.text()).toContain('<div id="root">');
    const nav = await page.goto('/no-such-page');
    expect(nav?.status()).toBe(200);
    await expect(page).toHaveTitle('ACSC | CCYA');
    // The app's router draws its 404 page.
    await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible();
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
