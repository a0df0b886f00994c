import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  alumniNewsDetail as newsDetailSchema,
  alumniNewsItem,
  alumniNewsListQuery,
  alumniStoryDetail as storyDetailSchema,
  alumniStoryItem,
  alumniStyleListQuery,
  auditedListQuery,
  certifiedAlumnus,
  idParams,
  pageOf,
  replyOf,
} from '@acsc/shared';
import type { AppModule } from '../types.js';
import { registerAlumnusStaff } from './staff-routes.js';
import { alumniNewsDef, alumniStoryDef } from './staff-content.js';
import { sendCached } from '../../platform/cache.js';
import {
  alumniNewsDetail,
  alumniNewsList,
  alumniStoryDetail,
  alumniStoryList,
  certifiedAlumniList,
} from './service.js';

export const alumnusModule: AppModule = {
  name: 'alumnus',
  registerStaff: registerAlumnusStaff,
  publishable: [alumniNewsDef, alumniStoryDef],
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const db = ctx.database.db;
    api.get(
      API.alumniNews,
      { schema: { querystring: alumniNewsListQuery, response: replyOf(pageOf(alumniNewsItem)) } },
      async (request, reply) =>
        sendCached(request, reply, await alumniNewsList(db, request.query, request.lang, ctx.now())),
    );
    api.get(
      API.alumniNewsDetail,
      { schema: { params: idParams, response: replyOf(newsDetailSchema) } },
      async (request, reply) =>
        sendCached(request, reply, await alumniNewsDetail(db, request.params.id, request.lang, ctx.now())),
    );
    api.get(
      API.alumniStories,
      { schema: { querystring: alumniStyleListQuery, response: replyOf(pageOf(alumniStoryItem)) } },
      async (request, reply) =>
        sendCached(request, reply, await alumniStoryList(db, request.query, request.lang, ctx.now())),
    );
    api.get(
      API.alumniStoryDetail,
      { schema: { params: idParams, response: replyOf(storyDetailSchema) } },
      async (request, reply) =>
        sendCached(request, reply, await alumniStoryDetail(db, request.params.id, request.lang, ctx.now())),
    );
    api.get(
      API.certifiedAlumni,
      { schema: { querystring: auditedListQuery, response: replyOf(pageOf(certifiedAlumnus)) } },
      async (request, reply) =>
        sendCached(request, reply, await certifiedAlumniList(db, request.query, request.lang, ctx.now())),
    );
  },
};
