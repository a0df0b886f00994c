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

export const scholarshipModule: AppModule = {
  name: 'scholarship',
  registerStaff: registerScholarshipStaff,
  publishable: [scholarshipDef, noticeDef],
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
