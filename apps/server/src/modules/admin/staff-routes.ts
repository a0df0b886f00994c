import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_API,
  ROLES,
  adminCountryCode,
  adminSiteSettings,
  auditEntry,
  auditQuery,
  countryCodeToggle,
  dashboard,
  dashboardQuery,
  failedJobPage,
  failedJobsQuery,
  idParam,
  noData,
  pageOf,
  replyOf,
  roleChange,
  siteSettingsUpdate,
  staffListQuery,
  staffMe,
  staffMember,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { ADMIN_ROLES, CONTENT_ROLES, actorOf, roles } from '../../platform/staff.js';
import type { AppRegistry } from '../types.js';
import { listAudit } from './audit.js';
import { dashboardData } from './dashboard.js';
import { deleteFailedJob, listFailedJobs, retryFailedJob } from './jobs.js';
import { adminSettings, listCountryCodes, saveCountryCode, toggleCountryCode, updateSettings } from './site.js';
import { changeRole, listStaff } from './staff.js';

/**
 * The console's own staff calls: site-wide settings and country codes, staff accounts and roles, the
 * dashboard, failed jobs, the audit log.
 */
export function registerAdminStaff(scope: FastifyInstance, ctx: AppContext, registry: AppRegistry) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const admins = roles(ADMIN_ROLES);

  // ------------------------------------------------------------ site settings and country codes
  const p = ADMIN_API.site;
  const settings = replyOf(adminSiteSettings);
  const code = replyOf(adminCountryCode);
  api.get(p.settings, { ...admins, schema: { response: settings } }, async (request) =>
    ok(request, await adminSettings(db)),
  );
  api.post(p.settingsUpdate, { ...admins, schema: { body: siteSettingsUpdate, response: settings } }, async (request) =>
    ok(request, await updateSettings(db, request.body, actorOf(request), ctx.now())),
  );
  api.get(p.countryCodes, { ...admins, schema: { response: replyOf(z.array(adminCountryCode)) } }, async (request) =>
    ok(request, await listCountryCodes(db)),
  );
  api.post(p.countryCodeSave, { ...admins, schema: { body: adminCountryCode, response: code } }, async (request) =>
    ok(request, await saveCountryCode(db, request.body, actorOf(request), ctx.now())),
  );
  api.post(
    p.countryCodeToggle,
    { config: { ...admins.config, errors: ['NOT_FOUND'] }, schema: { body: countryCodeToggle, response: code } },
    async (request) => ok(request, await toggleCountryCode(db, request.body, actorOf(request), ctx.now())),
  );

  // ------------------------------------------------------------ staff accounts and roles
  // Any staff member may ask who they are (the console builds its menu from the roles).
  api.get(ADMIN_API.me, { ...roles([...ROLES]), schema: { response: replyOf(staffMe) } }, async (request) => {
    const m = request.member!;
    return ok(request, { id: m.id, nickname: m.nickname, roles: m.roles });
  });
  api.get(
    ADMIN_API.staff.list,
    { ...admins, schema: { querystring: staffListQuery, response: replyOf(pageOf(staffMember)) } },
    async (request) => ok(request, await listStaff(db, request.query)),
  );
  api.post(
    ADMIN_API.staff.grant,
    {
      config: { ...admins.config, errors: ['NOT_FOUND'] },
      schema: { body: roleChange, response: replyOf(staffMember) },
    },
    async (request) => ok(request, await changeRole(db, request.body, true, actorOf(request), ctx.now())),
  );
  api.post(
    ADMIN_API.staff.revoke,
    {
      config: { ...admins.config, errors: ['NOT_FOUND', 'LAST_ADMIN'] },
      schema: { body: roleChange, response: replyOf(staffMember) },
    },
    async (request) => ok(request, await changeRole(db, request.body, false, actorOf(request), ctx.now())),
  );

  // ------------------------------------------------------------ the dashboard
  api.get(
    ADMIN_API.dashboard,
    { ...roles(CONTENT_ROLES), schema: { querystring: dashboardQuery, response: replyOf(dashboard) } },
    async (request) =>
      ok(request, await dashboardData(db, registry.publishable, request.query.days, request.lang, ctx.now())),
  );

  // ------------------------------------------------------------ failed jobs
  api.get(
    ADMIN_API.jobs.failed,
    { ...admins, schema: { querystring: failedJobsQuery, response: replyOf(failedJobPage) } },
    async (request) => ok(request, await listFailedJobs(db, request.query)),
  );
  api.post(
    ADMIN_API.jobs.retry,
    { ...admins, schema: { params: idParam, response: replyOf(noData) } },
    async (request) => {
      await retryFailedJob(db, request.params.id, actorOf(request), ctx.now());
      return ok(request, null);
    },
  );
  api.post(
    ADMIN_API.jobs.remove,
    { ...admins, schema: { params: idParam, response: replyOf(noData) } },
    async (request) => {
      await deleteFailedJob(db, request.params.id, actorOf(request), ctx.now());
      return ok(request, null);
    },
  );

  // ------------------------------------------------------------ the audit log
  api.get(
    ADMIN_API.audit.list,
    { ...admins, schema: { querystring: auditQuery, response: replyOf(pageOf(auditEntry)) } },
    async (request) => ok(request, await listAudit(db, request.query)),
  );
}
