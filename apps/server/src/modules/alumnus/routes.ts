import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, alumniNewsListQuery, alumniStyleListQuery, auditedListQuery, idParams } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { registerAlumnusStaff } from './staff-routes.js';
import { alumniNewsDef, alumniStoryDef } from './staff-content.js';
import { sendCached } from '../../platform/cache.js';
import { alumniNewsDetail, alumniNewsList, alumniStoryDetail, alumniStoryList, certifiedAlumniList } from './service.js';

export const alumnusModule: AppModule = {
  name: 'alumnus',
  registerStaff: registerAlumnusStaff,
  publishable: [alumniNewsDef, alumniStoryDef],
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const db = ctx.database.db;
    api.get(API.alumniNews, { schema: { querystring: alumniNewsListQuery } }, async (request, reply) =>
      sendCached(request, reply, await alumniNewsList(db, request.query, request.lang, ctx.now())),
    );
    api.get(API.alumniNewsDetail, { schema: { params: idParams } }, async (request, reply) =>
      sendCached(request, reply, await alumniNewsDetail(db, request.params.id, request.lang, ctx.now())),
    );
    api.get(API.alumniStories, { schema: { querystring: alumniStyleListQuery } }, async (request, reply) =>
      sendCached(request, reply, await alumniStoryList(db, request.query, request.lang, ctx.now())),
    );
    api.get(API.alumniStoryDetail, { schema: { params: idParams } }, async (request, reply) =>
      sendCached(request, reply, await alumniStoryDetail(db, request.params.id, request.lang, ctx.now())),
    );
    api.get(API.certifiedAlumni, { schema: { querystring: auditedListQuery } }, async (request, reply) =>
      sendCached(request, reply, await certifiedAlumniList(db, request.query, request.lang, ctx.now())),
    );
  },
};
