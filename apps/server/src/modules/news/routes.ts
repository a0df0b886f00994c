import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  articleDetail as articleDetailSchema,
  articleListItem,
  articleSearchItem,
  articleViewResult,
  channelListQuery,
  idParams,
  newsChannel,
  pageOf,
  replyOf,
  searchQuery,
  wireData,
  type ChannelListQuery,
  type SearchQuery,
} from '@acsc/shared';
import type { AppModule } from '../types.js';
import { registerNewsStaff } from './staff-routes.js';
import { articleDef } from './staff-content.js';
import { ok } from '../../platform/envelope.js';
import { pageRead } from '../../platform/page-reads.js';
import { sendPrepared } from '../../platform/cache.js';
import { createReadCache, createVersionedCache } from '../../platform/read-cache.js';
import type { Ranking } from './search-repo.js';
import { registerNewsJobs } from './cleanup.js';
import {
  articleDetail,
  channelArticles,
  countArticleView,
  newsChannels,
  searchArticles,
  visitorKey,
} from './service.js';

/** The answers of the public reads, shared by the API routes and the reads a server-drawn page inlines. */
const channelList = z.array(newsChannel);
const articlePage = pageOf(articleListItem);

const deviceId = (request: FastifyRequest) => {
  const v = request.headers['device-id'];
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 128) : null;
};

/** A POST answer from the read cache: the same envelope, without the validators of a GET. */
const sendBody = (reply: FastifyReply, prepared: { body: string }) =>
  reply.type('application/json; charset=utf-8').send(prepared.body);

export const newsModule: AppModule = {
  name: 'news',
  registerStaff: registerNewsStaff,
  publishable: [articleDef],
  registerJobs: registerNewsJobs,
  pages: (ctx) => {
    const db = ctx.database.db;
    return {
      reads: {
        // The same shapes the API routes below declare (replyOf).
        newsChannels: async (lang) => wireData(channelList, await newsChannels(db, lang)),
        channelArticles: async (q, lang, now) => wireData(articlePage, await channelArticles(db, q, lang, now)),
        articleDetail: async (id, lang, now) => wireData(articleDetailSchema, await articleDetail(db, id, lang, now)),
      },
      // The search page (/news/search?keywords=...) is drawn from its first page of hits, as a visitor reads it.
      api: {
        [API.searchArticles]: pageRead(
          { query: searchQuery, response: pageOf(articleSearchItem) },
          ({ query, lang, now }) => searchArticles(db, query, lang, now),
        ),
      },
    };
  },
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const db = ctx.database.db;
    // Public reads are served from the read cache (see platform/read-cache.ts); keys are the
    // validated fields, so GET and POST of one query share an entry.
    const cache = createReadCache(ctx.database);
    const cached = (request: FastifyRequest, key: string, load: (now: Date) => Promise<unknown>) => {
      const now = ctx.now();
      return cache.get(request, key, now, () => load(now));
    };

    api.get(API.newsChannels, { schema: { response: replyOf(channelList) } }, async (request, reply) =>
      sendPrepared(request, reply, await cached(request, 'channels', () => newsChannels(db, request.lang))),
    );

    // The spec's two list calls: POST with a JSON body as its clients send them, GET (cacheable) with the same fields.
    const list = (request: FastifyRequest, q: ChannelListQuery) =>
      cached(request, `list:${q.channelId}:${q.pageNum}:${q.pageSize}`, (now) =>
        channelArticles(db, q, request.lang, now),
      );
    // A channel that does not exist (or is hidden) answers NOT_FOUND.
    const listConfig = { errors: ['NOT_FOUND' as const] };
    api.get(
      API.channelArticles,
      { schema: { querystring: channelListQuery, response: replyOf(articlePage) }, config: listConfig },
      async (request, reply) => sendPrepared(request, reply, await list(request, request.query)),
    );
    api.post(
      API.channelArticles,
      { schema: { body: channelListQuery, response: replyOf(articlePage) }, config: listConfig },
      async (request, reply) => sendBody(reply, await list(request, request.body)),
    );

    // Searches get a cache of their own: popular keywords (a scholarship deadline, a festival) are
    // typed by many visitors at once, while a flood of one-off keywords must not push the pages
    // everyone reads out of the main cache. Same freshness rules as every public read.
    // Below it, the rankings (ordered ids of a search's hits): the next page of a list, or another
    // page size, is a slice of the ranking the first page computed, and costs one read by id.
    const searchCache = createReadCache(ctx.database, { maxEntries: 500 });
    const rankingCache = createVersionedCache<Ranking>(ctx.database, { maxEntries: 300 });
    const search = (request: FastifyRequest, q: SearchQuery) => {
      const now = ctx.now();
      const key = `search:${q.channelId ?? ''}:${q.pageNum}:${q.pageSize}:${q.keywords}`;
      return searchCache.get(request, key, now, () =>
        searchArticles(db, q, request.lang, now, (k, load) => rankingCache.get(k, now, load)),
      );
    };
    const searchPage = replyOf(pageOf(articleSearchItem));
    api.get(
      API.searchArticles,
      { schema: { querystring: searchQuery, response: searchPage } },
      async (request, reply) => sendPrepared(request, reply, await search(request, request.query)),
    );
    api.post(API.searchArticles, { schema: { body: searchQuery, response: searchPage } }, async (request, reply) =>
      sendBody(reply, await search(request, request.body)),
    );

    api.get(
      API.articleDetail,
      { schema: { params: idParams, response: replyOf(articleDetailSchema) } },
      async (request, reply) =>
        sendPrepared(
          request,
          reply,
          await cached(request, `detail:${request.params.id}`, (now) =>
            articleDetail(db, request.params.id, request.lang, now),
          ),
        ),
    );

    // Views are counted by this call, not by the detail read, so detail stays cacheable by browsers and CDNs.
    api.post(API.articleView, { schema: { params: idParams, response: replyOf(articleViewResult) } }, async (request) =>
      ok(request, await countArticleView(db, request.params.id, visitorKey(deviceId(request), request.ip), ctx.now())),
    );
  },
};
