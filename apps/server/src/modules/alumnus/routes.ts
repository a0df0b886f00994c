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
import { pageRead } from '../../platform/page-reads.js';
import { registerCertificationRoutes } from './certification-routes.js';
import { ALUMNI_NOTIFICATIONS } from './certification-notifications.js';
import { eraseSubmissions, exportSubmissions } from './certification-service.js';

export const alumnusModule: AppModule = {
  name: 'alumnus',
  registerStaff: registerAlumnusStaff,
  publishable: [alumniNewsDef, alumniStoryDef],
  notifications: ALUMNI_NOTIFICATIONS,
  // Certification (issue 33): the submissions in the data export; erasure removes them and the directory
  // entry (the proof files go with every private file, modules/file).
  exportMemberData: (ctx, memberId) => exportSubmissions(ctx, memberId),
  eraseMemberData: async (_ctx, memberId, tx) => eraseSubmissions(tx, memberId),
  // The drawn pages' reads (platform/page-reads.ts): the routes below, as a visitor.
  pages: (ctx) => {
    const db = ctx.database.db;
    return {
      api: {
        [API.alumniNews]: pageRead(
          { query: alumniNewsListQuery, response: pageOf(alumniNewsItem) },
          ({ query, lang, now }) => alumniNewsList(db, query, lang, now),
        ),
        [API.alumniNewsDetail]: pageRead({ params: idParams, response: newsDetailSchema }, ({ params, lang, now }) =>
          alumniNewsDetail(db, params.id, lang, now),
        ),
        [API.alumniStories]: pageRead(
          { query: alumniStyleListQuery, response: pageOf(alumniStoryItem) },
          ({ query, lang, now }) => alumniStoryList(db, query, lang, now),
        ),
        [API.alumniStoryDetail]: pageRead({ params: idParams, response: storyDetailSchema }, ({ params, lang, now }) =>
          alumniStoryDetail(db, params.id, lang, now),
        ),
        [API.certifiedAlumni]: pageRead(
          { query: auditedListQuery, response: pageOf(certifiedAlumnus) },
          ({ query, lang, now }) => certifiedAlumniList(db, query, lang, now),
        ),
      },
    };
  },
  register(app, ctx) {
    registerCertificationRoutes(app, ctx);
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
