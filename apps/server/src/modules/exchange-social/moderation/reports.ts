import { asc, sql } from 'drizzle-orm';
import { MODERATION_LIMITS, type ReportBody } from '@acsc/shared';
import { exchangeModerationDecisions, exchangeReports, exchangeWatchedWords } from '../../../db/schema/index.js';
import type { AuthMember } from '../../../platform/auth.js';
import type { AppContext } from '../../../platform/context.js';
import type { Executor } from '../../../platform/db.js';
import { fail } from '../../../platform/errors.js';
import { isUniqueViolation } from '../../../platform/sql.js';
import { reportScore } from './scores.js';
import { canHide, isHidden, loadTarget, setHidden, visibleTo } from './targets.js';

/**
 * Members' reports (issue 11 "Moderation", issue 28): one per member per item, of what the member can
 * see (anything else answers the 404 of an id that does not exist). Reports are weighed (scores.ts): once
 * an item's open reports reach MODERATION_LIMITS.hideScore it is hidden until a moderator decides.
 */
export async function report(deps: Pick<AppContext, 'database' | 'now'>, reporter: AuthMember, body: ReportBody): Promise<{ id: string }> {
  const db = deps.database.db;
  const target = await loadTarget(db, body.type, body.id);
  if (!target || !(await visibleTo(db, target, reporter.id))) fail('NOT_FOUND');
  if (target.authorId === reporter.id) fail('REPORT_OWN_ITEM');
  const now = deps.now();
  try {
    return await db.transaction(async (tx) => {
      // One item's reports one at a time: two reports at once each see the other's weight.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${body.type}:${body.id}`}))`);
      const [row] = await tx
        .insert(exchangeReports)
        .values({ targetType: body.type, targetId: body.id, authorId: target.authorId, reporterId: reporter.id, reason: body.reason, text: body.text || null, createdAt: now })
        .returning({ id: exchangeReports.id });
      const current = await loadTarget(tx, body.type, body.id);
      const hideable = current && canHide(body.type) && !isHidden(current) && current.status !== 'pending';
      if (hideable && (await reportScore(tx, body.type, body.id)) >= MODERATION_LIMITS.hideScore) {
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
