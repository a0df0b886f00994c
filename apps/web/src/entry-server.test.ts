import { describe, expect, it } from 'vitest';
import { API, LIMITS, type ArticleDetail, type ArticleListItem, type Language, type NewsChannel } from '@acsc/shared';
import { bootKey } from './components/api/boot.js';
import km from './components/i18n/pages/km_KH.json';
import { knows, render } from './entry-server.js';

/*
 * The server renderer (entry-server.tsx) draws /, /news and an article with the app's own components
 * from the reads the server inlines. What a visitor gets before any script runs is this HTML, so it
 * must be the whole page, in the page's language, with working links.
 */

const channels: NewsChannel[] = [
  { id: 1, code: 'notices', name: 'Notices <b>', description: 'Scholarship and visa notices' },
  { id: 2, code: 'campus', name: 'Campus life', description: 'Study and life in China' },
];
const item = (id: number, title: string): ArticleListItem => ({
  servedLanguage: 'en_US',
  availableLanguages: ['zh_CN', 'en_US'],
  id,
  channelId: 1,
  kind: 'text',
  title,
  summary: `Summary of ${title}`,
  cover: null,
  publishedAt: '2026-11-20T08:30:00.000Z',
  views: 12,
  video: null,
});
const list = {
  list: [item(7, 'Office hours over the holiday'), item(8, 'Visa renewal <script>alert(1)</script>')],
  total: 2,
  pageNum: 1,
  pageSize: LIMITS.pageSizeDefault,
};
const settings = {
  telegram: 'https://t.me/acsc_ccya',
  tiktok: '',
  wechat: 'ACSC-CCYA',
  wechatQr: null,
  instagram: '',
  emails: ['contact@acsc.example'],
  phones: ['+855 23 888 168'],
  address: 'Phnom Penh',
  appDownloadUrl: '/download',
  androidUrl: '/download#android',
  iosUrl: '/download#ios',
  copyright: '© 2024-2025 ACSC | CCYA',
};
const newsData = () => ({
  [API.siteSettings]: settings,
  [API.newsChannels]: channels,
  [bootKey(API.channelArticles, { channelId: 1, pageNum: 1, pageSize: LIMITS.pageSizeDefault })]: list,
});
const detail: ArticleDetail = {
  ...item(7, 'Office hours over the holiday'),
  channelName: 'Notices',
  author: 'News team',
  body: '<p>Enquiries are answered on the first working day.</p>',
  prev: { id: 6, title: 'Earlier notice' },
  next: null,
  related: [],
};

const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];

describe('server renderer', () => {
  it('draws /news whole: the language’s texts, the channels and article cards as links, member text escaped', async () => {
    const html = (await render('/news', 'en_US', newsData(), 'https://acsc.example'))!;
    expect(h1(html)).toBe('News');
    expect(html).toContain('href="/news/detail/7"');
    expect(html).toContain('Office hours over the holiday');
    expect(html).toContain('Notices &lt;b&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Visa renewal &lt;script&gt;');
    // The header is drawn (its data is in the page), and nothing is left for the browser to finish.
    expect(html).toMatch(/<header class="shell-header">\s*<div/);
    expect(html).not.toMatch(/<!--\$[?!]-->/);
    // So is the footer (a reader who never taps still has the contacts), with its own catalog's texts.
    expect(html).toContain('href="mailto:contact@acsc.example"');
    expect(html).toContain('© 2024-2025 ACSC | CCYA');
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).not.toContain('footer.');
  });

  it.each<[Language, string]>([
    ['zh_CN', '新闻'],
    ['km_KH', 'ព័ត៌មាន'],
    ['en_US', 'News'],
  ])('draws /news in %s', async (lang, title) => {
    expect(h1((await render('/news', lang, newsData(), ''))!)).toBe(title);
  });

  it('renders one page at a time: two languages asked at once each get their own texts', async () => {
    const [zh, km, en] = await Promise.all([
      render('/news', 'zh_CN', newsData(), ''),
      render('/news', 'km_KH', newsData(), ''),
      render('/news', 'en_US', newsData(), ''),
    ]);
    expect([h1(zh!), h1(km!), h1(en!)]).toEqual(['新闻', 'ព័ត៌មាន', 'News']);
  });

  it('draws an article with its body, its language links and share links to the public address', async () => {
    const data = { [API.newsChannels]: channels, [API.articleDetail.replace(':id', '7')]: detail };
    const html = (await render('/news/detail/7', 'km_KH', data, 'https://acsc.example'))!;
    expect(h1(html)).toBe('Office hours over the holiday');
    expect(html).toContain('<p>Enquiries are answered on the first working day.</p>');
    // The item is served in English to a Khmer reader: the notice, and links to the languages it has.
    expect(html).toContain('href="/news/detail/7?lang=zh_CN"');
    expect(html).toContain(encodeURIComponent('https://acsc.example/news/detail/7'));
    expect(html).toContain('href="/news/detail/6"');
  });

  it('writes dates in a form the browser rewrites in the visitor’s time zone (main.tsx)', async () => {
    const html = (await render('/news', 'en_US', newsData(), ''))!;
    expect(html).toMatch(/<time dateTime="2026-11-20T08:30:00.000Z">\d{4}-\d{2}-\d{2}<\/time>/);
  });

  it('draws the 404 page of an unknown path in the page’s language, in the default layout (issue 27)', async () => {
    const html = (await render('/no-such-page', 'km_KH', { [API.siteSettings]: settings }, ''))!;
    expect(h1(html)).toBe(km.notFound.title);
    expect(html).toMatch(/<header class="shell-header">/);
    expect(html).not.toMatch(/<!--\$[?!]-->/);
  });
});

describe('which paths the app knows (the server answers the others 404, issue 27)', () => {
  // Spec section 2's routes, with and without their optional ids, its component routes, and the product's own pages.
  const known = [
    '/',
    '/alumnus',
    '/alumnus/audited',
    '/alumnus/news',
    '/alumnus/news/7',
    '/alumnus/style',
    '/alumnus/style/7',
    '/alumnus/submit',
    '/association',
    ...['articles', 'basicData', 'chart', 'founder', 'introduction', 'organization'].map(
      (c) => `/association/components/${c}`,
    ),
    '/static/association',
    '/static/style',
    '/download',
    '/exchange',
    '/exchange/edit',
    '/exchange/message',
    '/exchange/user',
    '/exchange/user/7',
    ...['attention', 'cardDetail', 'collection', 'comment', 'mixinsSand', 'preUpload', 'sandText', 'tool'].map(
      (c) => `/exchange/components/${c}`,
    ),
    '/news',
    '/news/',
    '/news/search',
    '/news/detail',
    '/news/detail/7',
    '/news/components/newsText',
    '/news/components/newsVideo',
    '/register',
    '/reservation',
    '/reservation/record',
    '/scholarship',
    '/scholarship/detail',
    '/scholarship/detail/7',
    '/scholarship/notice',
    '/scholarship/notice/7',
    '/scholarship/components/card',
    '/scholarship/components/list',
    '/setting',
    '/setting/cropperImage',
    '/phone/activity',
    '/phone/activity/7',
    '/work',
    '/work/company',
    '/work/company/7',
    '/work/detail',
    '/work/detail/7',
    '/work/record',
    '/work/vitae',
    '/work/vitae/info',
    '/work/vitae/experience',
    '/terms.html',
    '/privacy.html',
    '/member/7',
    '/notifications',
    '/admin',
    '/admin/news/articles',
  ];
  it.each(known)('%s is a page', (path) => expect(knows(path)).toBe(true));
  it.each([
    '/no-such-page',
    '/news/nope',
    '/news/detail/7/extra',
    '/news/detail/10.bak',
    '/news/detail/10~',
    '/member/7.old',
    '/work/detail/0',
    '/activity/backup.zip',
    '/exchange/components/nope',
    '/phone/nope',
    '/static/nope',
    '/wp-login.php',
  ])('%s is not', (path) => expect(knows(path)).toBe(false));
});
