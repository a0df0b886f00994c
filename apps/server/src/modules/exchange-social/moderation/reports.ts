import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MODERATION_LIMITS, type ReportBody } from '@acsc/shared';
import { exchangeModerationDecisions, exchangeReports, exchangeWatchedWords } from '../../../db/schema/index.js';
import type { AuthMember } from '../../../platform/auth.js';
import type { AppContext } from '../../../platform/context.js';
import type { Executor } from '../../../platform/db.js';
import { fail } from '../../../platform/errors.js';
import { isUniqueViolation } from '../../../platform/sql.js';
import { canHide, isHidden, loadTarget, setHidden } from './targets.js';

/**
 * Members' reports (issue 11 "Moderation"): one per member per item; reports from
 * MODERATION_LIMITS.hideThreshold different members hide the item until a moderator decides
 * (Discourse's rule). A member may report what they can see: a message only in their own conversation.
 */
export async function report(deps: Pick<AppContext, 'database' | 'now'>, reporter: AuthMember, body: ReportBody): Promise<{ id: string }> {
  const db = deps.database.db;
  const target = await loadTarget(db, body.type, body.id);
  if (!target || (target.participants && !target.participants.includes(reporter.id))) fail('NOT_FOUND');
  if (target.authorId === reporter.id) fail('REPORT_OWN_ITEM');
  const now = deps.now();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(exchangeReports)
        .values({ targetType: body.type, targetId: body.id, authorId: target.authorId, reporterId: reporter.id, reason: body.reason, text: body.text || null, createdAt: now })
        .returning({ id: exchangeReports.id });
      const [{ n }] = await tx
        .select({ n: sql<number>`count(distinct ${exchangeReports.reporterId})::int` })
        .from(exchangeReports)
        .where(and(eq(exchangeReports.targetType, body.type), eq(exchangeReports.targetId, body.id), isNull(exchangeReports.resolvedAt)));
      if (Number(n) >= MODERATION_LIMITS.hideThreshold && canHide(body.type) && !isHidden(target) && target.status !== 'pending') {
        await setHidden(tx, body.type, body.id, true);
        await tx.insert(exchangeModerationDecisions).values({ targetType: body.type, targetId: body.id, authorId: target.authorId, action: 'auto-hide', moderatorId: null, createdAt: now });
      }
      return { id: String(row.id) };
    });
  } catch (e) {
    if (isUniqueViolation(e)) fail('REPORT_DUPLICATE');
    throw e;
  }
}

// ---------------------------------------------------------------- watched words

export async function listWords(db: Executor) {
  return db.select().from(exchangeWatchedWords).orderBy(asc(exchangeWatchedWords.word));
}

/**
 * Whether a text contains a watched word (case-insensitive, as a substring: Chinese and Khmer have no
 * spaces between words). Posts and comments that match are held for review (the core's heldForReview asks here).
 */
export async function matchesWatchedWord(db: Executor, ...texts: (string | null | undefined)[]): Promise<boolean> {
  const words = await listWords(db);
  if (words.length === 0) return false;
  const haystack = texts.filter(Boolean).join('\n').toLowerCase();
  return words.some((w) => haystack.includes(w.word));
}
