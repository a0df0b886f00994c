import { ADMIN_API, adminAlumniStoryQuery, adminArticleQuery, adminListQuery, adminNoticeQuery, adminScholarshipQuery, auditQuery } from '@acsc/shared';
import { alumniNewsInput, alumniStoryInput, articleInput, bannerInput, noticeInput, scholarshipInput } from '@acsc/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { registerMediaRoutes } from '../media/routes.js';
import { registerAssociationRoutes } from './association.js';
import { listAudit } from './audit.js';
import { registerChannelRoutes } from './channels.js';
import { registerContentRoutes } from './crud-routes.js';
import { registerDashboardRoutes } from './dashboard.js';
import { registerJobRoutes } from './jobs.js';
import { alumniNewsDef, alumniStoryDef, articleDef, bannerDef, noticeDef, scholarshipDef } from './entities.js';
import { ADMIN_ROLES, CONTENT_ROLES, guardStaffRoutes, roles } from './scope.js';
import { registerSiteRoutes } from './site.js';
import { registerStaffRoutes } from './staff.js';

/** The staff API (/prod-api/admin/...): every route in this scope must name the roles it allows. */
export const adminModule: AppModule = {
  name: 'admin',
  async register(app, ctx) {
    await app.register(async (scope) => {
      guardStaffRoutes(scope);
      registerContentRoutes(scope, ctx, articleDef, ADMIN_API.article, { input: articleInput, list: adminArticleQuery }, CONTENT_ROLES);
      registerContentRoutes(scope, ctx, scholarshipDef, ADMIN_API.scholarship, { input: scholarshipInput, list: adminScholarshipQuery }, CONTENT_ROLES);
      registerContentRoutes(scope, ctx, noticeDef, ADMIN_API.notice, { input: noticeInput, list: adminNoticeQuery }, CONTENT_ROLES);
      registerContentRoutes(scope, ctx, alumniNewsDef, ADMIN_API.alumniNews, { input: alumniNewsInput, list: adminListQuery }, CONTENT_ROLES);
      registerContentRoutes(scope, ctx, alumniStoryDef, ADMIN_API.alumniStory, { input: alumniStoryInput, list: adminAlumniStoryQuery }, CONTENT_ROLES);
      registerContentRoutes(scope, ctx, bannerDef, ADMIN_API.banner, { input: bannerInput, list: adminListQuery }, CONTENT_ROLES);
      registerChannelRoutes(scope, ctx);
      registerAssociationRoutes(scope, ctx);
      registerSiteRoutes(scope, ctx);
      registerStaffRoutes(scope, ctx);
      registerDashboardRoutes(scope, ctx);
      registerJobRoutes(scope, ctx);
      scope.withTypeProvider<ZodTypeProvider>().get(ADMIN_API.audit.list, { ...roles(ADMIN_ROLES), schema: { querystring: auditQuery } }, async (request) =>
        ok(request, await listAudit(ctx.database.db, request.query)),
      );
      await registerMediaRoutes(scope, ctx);
    });
  },
};
