import type { AppContext } from '../../platform/context.js';
import { blockedBetween, writerFacts } from '../exchange/service.js';

/**
 * What messages ask of the exchange's core rules (modules/exchange/service.ts): is the member suspended now,
 * and does either of two members block the other.
 */

type Deps = Pick<AppContext, 'database' | 'now'>;

export async function isSuspended(deps: Deps, memberId: number): Promise<boolean> {
  const facts = await writerFacts(deps.database.db, memberId);
  return Boolean(facts.suspendedUntil && facts.suspendedUntil.getTime() > deps.now().getTime());
}

export { blockedBetween };
