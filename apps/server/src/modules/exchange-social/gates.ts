import { and, eq, or } from 'drizzle-orm';
import { memberBlocks, members } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';

/**
 * What messages and reports ask of the exchange's core rules: may the member write now (suspension,
 * members.suspended_until) and does either of two members block the other (member_blocks).
 */

export async function suspendedUntil(deps: Pick<AppContext, 'database' | 'now'>, memberId: number): Promise<Date | null> {
  const [row] = await deps.database.db.select({ until: members.suspendedUntil }).from(members).where(eq(members.id, memberId)).limit(1);
  return row?.until && row.until > deps.now() ? row.until : null;
}

/** Fails with MEMBER_SUSPENDED (and until when) while a suspension lasts. */
export async function assertMayWrite(deps: Pick<AppContext, 'database' | 'now'>, memberId: number): Promise<void> {
  const until = await suspendedUntil(deps, memberId);
  if (until) fail('MEMBER_SUSPENDED', { until: until.toISOString() });
}

export const isSuspended = async (deps: Pick<AppContext, 'database' | 'now'>, memberId: number) => (await suspendedUntil(deps, memberId)) !== null;

/** Whether either member blocked the other. */
export async function blockedBetween(db: Executor, x: number, y: number): Promise<boolean> {
  const rows = await db
    .select({ x: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(or(and(eq(memberBlocks.blockerId, x), eq(memberBlocks.blockedId, y)), and(eq(memberBlocks.blockerId, y), eq(memberBlocks.blockedId, x))))
    .limit(1);
  return rows.length > 0;
}
