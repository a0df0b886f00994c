import type {
  Language,
  ModerationDecisionBody,
  ModerationItem,
  ModerationQueue,
  ModerationQueueQuery,
  ModerationSuspendBody,
  ReportTarget,
} from '@acsc/shared';
import type { Actor } from '../../platform/audit.js';
import { writeAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { notify } from '../notifications/service.js';
import { kindOf, loadItem, type AfterCommit, type ReportableKinds, type ReportedItem } from './kinds.js';
import { MODERATED } from './notifications.js';
import { AUDIT_ENTITY, canBePending, canHide, isHidden } from './policy.js';
import { presentItem } from './presenter.js';
import * as repo from './repo.js';
import { outcomeOf } from './scores.js';

/** The moderators' side (issue 11 "Moderation"): the queue grouped by item, decisions, suspensions. */

type Deps = Pick<AppContext, 'database' | 'now' | 'jobs' | 'live' | 'log' | 'notificationTypes'>;

/** One page of items with open reports (most reported first, then the latest), or of posts and comments held for review. */
export async function queue(
  deps: Deps,
  kinds: ReportableKinds,
  q: ModerationQueueQuery,
  lang: Language,
): Promise<ModerationQueue> {
  const db = deps.database.db;
  const offset = (q.pageNum - 1) * q.pageSize;
  const held = [...kinds.values()].filter(canBePending).map((k) => ({ type: k.type, pending: k.pending! }));
  const { keys, total } =
    q.view === 'pending'
      ? await repo.heldItems(db, held, q.pageSize, offset)
      : await repo.reportedItems(db, q.pageSize, offset);
  const list = await Promise.all(keys.map((k) => itemOf(db, kinds, k.type, k.id, lang)));
  return { list: list.filter((x): x is ModerationItem => x !== null), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function itemOf(
  db: Executor,
  kinds: ReportableKinds,
  type: ReportTarget,
  id: number,
  lang: Language,
): Promise<ModerationItem | null> {
  const target = await loadItem(db, kindOf(kinds, type), id);
  const reports = await repo.openReportsOf(db, type, id);
  const authorId = target?.authorId ?? reports[0]?.r.authorId;
  if (authorId === undefined) return null;
  const author = await repo.authorOf(db, authorId);
  const history = await repo.historyOf(db, authorId);
  return presentItem({ type, id }, target, author, reports, history, lang);
}

const snapshot = (t: ReportedItem) => ({ status: t.status, text: t.text, title: t.title });

/** A moderator's decision on one item: audited, its open reports closed with their outcome (upheld or dismissed), the author told in their language. */
export async function decide(
  deps: Deps,
  kinds: ReportableKinds,
  actor: Actor,
  body: ModerationDecisionBody,
): Promise<{ status: string }> {
  const db = deps.database.db;
  const kind = kindOf(kinds, body.type);
  const target = await loadItem(db, kind, body.id);
  if (!target) fail('NOT_FOUND');
  const pendingAction = body.action === 'approve' || body.action === 'reject';
  if (pendingAction && (!canBePending(kind) || target.status !== 'pending')) fail('BAD_REQUEST');
  if ((body.action === 'hide' || body.action === 'restore' || body.action === 'delete') && !canHide(kind))
    fail('BAD_REQUEST');
  if (body.action === 'restore' && !isHidden(kind, target)) fail('BAD_REQUEST');
  const now = deps.now();
  let status = target.status;
  let afterCommit: AfterCommit | null = null;
  await db.transaction(async (tx) => {
    switch (body.action) {
      case 'hide':
        await kind.setStatus!(tx, body.id, kind.states!.hidden);
        break;
      case 'restore':
        await kind.setStatus!(tx, body.id, kind.states!.shown);
        break;
      case 'delete':
        afterCommit = await kind.remove(tx, body.id, now);
        break;
      case 'approve':
      case 'reject':
        afterCommit = await kind.settle!(tx, body.id, body.action === 'approve', now);
        break;
      case 'dismiss':
        break;
    }
    const after = await loadItem(tx, kind, body.id);
    status = after?.status ?? 'deleted';
    await repo.closeReports(tx, body.type, body.id, now, outcomeOf(body.action));
    await repo.insertDecision(tx, {
      targetType: body.type,
      targetId: body.id,
      authorId: target.authorId,
      action: body.action,
      moderatorId: actor.id,
      createdAt: now,
    });
    await writeAudit(tx, actor, {
      action: body.action,
      entityType: AUDIT_ENTITY[body.type],
      entityId: body.id,
      before: snapshot(target),
      after: after ? snapshot(after) : null,
      at: now,
    });
    if (body.action !== 'dismiss') {
      const postId = target.postId === undefined ? null : String(target.postId);
      await notify(
        deps,
        {
          memberId: target.authorId,
          type: MODERATED,
          params: { action: body.action, target: body.type, id: String(body.id), until: null, postId },
        },
        { tx },
      );
    }
  });
  // Once the rows are gone for good (a failed decision keeps them): stored files removed, an approved
  // comment's notices sent (the post's author, the member it answers, those it mentions), as at once.
  if (afterCommit)
    await (afterCommit as AfterCommit)().catch((err: unknown) =>
      deps.log.warn({ err }, 'moderation: the work after a decision failed'),
    );
  return { status };
}

/** Suspends a member from writing for `days` (from now): audited, the member told until when. */
export async function suspend(
  deps: Deps,
  actor: Actor,
  body: ModerationSuspendBody,
): Promise<{ memberId: string; suspendedUntil: string }> {
  const db = deps.database.db;
  const member = await repo.memberToSuspend(db, body.memberId);
  if (!member) fail('NOT_FOUND');
  const now = deps.now();
  const until = new Date(now.getTime() + body.days * 86_400_000);
  await db.transaction(async (tx) => {
    await repo.setSuspendedUntil(tx, member.id, until);
    await repo.insertDecision(tx, {
      targetType: 'member',
      targetId: member.id,
      authorId: member.id,
      action: 'suspend',
      moderatorId: actor.id,
      createdAt: now,
    });
    await repo.closeReports(tx, 'member', member.id, now, outcomeOf('suspend'));
    await writeAudit(tx, actor, {
      action: 'suspend',
      entityType: 'member',
      entityId: member.id,
      before: { suspendedUntil: member.suspendedUntil?.toISOString() ?? null },
      after: { suspendedUntil: until.toISOString(), days: body.days },
      at: now,
    });
    await notify(
      deps,
      {
        memberId: member.id,
        type: MODERATED,
        params: { action: 'suspend', target: 'member', id: null, until: until.toISOString() },
      },
      { tx },
    );
  });
  return { memberId: String(member.id), suspendedUntil: until.toISOString() };
}
