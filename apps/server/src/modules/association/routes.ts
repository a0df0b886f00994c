import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  articleListItem,
  associationArticlesQuery,
  associationBasicData,
  associationCharts,
  associationFounder,
  associationIntroduction,
  associationOrganization,
  associationQuery,
  pageOf,
  replyOf,
} from '@acsc/shared';
import type { AppModule } from '../types.js';
import { registerAssociationStaff } from './staff-routes.js';
import { sendCached } from '../../platform/cache.js';
import { associationArticles } from '../news/service.js';
import { basicData, charts, founder, introduction, organization } from './service.js';

export const associationModule: AppModule = {
  name: 'association',
  registerStaff: registerAssociationStaff,
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const db = ctx.database.db;
    const pages = [
      [API.associationIntroduction, introduction, associationIntroduction],
      [API.associationFounder, founder, associationFounder],
      [API.associationOrganization, organization, associationOrganization],
      [API.associationBasicData, basicData, associationBasicData],
      [API.associationCharts, charts, associationCharts],
    ] as const;
    for (const [url, read, shape] of pages) {
      // A page not written (or not published) yet answers NOT_FOUND.
      api.get(
        url,
        { schema: { querystring: associationQuery, response: replyOf(shape) }, config: { errors: ['NOT_FOUND'] } },
        async (request, reply) =>
          sendCached(request, reply, await read(db, request.query.association, request.lang, ctx.now())),
      );
    }
    api.get(
      API.associationArticles,
      { schema: { querystring: associationArticlesQuery, response: replyOf(pageOf(articleListItem)) } },
      async (request, reply) =>
        sendCached(request, reply, await associationArticles(db, request.query, request.lang, ctx.now())),
    );
  },
};
