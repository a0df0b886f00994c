import { MODERATION_LIMITS, type ModerationAction, type ReportTarget } from '@acsc/shared';
import type { ReportOutcome } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { isModerator } from './policy.js';
import * as repo from './repo.js';

/**
 * How much the open reports of an item weigh (issue 28, after Discourse's flag scores: a score per flag
 * from the flagger's trust level and accuracy, a post hidden when the sum reaches a threshold). A report
 * weighs, with W = MODERATION_LIMITS.reportWeight:
 * - a moderator's or admin's: hideScore (the item is hidden at once);
 * - from an account under W.newAccountHours old when it reported: W.newAccount, and all such reports on
 *   one item together at most W.newAccountsTotal (less than hideScore: new accounts never hide alone);
 * - else W.member, plus W.seasoned for an account W.seasonedDays old, plus W.perDecision for each earlier
 *   report of the member a moderator upheld and minus as much for each one dismissed (within
 *   +-W.accuracyMax; the outcome is stored on the report by the decision that closed it, queue.ts); never
 *   below 0.
 * The item is hidden when the sum reaches MODERATION_LIMITS.hideScore.
 */

const W = MODERATION_LIMITS.reportWeight;
const HOUR = 3_600_000;

/**
 * What a moderator's decision makes of the reports it closes, stored on each (exchange_reports.outcome):
 * hiding, deleting, rejecting the item or suspending its author ('suspend' closes reports of a member)
 * upholds them; dismissing, restoring or approving it dismisses them.
 */
const OUTCOME: Record<ModerationAction | 'suspend', ReportOutcome> = {
  hide: 'upheld',
  delete: 'upheld',
  reject: 'upheld',
  suspend: 'upheld',
  dismiss: 'dismissed',
  restore: 'dismissed',
  approve: 'dismissed',
};
export const outcomeOf = (action: ModerationAction | 'suspend'): ReportOutcome => OUTCOME[action];

export interface ReporterFacts {
  roles: readonly string[];
  /** The reporter's account age when the report was made, in hours. */
  ageHours: number;
  /** Earlier reports of the member a moderator upheld / dismissed. */
  upheld: number;
  dismissed: number;
}

export const isNewReporter = (r: Pick<ReporterFacts, 'ageHours'>) => r.ageHours < W.newAccountHours;

/** The weight of one report (a new account's before the cap on all of them). */
export function reportWeight(r: ReporterFacts): number {
  if (isModerator(r.roles)) return MODERATION_LIMITS.hideScore;
  if (isNewReporter(r)) return W.newAccount;
  const seasoned = r.ageHours >= W.seasonedDays * 24 ? W.seasoned : 0;
  const accuracy = Math.max(-W.accuracyMax, Math.min(W.accuracyMax, (r.upheld - r.dismissed) * W.perDecision));
  return Math.max(0, W.member + seasoned + accuracy);
}

/** The sum over an item's open reports, new accounts' reports together within their cap. */
export function itemScore(reports: readonly ReporterFacts[]): number {
  let established = 0;
  let fresh = 0;
  for (const r of reports) {
    if (!isModerator(r.roles) && isNewReporter(r)) fresh += reportWeight(r);
    else established += reportWeight(r);
  }
  return established + Math.min(fresh, W.newAccountsTotal);
}

/** The score of an item's open reports now. */
export async function reportScore(db: Executor, type: ReportTarget, id: number): Promise<number> {
  const open = await repo.openReportsWithReporters(db, type, id);
  const record = await repo.reporterRecords(
    db,
    open.map((o) => o.reporterId),
  );
  return itemScore(
    open.map((o) => ({
      roles: o.roles,
      ageHours: (o.reportedAt.getTime() - o.joinedAt.getTime()) / HOUR,
      upheld: record.get(o.reporterId)?.upheld ?? 0,
      dismissed: record.get(o.reporterId)?.dismissed ?? 0,
    })),
  );
}
