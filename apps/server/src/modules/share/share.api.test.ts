import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { useTestApp } from '../../test/kit.js';
import { contentFactories } from '../../test/content-factories.js';

const ids: Record<string, number> = {};
const PUBLIC = 'https://acsc.example.org';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-web-'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ACSC | CCYA</title></head><body><div id="root"></div></body></html>',
);
const { app } = await useTestApp({ config: { webDist, publicUrl: PUBLIC } });
beforeAll(async () => {
  const f = contentFactories(app);
  const ch = (await f.channel()).id;
  ids.article = (
    await f.article(ch, {
      title: {
        zh_CN: '北京的“高棉新年”<庆典>',
        km_KH: 'បុណ្យចូលឆ្នាំខ្មែរនៅប៉េកាំង',
        en_US: 'Khmer New Year & friends in Beijing',
      },
      summary: { zh_CN: '四百多名学生参加', en_US: 'More than 400 students took part' },
      kind: 'video',
    })
  ).id;
  ids.zhOnly = (
    await f.article(ch, { title: { zh_CN: '只有中文' }, body: { zh_CN: '<p>中文正文，用作描述。</p>' } })
  ).id;
  ids.draft = (await f.article(ch, { status: 'draft', title: { zh_CN: '草稿' } })).id;
  const s = await f.scholarship({ title: { zh_CN: '孔子学院奖学金', en_US: 'Confucius Institute Scholarship' } });
  ids.scholarship = s.id;
  ids.notice = (await f.notice(s.id)).id;
  ids.alumniNews = (await f.alumniNews()).id;
  ids.story = (await f.alumniStory()).id;
});

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

describe('page heads for shared links', () => {
  it('puts the article title, description, image, url, locale and hreflang alternates into the HTML, escaped', async () => {
    const res = await page(`/news/detail/${ids.article}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>北京的“高棉新年”&lt;庆典&gt; | 柬埔寨留华学生会 | 柬中青年协会</title>');
    expect(meta(html, 'og:title')).toBe('北京的“高棉新年”&lt;庆典&gt;');
    expect(meta(html, 'og:description')).toBe('四百多名学生参加');
    expect(meta(html, 'description')).toBe('四百多名学生参加');
    expect(meta(html, 'og:image')).toBe(`${PUBLIC}/media/demo/cover-campus.webp`);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC}/news/detail/${ids.article}?lang=zh_CN`);
    expect(meta(html, 'og:locale')).toBe('zh_CN');
    for (const [tag, lang] of [
      ['zh-CN', 'zh_CN'],
      ['km-KH', 'km_KH'],
      ['en-US', 'en_US'],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${tag}" href="${PUBLIC}/news/detail/${ids.article}?lang=${lang}">`,
      );
    }
    expect(html).toContain('<div id="root">');
  });

  it('follows ?lang=, then the language cookie, and falls back to Chinese for an untranslated article', async () => {
    const en = (await page(`/news/detail/${ids.article}?lang=en_US`)).body;
    expect(meta(en, 'og:title')).toBe('Khmer New Year &amp; friends in Beijing');
    expect(meta(en, 'og:locale')).toBe('en_US');
    const km = (await page(`/news/detail/${ids.article}`, { cookie: 'language=km_KH' })).body;
    expect(meta(km, 'og:title')).toBe('បុណ្យចូលឆ្នាំខ្មែរនៅប៉េកាំង');
    expect(km).toContain('<title>បុណ្យចូលឆ្នាំខ្មែរនៅប៉េកាំង | សមាគមនិស្សិតកម្ពុជានៅចិន | សមាគមយុវជនកម្ពុជា-ចិន</title>');
    const fallback = (await page(`/news/detail/${ids.zhOnly}?lang=km_KH`)).body;
    expect(meta(fallback, 'og:title')).toBe('只有中文');
    expect(meta(fallback, 'og:locale')).toBe('zh_CN');
    expect(meta(fallback, 'og:description')).toBe('中文正文，用作描述。');
  });

  it('renders heads for scholarship, notice, alumni news and story pages; hidden or unknown items keep the default head', async () => {
    const s = (await page(`/scholarship/detail/${ids.scholarship}?lang=en_US`)).body;
    expect(meta(s, 'og:title')).toBe('Confucius Institute Scholarship');
    for (const url of [
      `/scholarship/notice/${ids.notice}`,
      `/alumnus/news/${ids.alumniNews}`,
      `/alumnus/style/${ids.story}`,
    ]) {
      const html = (await page(url)).body;
      expect(meta(html, 'og:title'), url).toBeTruthy();
      expect(meta(html, 'og:url'), url).toBe(`${PUBLIC}${url}?lang=zh_CN`);
    }
    for (const url of [`/news/detail/${ids.draft}`, '/news/detail/999999', '/news']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>ACSC | CCYA</title>');
      expect(meta(res.body, 'og:title')).toBeUndefined();
    }
  });
});

describe('sitemap and RSS', () => {
  it('serves robots.txt that allows crawling and names the sitemap at the public address', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    expect(res.body).not.toContain('<html');
  });

  it('lists section pages and every visible detail page in a valid sitemap', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const p of [
      '/',
      '/news',
      '/scholarship',
      `/news/detail/${ids.article}`,
      `/scholarship/detail/${ids.scholarship}`,
      `/scholarship/notice/${ids.notice}`,
      `/alumnus/news/${ids.alumniNews}`,
      `/alumnus/style/${ids.story}`,
    ]) {
      expect(xml).toContain(`<loc>${PUBLIC}${p}</loc>`);
    }
    expect(xml).not.toContain(`/news/detail/${ids.draft}<`);
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = new XMLParser().parse(xml).urlset.url;
    // 9 section pages, 2 visible articles, a scholarship, its notice, an alumni news item and a story.
    expect(urls.length).toBe(9 + 6);
  });

  it('serves a news feed per language with escaped items and falls back per article', async () => {
    const en = await page('/rss/news.xml?lang=en_US');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('application/rss+xml');
    expect(en.body).toContain('<language>en-US</language>');
    expect(en.body).toContain('<title>Khmer New Year &amp; friends in Beijing</title>');
    expect(en.body).toContain(`<link>${PUBLIC}/news/detail/${ids.article}?lang=en_US</link>`);
    expect(en.body).toContain('type="video/mp4"');
    expect(en.body).not.toContain('草稿');
    const km = await page('/rss/news-km_KH.xml');
    expect(km.statusCode).toBe(200);
    expect(km.body).toContain('<language>km-KH</language>');
    expect(km.body).toContain('<title>បុណ្យចូលឆ្នាំខ្មែរនៅប៉េកាំង</title>');
    expect(km.body).toContain('<title>只有中文</title>');
    for (const feed of [en.body, km.body]) expect(XMLValidator.validate(feed)).toBe(true);
    const items = new XMLParser().parse(km.body).rss.channel.item;
    expect(items.map((i: any) => i.title).sort()).toEqual(['បុណ្យចូលឆ្នាំខ្មែរនៅប៉េកាំង', '只有中文'].sort());
    expect((await page('/rss/news-xx_XX.xml')).statusCode).toBe(404);
  });
});
