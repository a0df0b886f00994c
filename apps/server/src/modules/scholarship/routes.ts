import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  idParams,
  pageOf,
  replyOf,
  scholarshipDetail as detailSchema,
  scholarshipListItem,
  scholarshipListQuery,
  scholarshipNotice as noticeSchema,
} from '@acsc/shared';
import type { AppModule } from '../types.js';
import { registerScholarshipStaff } from './staff-routes.js';
import { noticeDef, scholarshipDef } from './staff-content.js';
import { sendCached } from '../../platform/cache.js';
import { scholarshipDetail, scholarshipList, scholarshipNotice } from './service.js';
import { pageRead } from '../../platform/page-reads.js';

export const scholarshipModule: AppModule = {
  name: 'scholarship',
  registerStaff: registerScholarshipStaff,
  publishable: [scholarshipDef, noticeDef],
  // The drawn pages' reads (platform/page-reads.ts): the routes below, as a visitor.
  pages: (ctx) => {
    const db = ctx.database.db;
    return {
      api: {
        [API.scholarships]: pageRead(
          { query: scholarshipListQuery, response: pageOf(scholarshipListItem) },
          ({ query, lang, now }) => scholarshipList(db, query, lang, now),
        ),
        [API.scholarshipDetail]: pageRead({ params: idParams, response: detailSchema }, ({ params, lang, now }) =>
          scholarshipDetail(db, params.id, lang, now),
        ),
        [API.scholarshipNotice]: pageRead({ params: idParams, response: noticeSchema }, ({ params, lang, now }) =>
          scholarshipNotice(db, params.id, lang, now),
        ),
      },
    };
  },
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const db = ctx.database.db;
    api.get(
      API.scholarships,
      { schema: { querystring: scholarshipListQuery, response: replyOf(pageOf(scholarshipListItem)) } },
      async (request, reply) =>
        sendCached(request, reply, await scholarshipList(db, request.query, request.lang, ctx.now())),
    );
    api.get(
      API.scholarshipDetail,
      { schema: { params: idParams, response: replyOf(detailSchema) } },
      async (request, reply) =>
        sendCached(request, reply, await scholarshipDetail(db, request.params.id, request.lang, ctx.now())),
    );
    api.get(
      API.scholarshipNotice,
      { schema: { params: idParams, response: replyOf(noticeSchema) } },
      async (request, reply) =>
        sendCached(request, reply, await scholarshipNotice(db, request.params.id, request.lang, ctx.now())),
    );
  },
};
