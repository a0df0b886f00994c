import { describe, expect, it } from 'vitest';
import { isKeepablePage, isKeepablePicture, isPublicRead, pageKey, routeOf, titleOf } from './rules.js';
import { offlinePageHtml } from './offline-page.js';

const ORIGIN = 'https://acsc.example.org';
const req = (path: string, init: { method?: string; mode?: string; headers?: Record<string, string> } = {}) => ({
  method: init.method ?? 'GET',
  url: path.startsWith('http') ? path : ORIGIN + path,
  mode: init.mode ?? 'cors',
  headers: new Headers(init.headers),
});
const page = (headers: Record<string, string>, status = 200) =>
  new Response('<!doctype html><title>x</title>', {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  });

describe('what the service worker handles', () => {
  it('never touches a member call, a write, another site or a partial read', () => {
    expect(
      routeOf(req('/prod-api/client/notification/v1/unread', { headers: { Authorization: 'Bearer abc' } }), ORIGIN),
    ).toBeNull();
    expect(
      routeOf(req('/prod-api/client/article/v1/detail/1', { headers: { authorization: 'Bearer abc' } }), ORIGIN),
    ).toBeNull();
    expect(routeOf(req('/prod-api/client/member/v1/info', { method: 'POST' }), ORIGIN)).toBeNull();
    expect(routeOf(req('https://t.me/acsc', { mode: 'navigate' }), ORIGIN)).toBeNull();
    expect(routeOf(req('/media/video.mp4', { headers: { range: 'bytes=0-' } }), ORIGIN)).toBeNull();
  });

  it('routes pages, public reads, hashed files and pictures', () => {
    expect(routeOf(req('/news/detail/3', { mode: 'navigate' }), ORIGIN)).toBe('page');
    expect(routeOf(req('/', { mode: 'navigate' }), ORIGIN)).toBe('page');
    expect(routeOf(req('/prod-api/client/scholarship/v1/listPage'), ORIGIN)).toBe('read');
    expect(routeOf(req('/assets/App-x1.js'), ORIGIN)).toBe('asset');
    expect(routeOf(req('/icons/icon-192.png'), ORIGIN)).toBe('asset');
    expect(routeOf(req('/media/demo/cover.webp'), ORIGIN)).toBe('media');
    // Feeds and files opened in a tab are not pages of the app.
    expect(routeOf(req('/rss/news.xml', { mode: 'navigate' }), ORIGIN)).toBeNull();
    expect(routeOf(req('/sitemap.xml', { mode: 'navigate' }), ORIGIN)).toBeNull();
  });
});

describe('what it may keep', () => {
  it('keeps a read only when the server marked it public', () => {
    expect(isPublicRead(new Response('{}', { headers: { 'cache-control': 'public, max-age=60' } }))).toBe(true);
    expect(isPublicRead(new Response('{}', { headers: { 'cache-control': 'public, no-cache' } }))).toBe(true);
    expect(isPublicRead(new Response('{}', { headers: { 'cache-control': 'private, no-store' } }))).toBe(false);
    expect(isPublicRead(new Response('{}', { headers: { 'cache-control': 'public, no-store' } }))).toBe(false);
    expect(isPublicRead(new Response('{}'))).toBe(false);
    expect(isPublicRead(new Response('{}', { status: 404, headers: { 'cache-control': 'public, max-age=60' } }))).toBe(
      false,
    );
  });

  it("keeps a whole page in a known language, never one reader's own page", () => {
    expect(isKeepablePage(page({ 'cache-control': 'no-cache', 'content-language': 'km-KH' }))).toBe(true);
    expect(isKeepablePage(page({ 'cache-control': 'private, no-cache', 'content-language': 'km-KH' }))).toBe(false);
    expect(isKeepablePage(page({ 'cache-control': 'no-cache' }))).toBe(false);
    expect(isKeepablePage(page({ 'cache-control': 'no-cache', 'content-language': 'zh-CN' }, 404))).toBe(false);
    expect(
      isKeepablePage(
        new Response('{}', { headers: { 'content-type': 'application/json', 'content-language': 'en-US' } }),
      ),
    ).toBe(false);
    const redirected = page({ 'content-language': 'en-US' });
    Object.defineProperty(redirected, 'redirected', { value: true });
    expect(isKeepablePage(redirected)).toBe(false);
  });

  it('keeps public pictures only', () => {
    expect(
      isKeepablePicture(
        new Response('x', {
          headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' },
        }),
      ),
    ).toBe(true);
    expect(
      isKeepablePicture(
        new Response('x', { headers: { 'content-type': 'image/png', 'cache-control': 'private, no-store' } }),
      ),
    ).toBe(false);
    expect(isKeepablePicture(new Response('x', { headers: { 'content-type': 'text/html' } }))).toBe(false);
  });

  it('files a page under its address without ?lang= (the language is the cache) and without the fragment', () => {
    expect(pageKey(new URL(`${ORIGIN}/news?channel=2&lang=km_KH&page=3#top`))).toBe(`${ORIGIN}/news?channel=2&page=3`);
    expect(pageKey(new URL(`${ORIGIN}/news/detail/5?lang=en_US`))).toBe(`${ORIGIN}/news/detail/5`);
  });

  it('names a kept page by its heading, else its title, as text', () => {
    expect(titleOf('<title>ACSC | CCYA</title><h1 class="t">Khmer New Year &amp; friends &lt;2026&gt;</h1>')).toBe(
      'Khmer New Year & friends <2026>',
    );
    expect(titleOf('<title>ACSC | CCYA</title><h1><span>柬埔寨留华学生会</span><span>柬中青年协会</span></h1>')).toBe(
      '柬埔寨留华学生会 柬中青年协会',
    );
    expect(titleOf('<title>Fees &#8211; &#x1F600; &quot;2026&quot;</title>')).toBe('Fees – 😀 "2026"');
    expect(titleOf('<div id="root"></div>')).toBe('');
  });
});

describe('the offline page', () => {
  const text = {
    title: 'គ្មានការតភ្ជាប់អ៊ីនធឺណិត',
    text: 'ទំព័រនេះមិនទាន់បានរក្សាទុក',
    retry: 'ព្យាយាមម្តងទៀត',
    home: 'ទំព័រដើម',
    saved: 'បានរក្សាទុក',
  };
  const html = offlinePageHtml({
    lang: 'km_KH',
    text,
    url: '/scholarship?x="><script>alert(1)</script>',
    saved: [
      { url: '/', title: 'whatever' },
      { url: '/news/detail/7', title: '<img src=x onerror=alert(1)> & more' },
    ],
    khmerFonts: [{ weight: 400, url: '/assets/noto-sans-khmer-khmer-400-normal-X.woff2' }],
  });

  it("is in the reader's language, with the Khmer face, and runs nothing", () => {
    expect(html).toContain('<html lang="km" data-lang="km_KH">');
    expect(html).toContain(`<h1>${text.title}</h1>`);
    expect(html).toContain('src:url("/assets/noto-sans-khmer-khmer-400-normal-X.woff2") format(\'woff2\')');
    expect(html).not.toMatch(/<script/i);
  });

  it('lists the kept pages (the start page by name) and escapes what it did not write', () => {
    expect(html).toContain(`<li><a href="/">${text.home}<small>/</small></a></li>`);
    expect(html).toContain(
      '<a href="/news/detail/7">&lt;img src=x onerror=alert(1)&gt; &amp; more<small>/news/detail/7</small></a>',
    );
    expect(html).toContain('<a href="/scholarship?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
  });
});
