import type { FailedJob, FailedJobsQuery, Page } from '@acsc/shared';
import type { Db, Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import * as jobsRepo from '../../platform/jobs/repo.js';
import { writeAudit, type Actor } from '../../platform/audit.js';
import { presentFailedJob } from './presenter.js';

/** Dead letters of the job runner (platform/jobs): jobs that failed every attempt, for admins to retry or drop. */

export async function listFailedJobs(db: Executor, q: FailedJobsQuery): Promise<Page<FailedJob>> {
  const { rows, total } = await jobsRepo.listFailed(db, q);
  return { list: rows.map(presentFailedJob), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Queues a failed job again (audited); NOT_FOUND when it is not a failed job. */
export async function retryFailedJob(db: Db, id: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await jobsRepo.findFailed(tx, id);
    if (!before || !(await jobsRepo.retryFailed(tx, before.id, now))) fail('NOT_FOUND');
    await writeAudit(tx, actor, {
      action: 'retry',
      entityType: 'job',
      entityId: before.id,
      before: presentFailedJob(before),
      after: null,
      at: now,
    });
  });
}

/** Drops a failed job (audited); NOT_FOUND when it is not a failed job. */
export async function deleteFailedJob(db: Db, id: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await jobsRepo.findFailed(tx, id);
    if (!before || !(await jobsRepo.deleteFailed(tx, before.id))) fail('NOT_FOUND');
    await writeAudit(tx, actor, {
      action: 'delete',
      entityType: 'job',
      entityId: before.id,
      before: presentFailedJob(before),
      after: null,
      at: now,
    });
  });
}
