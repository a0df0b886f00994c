import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API, failedJobPage, failedJobsQuery, idParam, noData, replyOf, type FailedJob, type FailedJobsQuery, type Page } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { ok } from '../../platform/envelope.js';
import { fail } from '../../platform/errors.js';
import * as jobsRepo from '../../platform/jobs/repo.js';
import { writeAudit } from '../../platform/audit.js';
import { ADMIN_ROLES, actorOf, roles } from '../../platform/staff.js';
import { presentFailedJob } from './presenter.js';

/** Dead letters of the job runner (platform/jobs): jobs that failed every attempt, for admins to retry or drop. */

export async function listFailedJobs(db: Executor, q: FailedJobsQuery): Promise<Page<FailedJob>> {
  const { rows, total } = await jobsRepo.listFailed(db, q);
  return { list: rows.map(presentFailedJob), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export function registerJobRoutes(scope: FastifyInstance, ctx: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  api.get(ADMIN_API.jobs.failed, { ...roles(ADMIN_ROLES), schema: { querystring: failedJobsQuery, response: replyOf(failedJobPage) } }, async (request) =>
    ok(request, await listFailedJobs(db, request.query)),
  );

  api.post(ADMIN_API.jobs.retry, { ...roles(ADMIN_ROLES), schema: { params: idParam, response: replyOf(noData) } }, async (request) => {
    const now = ctx.now();
    await db.transaction(async (tx) => {
      const before = await jobsRepo.findFailed(tx, request.params.id);
      if (!before || !(await jobsRepo.retryFailed(tx, before.id, now))) fail('NOT_FOUND');
      await writeAudit(tx, actorOf(request), { action: 'retry', entityType: 'job', entityId: before!.id, before: presentFailedJob(before!), after: null, at: now });
    });
    return ok(request, null);
  });

  api.post(ADMIN_API.jobs.remove, { ...roles(ADMIN_ROLES), schema: { params: idParam, response: replyOf(noData) } }, async (request) => {
    const now = ctx.now();
    await db.transaction(async (tx) => {
      const before = await jobsRepo.findFailed(tx, request.params.id);
      if (!before || !(await jobsRepo.deleteFailed(tx, before.id))) fail('NOT_FOUND');
      await writeAudit(tx, actorOf(request), { action: 'delete', entityType: 'job', entityId: before!.id, before: presentFailedJob(before!), after: null, at: now });
    });
    return ok(request, null);
  });
}
