import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationItem,
  applyBody,
  companyDetail as companyDetailSchema,
  idParams,
  jobDetail as jobDetailSchema,
  jobListItem,
  jobListQuery,
  myApplicationItem,
  myApplicationQuery,
  pageOf,
  replyOf,
  withdrawBody,
  WORK_API,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { sendPrepared } from '../../platform/cache.js';
import { ok } from '../../platform/envelope.js';
import { optionalMember, readerLanguage, requireMember } from '../../platform/auth.js';
import { pageRead } from '../../platform/page-reads.js';
import { createReadCache } from '../../platform/read-cache.js';
import type { AppModule } from '../types.js';
import { registerWorkJobs } from './jobs.js';
import { WORK_NOTIFICATIONS } from './notifications.js';
import { registerWorkStaff } from './staff-routes.js';
import {
  apply,
  companyDetail,
  eraseApplications,
  exportApplications,
  workSummary,
  jobDetail,
  listJobs,
  myApplications,
  withdraw,
} from './service.js';

/**
 * Work (issue 32): the job board. Visitors browse open jobs and companies (cached public reads, like
 * news); members apply with a snapshot of their CV and follow their applications; staff and employers
 * run the pipeline (staff-routes.ts); past-deadline jobs close on the job runner (jobs.ts).
 */
export const workModule: AppModule = {
  name: 'work',
  notifications: WORK_NOTIFICATIONS,
  register: registerWorkRoutes,
  registerStaff: registerWorkStaff,
  registerJobs: registerWorkJobs,
  pages: (ctx) => ({
    api: {
      [WORK_API.jobList]: pageRead({ query: jobListQuery, response: pageOf(jobListItem) }, ({ query, lang }) =>
        listJobs(ctx, query, lang),
      ),
      [WORK_API.jobDetail]: pageRead({ params: idParams, response: jobDetailSchema }, ({ params, lang }) =>
        jobDetail(ctx, params.id, null, lang),
      ),
      [WORK_API.companyDetail]: pageRead({ params: idParams, response: companyDetailSchema }, ({ params, lang }) =>
        companyDetail(ctx, params.id, lang),
      ),
    },
  }),
  exportMemberData: async (ctx, memberId) => ({ applications: await exportApplications(ctx, memberId) }),
  memberSummary: (ctx, memberId) => workSummary(ctx, memberId),
  eraseMemberData: async (_ctx, memberId, tx) => eraseApplications(memberId, tx),
};

function registerWorkRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const P = WORK_API;
  // Public reads come from the read cache (platform/read-cache.ts): any job or company write bumps
  // content_version (migration work), and a deadline passing shows within the cache's 30 s slot.
  const cache = createReadCache(ctx.database, { maxEntries: 1000 });
  const cached = (request: FastifyRequest, key: string, load: () => Promise<unknown>) =>
    cache.get(request, key, ctx.now(), load);

  api.get(
    P.jobList,
    { schema: { querystring: jobListQuery, response: replyOf(pageOf(jobListItem)) } },
    async (request, reply) => {
      const q = request.query;
      const key = `work:list:${JSON.stringify(q)}`;
      return sendPrepared(request, reply, await cached(request, key, () => listJobs(ctx, q, request.lang)));
    },
  );

  api.get(
    P.jobDetail,
    {
      onRequest: optionalMember,
      schema: { params: idParams, response: replyOf(jobDetailSchema) },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      const id = request.params.id;
      if (request.member) {
        reply.header('cache-control', 'private, no-store');
        return ok(request, await jobDetail(ctx, id, request.member.id, readerLanguage(request)));
      }
      const body = await cached(request, `work:job:${id}`, () => jobDetail(ctx, id, null, request.lang));
      return sendPrepared(request, reply, body, { revalidate: true });
    },
  );

  api.get(
    P.companyDetail,
    { schema: { params: idParams, response: replyOf(companyDetailSchema) }, config: { errors: ['NOT_FOUND'] } },
    async (request, reply) => {
      const id = request.params.id;
      const body = await cached(request, `work:company:${id}`, () => companyDetail(ctx, id, request.lang));
      return sendPrepared(request, reply, body);
    },
  );

  api.post(
    P.apply,
    {
      onRequest: requireMember,
      schema: { body: applyBody, response: replyOf(applicationItem) },
      config: {
        writeLimit: 'write',
        errors: [
          'NOT_FOUND',
          'WORK_JOB_CLOSED',
          'WORK_APPLIED_TWICE',
          'WORK_ATTACHMENT_NOT_FOUND',
          'WORK_ATTACHMENT_NOT_PDF',
        ],
      },
    },
    async (request) => ok(request, await apply(ctx, request.member!.id, request.body)),
  );

  api.get(
    P.applicationList,
    {
      onRequest: requireMember,
      schema: { querystring: myApplicationQuery, response: replyOf(pageOf(myApplicationItem)) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(request, await myApplications(ctx, request.member!.id, request.query, readerLanguage(request)));
    },
  );

  api.post(
    P.withdraw,
    {
      onRequest: requireMember,
      schema: { body: withdrawBody, response: replyOf(applicationItem) },
      config: { errors: ['NOT_FOUND', 'WORK_NOT_WITHDRAWABLE'] },
    },
    async (request) => ok(request, await withdraw(ctx, request.member!.id, request.body.id)),
  );
}
