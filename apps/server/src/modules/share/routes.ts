import { APP_FILES, isLanguage, DEFAULT_LANGUAGE } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { pageLanguage } from '../../platform/web.js';
import { contentHeads } from './head.js';
import { newsRss, sitemapXml } from './feeds.js';
import { webAppManifest } from './manifest.js';

/** Feeds and the sitemap change at most every few minutes; let caches keep them that long. */
const FEED_CACHE = 'public, max-age=300';

export const shareModule: AppModule = {
  name: 'share',
  register() {},
  pages: (ctx) => ({ head: contentHeads(ctx) }),
  registerRoot(app, ctx) {
    const db = ctx.database.db;
    app.get('/sitemap.xml', async (_request, reply) =>
      reply
        .header('cache-control', FEED_CACHE)
        .type('application/xml; charset=utf-8')
        .send(await sitemapXml(db, ctx.config.publicUrl, ctx.now())),
    );
    // Crawlers read robots.txt first; without this route they got the SPA's HTML (Lighthouse's SEO audit fails it).
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .header('cache-control', FEED_CACHE)
        .type('text/plain; charset=utf-8')
        .send(`User-agent: *\nAllow: /\n\nSitemap: ${ctx.config.publicUrl}/sitemap.xml\n`),
    );
    // The installable app's manifest, in the language of ?lang= (every page's head links it so: browsers
    // fetch a manifest without cookies), else the language cookie, else zh_CN. A phone checks it again now
    // and then; an hour lets a renamed app or a new icon reach it the same day.
    app.get(APP_FILES.manifest, async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'cookie')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(webAppManifest(pageLanguage(request)))),
    );
    const rss = async (lang: unknown) =>
      newsRss(db, ctx.config.publicUrl, isLanguage(lang) ? lang : DEFAULT_LANGUAGE, ctx.now());
    // One feed per language: /rss/news.xml?lang=km_KH or /rss/news-km_KH.xml.
    app.get('/rss/news.xml', async (request, reply) =>
      reply
        .header('cache-control', FEED_CACHE)
        .type('application/rss+xml; charset=utf-8')
        .send(await rss((request.query as Record<string, unknown>).lang)),
    );
    app.get<{ Params: { lang: string } }>('/rss/news-:lang.xml', async (request, reply) => {
      if (!isLanguage(request.params.lang))
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .header('cache-control', FEED_CACHE)
        .type('application/rss+xml; charset=utf-8')
        .send(await rss(request.params.lang));
    });
  },
};
