import { CONTENT_ROUTES, type Language } from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import { escapeHtml as x } from '../content/text.js';
import { latestArticles, listEnabledChannels } from '../news/service.js';
import { presentArticleItem, presentChannel } from '../news/presenter.js';
import { bcp47 } from './head.js';
import { NEWS_FEED_DESCRIPTION, NEWS_FEED_TITLE } from './messages.js';
import { sitemapRows } from './repo.js';

/** Section pages listed in the sitemap besides the detail pages. */
export const SITEMAP_SECTIONS = [
  '/',
  '/news',
  '/association',
  '/scholarship',
  '/alumnus',
  '/alumnus/news',
  '/alumnus/style',
  '/alumnus/audited',
  '/download',
];

export const RSS_ITEMS = 50;

const day = (d: Date) => d.toISOString().slice(0, 10);
const later = (a: Date, b: Date) => (a > b ? a : b);

/** sitemap.xml: section pages and every visible detail page (newest first, within the 50,000-URL limit). */
export async function sitemapXml(db: Executor, publicUrl: string, now: Date): Promise<string> {
  const rows = await sitemapRows(db, now);
  const urls: string[] = SITEMAP_SECTIONS.map(
    (p) => `<url><loc>${x(publicUrl + p)}</loc><changefreq>daily</changefreq></url>`,
  );
  const add = (list: { id: number; updatedAt: Date; publishAt: Date }[], route: (id: number) => string) => {
    for (const r of list)
      urls.push(
        `<url><loc>${x(publicUrl + route(r.id))}</loc><lastmod>${day(later(r.updatedAt, r.publishAt))}</lastmod></url>`,
      );
  };
  add(rows.news, CONTENT_ROUTES.newsDetail);
  add(rows.scholarships, CONTENT_ROUTES.scholarshipDetail);
  add(rows.notices, CONTENT_ROUTES.scholarshipNotice);
  add(rows.alumni, CONTENT_ROUTES.alumniNews);
  add(rows.stories, CONTENT_ROUTES.alumniStory);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** RSS 2.0 feed of the newest news in one language (items fall back per article like the API). */
export async function newsRss(db: Executor, publicUrl: string, lang: Language, now: Date): Promise<string> {
  const [rows, channels] = await Promise.all([latestArticles(db, now, RSS_ITEMS), listEnabledChannels(db)]);
  const channelName = new Map(channels.map((c) => [c.id, presentChannel(c, lang).name]));
  const items = rows.map((r) => {
    const a = presentArticleItem(r, lang);
    const link = `${publicUrl}${CONTENT_ROUTES.newsDetail(a.id)}?lang=${lang}`;
    const enclosure = a.video ? `<enclosure url="${x(publicUrl + a.video.url)}" length="0" type="video/mp4"/>` : '';
    return [
      '<item>',
      `<title>${x(a.title)}</title>`,
      `<link>${x(link)}</link>`,
      `<guid isPermaLink="false">${x(`${publicUrl}${CONTENT_ROUTES.newsDetail(a.id)}`)}</guid>`,
      `<pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>`,
      `<category>${x(channelName.get(a.channelId) ?? '')}</category>`,
      `<description>${x(a.summary)}</description>`,
      enclosure,
      '</item>',
    ].join('');
  });
  const self = `${publicUrl}/rss/news-${lang}.xml`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${x(NEWS_FEED_TITLE[lang])}</title>`,
    `<link>${x(`${publicUrl}/news?lang=${lang}`)}</link>`,
    `<description>${x(NEWS_FEED_DESCRIPTION[lang])}</description>`,
    `<language>${bcp47(lang)}</language>`,
    `<atom:link href="${x(self)}" rel="self" type="application/rss+xml"/>`,
    `<lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
