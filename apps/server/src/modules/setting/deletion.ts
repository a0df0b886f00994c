import { z } from 'zod';
import {
  ACCOUNT_DELETION_DAYS,
  CODE_TYPES,
  type AccountDeleteBody,
  type DeletionCodeBody,
  type DeletionState,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { ClientMeta } from '../../platform/client-meta.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import type { JobRegistrar } from '../../platform/jobs/runner.js';
import { DELETION_SCHEDULED, sendVerificationCode, spendCode, verifyCodeOrFail } from '../auth/service.js';
import { notify } from '../notifications/service.js';
import type { AppRegistry, MemberDataHooks } from '../types.js';
import * as repo from './repo.js';

/**
 * Deleting one's account (issue 10 §1 "Privacy and data"):
 * 1. deleteCode sends a code to a bound phone or email (the sign-in code flow of modules/auth);
 * 2. delete spends it, schedules the erasure ACCOUNT_DELETION_DAYS later as a job row (survives restarts)
 *    and ends every session at once;
 * 3. signing in during the window works as usual and the site offers to cancel (cancelDelete). Signing in
 *    alone does not cancel: a member who only wanted to look something up, or download their data
 *    first, keeps the deletion they asked for;
 * 4. then the job erases the personal data; the row stays (without phone, email, names or files) so what
 *    the member wrote still has an author, shown as "deleted member" by the member presenter.
 */

export type DeletionDeps = Pick<
  AppContext,
  'database' | 'counters' | 'delivery' | 'jobs' | 'live' | 'log' | 'now' | 'notificationTypes'
>;

export const ERASE_JOB = 'setting.eraseAccount';
const DAY_MS = 86_400_000;

async function memberRow(db: Executor, memberId: number) {
  const m = await repo.memberRow(db, memberId);
  if (!m || m.erasedAt) fail('SESSION_INVALID');
  return m;
}

function boundAddress(m: repo.MemberRow, channel: DeletionCodeBody['channel']): string {
  const address = channel === 'phone' ? m.phone : m.email;
  if (!address) fail('ADDRESS_NOT_BOUND');
  return address;
}

const alreadyScheduled = (deleteAt: Date): never =>
  fail('DELETION_ALREADY_SCHEDULED', { date: deleteAt.toISOString().slice(0, 10) });

/** setting/v1/account/deleteCode: the code goes to the member's own address, never to one typed in. */
export async function sendDeletionCode(
  deps: DeletionDeps,
  meta: ClientMeta,
  memberId: number,
  body: DeletionCodeBody,
): Promise<void> {
  const m = await memberRow(deps.database.db, memberId);
  if (m.deleteAt) alreadyScheduled(m.deleteAt);
  await sendVerificationCode(deps, meta, { address: boundAddress(m, body.channel), type: CODE_TYPES.login });
}

/**
 * setting/v1/account/delete: spends the code, schedules the erasure, ends every session (open pages in
 * every process are closed) and tells the member, all in one transaction with the job row.
 */
export async function requestDeletion(
  deps: DeletionDeps,
  meta: ClientMeta,
  memberId: number,
  body: AccountDeleteBody,
): Promise<DeletionState> {
  const db = deps.database.db;
  const m = await memberRow(db, memberId);
  if (m.deleteAt) alreadyScheduled(m.deleteAt);
  const codeId = await verifyCodeOrFail(deps, meta, boundAddress(m, body.channel), 'login', body.captcha);
  const now = deps.now();
  const deleteAt = new Date(now.getTime() + ACCOUNT_DELETION_DAYS * DAY_MS);
  const ended = await db.transaction(async (tx) => {
    await spendCode(tx, codeId, now);
    if (!(await repo.scheduleDeletion(tx, memberId, deleteAt, now)))
      fail('DELETION_ALREADY_SCHEDULED', { date: deleteAt.toISOString().slice(0, 10) });
    const revoked = await repo.revokeAll(tx, memberId, now);
    await deps.jobs.send(ERASE_JOB, { memberId }, { tx, startAfter: deleteAt });
    await notify(deps, { memberId, type: DELETION_SCHEDULED, params: { deleteAt: deleteAt.toISOString() } }, { tx });
    return revoked;
  });
  for (const id of ended) await deps.live.endSession(id);
  return { deleteAt: deleteAt.toISOString() };
}

/** setting/v1/account/cancelDelete: within the window the account stays; the queued job then finds nothing to do. */
export async function cancelDeletion(
  deps: Pick<AppContext, 'database' | 'now'>,
  memberId: number,
): Promise<DeletionState> {
  if (!(await repo.cancelDeletion(deps.database.db, memberId, deps.now()))) fail('DELETION_NOT_SCHEDULED');
  return { deleteAt: null };
}

/** After-commit work a module's erasure leaves (removing stored files). */
export type Cleanup = () => Promise<void>;

/**
 * Erases the personal data of a member whose window is over. Idempotent: a cancelled deletion, one
 * moved later, or an account already erased is left as it is, so the job may run any number of times.
 */
export async function eraseAccount(
  ctx: AppContext,
  modules: readonly MemberDataHooks[],
  tx: Executor,
  memberId: number,
  now: Date,
): Promise<Cleanup[] | null> {
  const m = await repo.lockMember(tx, memberId);
  if (!m || m.erasedAt || !m.deleteAt || m.deleteAt.getTime() > now.getTime()) return null;
  await repo.deleteSignInTraces(
    tx,
    memberId,
    [m.phone, m.email].filter((a): a is string => Boolean(a)),
  );
  await repo.wipeMember(tx, memberId, now);
  // Each feature erases what it holds (files, its personal columns); content it keeps shows "deleted member".
  const cleanups: Cleanup[] = [];
  for (const mod of modules) {
    const cleanup = await mod.eraseMemberData?.(ctx, memberId, tx);
    if (cleanup) cleanups.push(cleanup);
  }
  return cleanups;
}

export function registerDeletionJobs(jobs: JobRegistrar, ctx: AppContext, registry: AppRegistry) {
  jobs.register({
    name: ERASE_JOB,
    data: z.object({ memberId: z.number().int().positive() }),
    async handler({ memberId }, job) {
      const cleanups = await job.transaction((tx) => eraseAccount(ctx, registry.memberData, tx, memberId, job.now));
      if (!cleanups) return;
      // After the commit: a file whose removal fails is only an orphan, never a row pointing at nothing.
      for (const cleanup of cleanups)
        await cleanup().catch((err) => ctx.log.warn({ err, memberId }, 'erased member: a file was not removed'));
      ctx.log.info({ memberId }, 'member account erased');
    },
  });
}
