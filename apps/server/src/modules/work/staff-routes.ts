import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ROLES,
  ADMIN_WORK_API,
  adminApplication,
  adminApplicationQuery,
  adminCompany,
  adminCompanyQuery,
  adminJob,
  adminJobQuery,
  applicationExportQuery,
  applicationNoteBody,
  applicationStatusBody,
  companyInput,
  CONTENT_ROLES,
  employerBindBody,
  employerItem,
  idParams,
  jobInput,
  pageOf,
  replyOf,
  WORK_ROLES,
  type ErrorName,
  type Role,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { actorOf, roles } from '../../platform/staff.js';
import {
  closeJob,
  companyItem,
  copyJob,
  createCompany,
  createJob,
  jobItem,
  listCompanies,
  listJobsAdmin,
  publishJob,
  updateCompany,
  updateJob,
  type WorkStaff,
} from './staff-content.js';
import {
  applicationDetail,
  applicationsCsv,
  attachmentOf,
  bindEmployer,
  changeStatus,
  listApplications,
  listEmployers,
  setNote,
} from './staff-applications.js';

/**
 * The work console calls (issue 32). Content staff (editors, admins) run every company; an employer runs
 * their own company's jobs and applicants, and answers FORBIDDEN on anything of another company. Creating
 * companies and binding employers is content staff's and admins' work.
 */
export function registerWorkStaff(scope: FastifyInstance, ctx: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const P = ADMIN_WORK_API;
  const who = (request: FastifyRequest): WorkStaff => ({
    actor: actorOf(request),
    memberId: request.member!.id,
    roles: request.member!.roles,
  });
  const allow = (r: readonly Role[], errors: ErrorName[] = ['NOT_FOUND']) => ({
    ...roles(r),
    config: { roles: [...r], errors: [...errors, 'FORBIDDEN' as const] },
  });
  const JOB_WRITE: ErrorName[] = ['NOT_FOUND', 'WORK_SALARY_RANGE'];

  api.get(
    P.companyList,
    { ...allow(WORK_ROLES, []), schema: { querystring: adminCompanyQuery, response: replyOf(pageOf(adminCompany)) } },
    async (request) => ok(request, await listCompanies(ctx, who(request), request.query)),
  );
  api.get(
    P.companyDetail,
    { ...allow(WORK_ROLES), schema: { params: idParams, response: replyOf(adminCompany) } },
    async (request) => ok(request, await companyItem(ctx, who(request), request.params.id)),
  );
  api.post(
    P.companyCreate,
    { ...allow(CONTENT_ROLES, []), schema: { body: companyInput, response: replyOf(adminCompany) } },
    async (request) => ok(request, await createCompany(ctx, who(request), request.body)),
  );
  api.post(
    P.companyUpdate,
    { ...allow(WORK_ROLES), schema: { params: idParams, body: companyInput, response: replyOf(adminCompany) } },
    async (request) => ok(request, await updateCompany(ctx, who(request), request.params.id, request.body)),
  );

  api.get(
    P.jobList,
    { ...allow(WORK_ROLES, []), schema: { querystring: adminJobQuery, response: replyOf(pageOf(adminJob)) } },
    async (request) => ok(request, await listJobsAdmin(ctx, who(request), request.query, request.lang)),
  );
  api.get(
    P.jobDetail,
    { ...allow(WORK_ROLES), schema: { params: idParams, response: replyOf(adminJob) } },
    async (request) => ok(request, await jobItem(ctx, who(request), request.params.id, request.lang)),
  );
  api.post(
    P.jobCreate,
    { ...allow(WORK_ROLES, JOB_WRITE), schema: { body: jobInput, response: replyOf(adminJob) } },
    async (request) => ok(request, await createJob(ctx, who(request), request.body, request.lang)),
  );
  api.post(
    P.jobUpdate,
    { ...allow(WORK_ROLES, JOB_WRITE), schema: { params: idParams, body: jobInput, response: replyOf(adminJob) } },
    async (request) => ok(request, await updateJob(ctx, who(request), request.params.id, request.body, request.lang)),
  );
  api.post(
    P.jobPublish,
    {
      ...allow(WORK_ROLES, ['NOT_FOUND', 'WORK_DEADLINE_PAST']),
      schema: { params: idParams, response: replyOf(adminJob) },
    },
    async (request) => ok(request, await publishJob(ctx, who(request), request.params.id, request.lang)),
  );
  api.post(
    P.jobClose,
    { ...allow(WORK_ROLES), schema: { params: idParams, response: replyOf(adminJob) } },
    async (request) => ok(request, await closeJob(ctx, who(request), request.params.id, request.lang)),
  );
  api.post(
    P.jobCopy,
    { ...allow(WORK_ROLES), schema: { params: idParams, response: replyOf(adminJob) } },
    async (request) => ok(request, await copyJob(ctx, who(request), request.params.id, request.lang)),
  );

  api.get(
    P.applicationList,
    {
      ...allow(WORK_ROLES),
      schema: { querystring: adminApplicationQuery, response: replyOf(pageOf(adminApplication)) },
    },
    async (request) => ok(request, await listApplications(ctx, who(request), request.query)),
  );
  api.get(
    P.applicationDetail,
    { ...allow(WORK_ROLES), schema: { params: idParams, response: replyOf(adminApplication) } },
    async (request) => ok(request, await applicationDetail(ctx, who(request), request.params.id)),
  );
  api.post(
    P.applicationStatus,
    {
      ...allow(WORK_ROLES, ['NOT_FOUND', 'WORK_STATUS']),
      schema: { body: applicationStatusBody, response: replyOf(adminApplication) },
    },
    async (request) => ok(request, await changeStatus(ctx, who(request), request.body)),
  );
  api.post(
    P.applicationNote,
    { ...allow(WORK_ROLES), schema: { body: applicationNoteBody, response: replyOf(adminApplication) } },
    async (request) => ok(request, await setNote(ctx, who(request), request.body.id, request.body.note)),
  );
  api.get(
    P.applicationAttachment,
    {
      ...allow(WORK_ROLES, ['NOT_FOUND', 'WORK_ATTACHMENT_NOT_FOUND']),
      schema: {
        params: idParams,
        description: "Success answers the application's PDF (application/pdf, private, no-store), not the envelope.",
      },
    },
    async (request, reply) => {
      const { file, body } = await attachmentOf(ctx, who(request), request.params.id);
      reply.header('content-type', file.mime);
      reply.header('content-length', file.bytes);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-disposition', `attachment; filename="application-${request.params.id}.pdf"`);
      return reply.send(body);
    },
  );
  api.get(
    P.applicationExport,
    {
      ...allow(WORK_ROLES),
      schema: {
        querystring: applicationExportQuery,
        description: 'Success answers a CSV file (text/csv, UTF-8 with BOM), not the envelope.',
      },
    },
    async (request, reply) => {
      const csv = await applicationsCsv(ctx, who(request), request.query.jobId, request.lang);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="applications-${request.query.jobId}.csv"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(csv);
    },
  );

  api.get(
    P.employerList,
    { ...allow(ADMIN_ROLES, []), schema: { response: replyOf(z.array(employerItem)) } },
    async (request) => ok(request, await listEmployers(ctx, request.lang)),
  );
  api.post(
    P.employerBind,
    {
      ...allow(ADMIN_ROLES),
      schema: {
        body: employerBindBody,
        response: replyOf(z.object({ memberId: z.number(), companyId: z.number().nullable() })),
      },
    },
    async (request) =>
      ok(request, await bindEmployer(ctx, who(request), request.body.memberId, request.body.companyId)),
  );
}
