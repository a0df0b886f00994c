import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuditEntityType, Language, ModerationDecisionBody, ModerationItem, ModerationQueue, ModerationQueueQuery, ModerationSuspendBody, ReportReason, ReportTarget } from '@acsc/shared';
import { exchangeModerationDecisions, exchangeReports, exchangeWatchedWords, members } from '../../../db/schema/index.js';
import type { Actor } from '../../../platform/audit.js';
import { writeAudit } from '../../../platform/audit.js';
import type { AppContext } from '../../../platform/context.js';
import type { Executor } from '../../../platform/db.js';
import { fail } from '../../../platform/errors.js';
import { deletePrivateFile } from '../../../platform/private-files.js';
import { isUniqueViolation } from '../../../platform/sql.js';
import { announceApprovedComment, removeFiles } from '../../exchange/service.js';
import { memberCard } from '../../member/presenter.js';
import { notify } from '../../notifications/service.js';
import { MODERATED } from './notifications.js';
import { outcomeOf } from './scores.js';
import { canBePending, canHide, deleteTarget, isHidden, loadTarget, pendingItems, setHidden, settlePending, type TargetRow } from './targets.js';

/** The moderators' side (issue 11 "Moderation"): the queue grouped by item, decisions, suspensions, watched words. */

type Deps = Pick<AppContext, 'database' | 'now' | 'jobs' | 'live' | 'storage' | 'log' | 'privateFiles' | 'notificationTypes'>;

const ENTITY: Record<ReportTarget, AuditEntityType> = { post: 'exchange_post', comment: 'exchange_comment', message: 'exchange_message', member: 'member' };

/** One page of items with open reports (most reported first, then the latest), or of posts and comments held for review. */
export async function queue(deps: Deps, q: ModerationQueueQuery, lang: Language): Promise<ModerationQueue> {
  const db = deps.database.db;
  const offset = (q.pageNum - 1) * q.pageSize;
  let keys: { type: ReportTarget; id: number }[];
  let total: number;
  if (q.view === 'pending') {
    ({ keys, total } = await pendingItems(db, q.pageSize, offset));
  } else {
    const open = isNull(exchangeReports.resolvedAt);
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({ type: exchangeReports.targetType, id: exchangeReports.targetId })
        .from(exchangeReports)
        .where(open)
        .groupBy(exchangeReports.targetType, exchangeReports.targetId)
        .orderBy(desc(sql`count(*)`), desc(sql`max(${exchangeReports.createdAt})`), desc(exchangeReports.targetId))
        .limit(q.pageSize)
        .offset(offset),
      db.select({ n: sql<number>`count(distinct (${exchangeReports.targetType}, ${exchangeReports.targetId}))::int` }).from(exchangeReports).where(open),
    ]);
    keys = rows;
    total = Number(n);
  }
  const list = await Promise.all(keys.map((k) => itemOf(db, k.type, k.id, lang)));
  return { list: list.filter((x): x is ModerationItem => x !== null), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function itemOf(db: Executor, type: ReportTarget, id: number, lang: Language): Promise<ModerationItem | null> {
  const target = await loadTarget(db, type, id);
  const reports = await db
    .select({ r: exchangeReports, reporter: { id: members.id, nickname: members.nickname, avatar: members.avatar, roles: members.roles, erasedAt: members.erasedAt } })
    .from(exchangeReports)
    .innerJoin(members, eq(members.id, exchangeReports.reporterId))
    .where(and(eq(exchangeReports.targetType, type), eq(exchangeReports.targetId, id), isNull(exchangeReports.resolvedAt)))
    .orderBy(desc(exchangeReports.createdAt));
  const authorId = target?.authorId ?? reports[0]?.r.authorId;
  if (authorId === undefined) return null;
  const [author] = await db.select({ id: members.id, nickname: members.nickname, avatar: members.avatar, roles: members.roles, erasedAt: members.erasedAt, suspendedUntil: members.suspendedUntil }).from(members).where(eq(members.id, authorId));
  const history = await historyOf(db, authorId);
  return {
    type,
    id: String(id),
    status: target?.status ?? 'deleted',
    title: target?.title ?? null,
    text: target?.text ?? null,
    mediaCount: target?.mediaCount ?? 0,
    createdAt: target?.createdAt?.toISOString() ?? null,
    author: memberCard(author, lang),
    authorHistory: { ...history, suspendedUntil: author.suspendedUntil?.toISOString() ?? null },
    reports: reports.map(({ r, reporter }) => ({ reporter: memberCard(reporter, lang), reason: r.reason as ReportReason, text: r.text, createdAt: r.createdAt.toISOString() })),
    reportCount: reports.length,
    lastReportedAt: reports[0]?.r.createdAt.toISOString() ?? null,
  };
}

async function historyOf(db: Executor, authorId: number) {
  const [decisions, [received]] = await Promise.all([
    db
      .select({ action: exchangeModerationDecisions.action, n: sql<number>`count(*)::int` })
      .from(exchangeModerationDecisions)
      .where(eq(exchangeModerationDecisions.authorId, authorId))
      .groupBy(exchangeModerationDecisions.action),
    db.select({ n: sql<number>`count(*)::int` }).from(exchangeReports).where(eq(exchangeReports.authorId, authorId)),
  ]);
  const count = (...actions: string[]) => decisions.filter((d) => actions.includes(d.action)).reduce((s, d) => s + Number(d.n), 0);
  return { hidden: count('hide', 'auto-hide', 'reject'), deleted: count('delete'), suspensions: count('suspend'), reportsReceived: Number(received.n) };
}

const snapshot = (t: TargetRow) => ({ status: t.status, text: t.text, title: t.title });

/** A moderator's decision on one item: audited, its open reports closed with their outcome (upheld or dismissed), the author told in their language. */
export async function decide(deps: Deps, actor: Actor, body: ModerationDecisionBody): Promise<{ status: string }> {
  const db = deps.database.db;
  const target = await loadTarget(db, body.type, body.id);
  if (!target) fail('NOT_FOUND');
  const pendingAction = body.action === 'approve' || body.action === 'reject';
  if (pendingAction && (!canBePending(body.type) || target.status !== 'pending')) fail('BAD_REQUEST');
  if ((body.action === 'hide' || body.action === 'restore' || body.action === 'delete') && !canHide(body.type)) fail('BAD_REQUEST');
  if (body.action === 'restore' && !isHidden(target)) fail('BAD_REQUEST');
  const now = deps.now();
  let status = target.status;
  let removed: Awaited<ReturnType<typeof deleteTarget>> = { mediaKeys: [], privateFileIds: [] };
  let approvedComment: Awaited<ReturnType<typeof settlePending>> = null;
  const afterCommit: (() => Promise<void>)[] = [];
  await db.transaction(async (tx) => {
    switch (body.action) {
      case 'hide':
        await setHidden(tx, body.type, body.id, true);
        break;
      case 'restore':
        await setHidden(tx, body.type, body.id, false);
        break;
      case 'delete':
        removed = await deleteTarget(tx, body.type, body.id, now);
        for (const file of removed.privateFileIds) afterCommit.push(await deletePrivateFile(deps, file.ownerId, file.id, tx));
        break;
      case 'approve':
      case 'reject':
        approvedComment = await settlePending(tx, body.type as 'post' | 'comment', body.id, body.action === 'approve', now);
        break;
      case 'dismiss':
        break;
    }
    const after = await loadTarget(tx, body.type, body.id);
    status = after?.status ?? 'deleted';
    await tx
      .update(exchangeReports)
      .set({ resolvedAt: now, outcome: outcomeOf(body.action) })
      .where(and(eq(exchangeReports.targetType, body.type), eq(exchangeReports.targetId, body.id), isNull(exchangeReports.resolvedAt)));
    await tx.insert(exchangeModerationDecisions).values({ targetType: body.type, targetId: body.id, authorId: target.authorId, action: body.action, moderatorId: actor.id, createdAt: now });
    await writeAudit(tx, actor, { action: body.action, entityType: ENTITY[body.type], entityId: body.id, before: snapshot(target), after: after ? snapshot(after) : null, at: now });
    if (body.action !== 'dismiss') {
      const postId = target.postId === undefined ? null : String(target.postId);
      await notify(deps, { memberId: target.authorId, type: MODERATED, params: { action: body.action, target: body.type, id: String(body.id), until: null, postId } }, { tx });
    }
  });
  // The files go once the rows are gone for good (a failed decision keeps them).
  await removeFiles(deps, removed.mediaKeys);
  // An approved comment tells the post's author, the member it answers and those it mentions, as it would have at once.
  if (approvedComment) await announceApprovedComment(deps, approvedComment);
  for (const remove of afterCommit) await remove().catch((err: unknown) => deps.log.warn({ err }, 'moderation: a message image could not be removed'));
  return { status };
}

/** Suspends a member from writing for `days` (from now): audited, the member told until when. */
export async function suspend(deps: Deps, actor: Actor, body: ModerationSuspendBody): Promise<{ memberId: string; suspendedUntil: string }> {
  const db = deps.database.db;
  const [member] = await db.select({ id: members.id, suspendedUntil: members.suspendedUntil }).from(members).where(and(eq(members.id, body.memberId), isNull(members.erasedAt)));
  if (!member) fail('NOT_FOUND');
  const now = deps.now();
  const until = new Date(now.getTime() + body.days * 86_400_000);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ suspendedUntil: until }).where(eq(members.id, member.id));
    await tx.insert(exchangeModerationDecisions).values({ targetType: 'member', targetId: member.id, authorId: member.id, action: 'suspend', moderatorId: actor.id, createdAt: now });
    await tx
      .update(exchangeReports)
      .set({ resolvedAt: now, outcome: outcomeOf('suspend') })
      .where(and(eq(exchangeReports.targetType, 'member'), eq(exchangeReports.targetId, member.id), isNull(exchangeReports.resolvedAt)));
    await writeAudit(tx, actor, { action: 'suspend', entityType: 'member', entityId: member.id, before: { suspendedUntil: member.suspendedUntil?.toISOString() ?? null }, after: { suspendedUntil: until.toISOString(), days: body.days }, at: now });
    await notify(deps, { memberId: member.id, type: MODERATED, params: { action: 'suspend', target: 'member', id: null, until: until.toISOString() } }, { tx });
  });
  return { memberId: String(member.id), suspendedUntil: until.toISOString() };
}

// ---------------------------------------------------------------- watched words (admin)

export const presentWord = (w: typeof exchangeWatchedWords.$inferSelect) => ({ id: String(w.id), word: w.word, createdAt: w.createdAt.toISOString() });

export async function addWord(deps: Deps, actor: Actor, word: string) {
  const now = deps.now();
  const value = word.trim().toLowerCase();
  try {
    await deps.database.db.transaction(async (tx) => {
      const [row] = await tx.insert(exchangeWatchedWords).values({ word: value, createdBy: actor.id, createdAt: now }).returning();
      await writeAudit(tx, actor, { action: 'create', entityType: 'watched_word', entityId: row.id, before: null, after: { word: value }, at: now });
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e; // already on the list: nothing changes
  }
}

export async function deleteWord(deps: Deps, actor: Actor, id: number) {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx.delete(exchangeWatchedWords).where(eq(exchangeWatchedWords.id, id)).returning();
    if (!row) fail('NOT_FOUND');
    await writeAudit(tx, actor, { action: 'delete', entityType: 'watched_word', entityId: id, before: { word: row.word }, after: null, at: now });
  });
}

