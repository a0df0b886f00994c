import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, channelListQuery, idParams, searchQuery } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { sendCached } from '../../platform/cache.js';
import { articleDetail, channelArticles, countArticleView, newsChannels, searchArticles, visitorKey } from './service.js';

const deviceId = (request: FastifyRequest) => {
  const v = request.headers['device-id'];
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 128) : null;
};

export const newsModule: AppModule = {
  name: 'news',
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const db = ctx.database.db;

    api.get(API.newsChannels, async (request, reply) => sendCached(request, reply, await newsChannels(db, request.lang)));

    // The spec's two list calls: POST with a JSON body as its clients send them, GET (cacheable) with the same fields.
    api.get(API.channelArticles, { schema: { querystring: channelListQuery } }, async (request, reply) =>
      sendCached(request, reply, await channelArticles(db, request.query, request.lang, ctx.now())),
    );
    api.post(API.channelArticles, { schema: { body: channelListQuery } }, async (request) =>
      ok(request, await channelArticles(db, request.body, request.lang, ctx.now())),
    );
    api.get(API.searchArticles, { schema: { querystring: searchQuery } }, async (request, reply) =>
      sendCached(request, reply, await searchArticles(db, request.query, request.lang, ctx.now())),
    );
    api.post(API.searchArticles, { schema: { body: searchQuery } }, async (request) =>
      ok(request, await searchArticles(db, request.body, request.lang, ctx.now())),
    );

    api.get(API.articleDetail, { schema: { params: idParams } }, async (request, reply) =>
      sendCached(request, reply, await articleDetail(db, request.params.id, request.lang, ctx.now())),
    );

    // Views are counted by this call, not by the detail read, so detail stays cacheable by browsers and CDNs.
    api.post(API.articleView, { schema: { params: idParams } }, async (request) =>
      ok(request, await countArticleView(db, request.params.id, visitorKey(deviceId(request), request.ip), ctx.now())),
    );
  },
};
