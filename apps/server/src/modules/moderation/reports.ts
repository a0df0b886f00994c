import { MODERATION_LIMITS, type ReportBody } from '@acsc/shared';
import type { AuthMember } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/sql.js';
import { kindOf, loadItem, type ReportableKinds } from './kinds.js';
import { canHide, isHidden, isOwnItem, mayReport } from './policy.js';
import * as repo from './repo.js';
import { reportScore } from './scores.js';

/**
 * Members' reports (issue 11 "Moderation", issue 28): one per member per item, of what the member can
 * see (anything else answers the 404 of an id that does not exist). Reports are weighed (scores.ts): once
 * an item's open reports reach MODERATION_LIMITS.hideScore it is hidden until a moderator decides.
 */
export async function report(
  deps: Pick<AppContext, 'database' | 'now'>,
  kinds: ReportableKinds,
  reporter: AuthMember,
  body: ReportBody,
): Promise<{ id: string }> {
  const db = deps.database.db;
  const kind = kindOf(kinds, body.type);
  const target = await loadItem(db, kind, body.id);
  if (!target || !(await mayReport(db, kind, target, reporter.id))) fail('NOT_FOUND');
  if (isOwnItem(target, reporter.id)) fail('REPORT_OWN_ITEM');
  const now = deps.now();
  try {
    return await db.transaction(async (tx) => {
      await repo.lockItem(tx, body.type, body.id);
      const id = await repo.insertReport(tx, {
        targetType: body.type,
        targetId: body.id,
        authorId: target.authorId,
        reporterId: reporter.id,
        reason: body.reason,
        text: body.text || null,
        createdAt: now,
      });
      const current = await loadItem(tx, kind, body.id);
      const hideable = current && canHide(kind) && !isHidden(kind, current) && current.status !== 'pending';
      if (hideable && (await reportScore(tx, body.type, body.id)) >= MODERATION_LIMITS.hideScore) {
        await kind.setStatus!(tx, body.id, kind.states!.hidden);
        await repo.insertDecision(tx, {
          targetType: body.type,
          targetId: body.id,
          authorId: target.authorId,
          action: 'auto-hide',
          moderatorId: null,
          createdAt: now,
        });
      }
      return { id: String(id) };
    });
  } catch (e) {
    if (isUniqueViolation(e)) fail('REPORT_DUPLICATE');
    throw e;
  }
}
