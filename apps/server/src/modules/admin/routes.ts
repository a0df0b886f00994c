import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API, auditEntry, auditQuery, pageOf, replyOf } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { ADMIN_ROLES, roles } from '../../platform/staff.js';
import { listAudit } from './audit.js';
import { registerDashboardRoutes } from './dashboard.js';
import { registerJobRoutes } from './jobs.js';
import { registerSiteRoutes } from './site.js';
import { registerStaffRoutes } from './staff.js';

/**
 * The console's own staff calls: site-wide settings, staff accounts, the dashboard, failed jobs, the
 * audit log. Each feature registers its own staff calls (its staff-routes.ts) in the same guarded scope.
 */
export const adminModule: AppModule = {
  name: 'admin',
  registerStaff(scope, ctx, registry) {
    registerSiteRoutes(scope, ctx);
    registerStaffRoutes(scope, ctx);
    registerDashboardRoutes(scope, ctx, registry.publishable);
    registerJobRoutes(scope, ctx);
    scope.withTypeProvider<ZodTypeProvider>().get(ADMIN_API.audit.list, { ...roles(ADMIN_ROLES), schema: { querystring: auditQuery, response: replyOf(pageOf(auditEntry)) } }, async (request) =>
      ok(request, await listAudit(ctx.database.db, request.query)),
    );
  },
};
