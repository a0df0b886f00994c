import type {
  AdminSubmissionDetail,
  AdminSubmissionItem,
  Language,
  ReasonTemplate,
  SubmissionStatus,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { writeAudit, type Actor } from '../../platform/audit.js';
import { fail } from '../../platform/errors.js';
import { memberCard } from '../member/presenter.js';
import { notify } from '../notifications/service.js';
import { privateFilesByIds } from '../file/service.js';
import { ALUMNI_APPROVED, ALUMNI_REJECTED } from './certification-notifications.js';
import * as repo from './certification-repo.js';
import { presentAll, presentSubmission, syncDirectory } from './certification-service.js';

/** Staff's side of alumni certification (issue 33): the queue, a submission with its proofs, decisions, reasons. */

type Deps = Pick<
  AppContext,
  'database' | 'jobs' | 'live' | 'log' | 'now' | 'notificationTypes' | 'config' | 'counters'
>;
type L = { zh_CN?: string; km_KH?: string; en_US?: string };
type Card = NonNullable<Awaited<ReturnType<typeof repo.memberCardSource>>>;

async function presentStaff(db: Executor, row: repo.SubmissionRow, card: Card, lang: Language) {
  const files = await privateFilesByIds(db, row.proofIds);
  return {
    ...presentSubmission(row, files, lang),
    member: memberCard(card, lang),
    reasonTexts: row.reason ?? null,
  } satisfies AdminSubmissionItem;
}

export async function queue(
  ctx: Deps,
  q: { status?: SubmissionStatus; pageNum: number; pageSize: number },
  lang: Language,
) {
  const db = ctx.database.db;
  const page = await repo.queuePage(db, q.status, q);
  const items = await presentAll(
    db,
    page.list.map((r) => r.sub),
    lang,
  );
  return {
    ...page,
    list: items.map((item, i) => ({
      ...item,
      member: memberCard(page.list[i].member, lang),
      reasonTexts: page.list[i].sub.reason ?? null,
    })),
  };
}

export async function detail(ctx: Deps, id: number, lang: Language): Promise<AdminSubmissionDetail> {
  const db = ctx.database.db;
  const row = (await repo.submissionById(db, id)) ?? fail('NOT_FOUND');
  const [card, dups, all] = await Promise.all([
    repo.memberCardSource(db, row.memberId),
    repo.duplicatesOf(db, row),
    repo.submissionsOf(db, row.memberId),
  ]);
  return {
    ...(await presentStaff(db, row, card!, lang)),
    duplicates: dups.map((d) => ({ submissionId: d.id, member: memberCard(d.member, lang) })),
    history: await presentAll(
      db,
      all.filter((s) => s.id !== row.id),
      lang,
    ),
  };
}

/** One decision on a Pending submission, locked, audited, the member notified in the same transaction. */
async function decide(
  ctx: Deps,
  actor: Actor,
  id: number,
  lang: Language,
  run: (tx: Executor, row: repo.SubmissionRow, now: Date) => Promise<repo.SubmissionRow>,
) {
  return ctx.database.db.transaction(async (tx) => {
    const row = (await repo.lockSubmission(tx, id)) ?? fail('NOT_FOUND');
    if (row.status !== 'Pending') fail('ALUMNI_SUBMISSION_STATE', { status: row.status });
    const now = ctx.now();
    const after = await run(tx, row, now);
    await writeAudit(tx, actor, {
      action: after.status === 'Approved' ? 'approve' : 'reject',
      entityType: 'alumni_submission',
      entityId: id,
      before: { status: row.status },
      after: { status: after.status, reason: after.reason ?? undefined },
      at: now,
    });
    return presentStaff(tx, after, (await repo.memberCardSource(tx, row.memberId))!, lang);
  });
}

export function approve(ctx: Deps, actor: Actor, id: number, lang: Language) {
  return decide(ctx, actor, id, lang, async (tx, row, now) => {
    const after = await repo.updateSubmission(tx, id, { status: 'Approved', decidedAt: now, decidedBy: actor.id });
    await repo.setCertified(tx, row.memberId, true);
    await syncDirectory(tx, after, now);
    await notify(ctx, { memberId: row.memberId, type: ALUMNI_APPROVED, params: { submissionId: id } }, { tx });
    return after;
  });
}

export function reject(ctx: Deps, actor: Actor, id: number, reason: L, lang: Language) {
  return decide(ctx, actor, id, lang, async (tx, row, now) => {
    const after = await repo.updateSubmission(tx, id, {
      status: 'Rejected',
      reason,
      decidedAt: now,
      decidedBy: actor.id,
    });
    await notify(ctx, { memberId: row.memberId, type: ALUMNI_REJECTED, params: { submissionId: id, reason } }, { tx });
    return after;
  });
}

// ---------------------------------------------------------------- reason templates

const presentReason = (r: { id: number; text: L }): ReasonTemplate => ({ id: r.id, text: r.text });

export const listReasons = async (ctx: Deps) => (await repo.reasons(ctx.database.db)).map(presentReason);

export function saveReason(ctx: Deps, actor: Actor, id: number | null, text: L) {
  return ctx.database.db.transaction(async (tx) => {
    const row = id === null ? await repo.insertReason(tx, text) : await repo.updateReason(tx, id, text);
    if (!row) fail('NOT_FOUND');
    await writeAudit(tx, actor, {
      action: id === null ? 'create' : 'update',
      entityType: 'alumni_reject_reason',
      entityId: row.id,
      before: null,
      after: { text },
      at: ctx.now(),
    });
    return presentReason(row);
  });
}

export function deleteReason(ctx: Deps, actor: Actor, id: number) {
  return ctx.database.db.transaction(async (tx) => {
    const row = (await repo.deleteReason(tx, id)) ?? fail('NOT_FOUND');
    await writeAudit(tx, actor, {
      action: 'delete',
      entityType: 'alumni_reject_reason',
      entityId: id,
      before: { text: row.text },
      after: null,
      at: ctx.now(),
    });
    return { id };
  });
}
