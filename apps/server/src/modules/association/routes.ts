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
import { pageRead } from '../../platform/page-reads.js';

/** The association's pages: route, read, response shape. */
const sections = () =>
  [
    [API.associationIntroduction, introduction, associationIntroduction],
    [API.associationFounder, founder, associationFounder],
    [API.associationOrganization, organization, associationOrganization],
    [API.associationBasicData, basicData, associationBasicData],
    [API.associationCharts, charts, associationCharts],
  ] as const;

export const associationModule: AppModule = {
  name: 'association',
  registerStaff: registerAssociationStaff,
  // The drawn pages' reads (platform/page-reads.ts): the routes below, as a visitor.
  pages: (ctx) => {
    const db = ctx.database.db;
    return {
      api: {
        ...Object.fromEntries(
          sections().map(([url, read, shape]) => [
            url,
            pageRead({ query: associationQuery, response: shape }, ({ query, lang, now }) =>
              read(db, query.association, lang, now),
            ),
          ]),
        ),
        [API.associationArticles]: pageRead(
          { query: associationArticlesQuery, response: pageOf(articleListItem) },
          ({ query, lang, now }) => associationArticles(db, query, lang, now),
        ),
      },
    };
  },
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const db = ctx.database.db;
    for (const [url, read, shape] of sections()) {
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
