import type { AppContext } from '../../platform/context.js';
import { assertCanWrite, blockedBetween, writerFacts } from '../exchange/service.js';

/**
 * What messages ask of the exchange's core rules (modules/exchange/service.ts): may the member write now
 * (suspension: MEMBER_SUSPENDED with until when) and does either of two members block the other.
 */

type Deps = Pick<AppContext, 'database' | 'now'>;

export const assertMayWrite = async (deps: Deps, memberId: number): Promise<void> => {
  await assertCanWrite(deps, memberId);
};

export async function isSuspended(deps: Deps, memberId: number): Promise<boolean> {
  const facts = await writerFacts(deps.database.db, memberId);
  return Boolean(facts.suspendedUntil && facts.suspendedUntil.getTime() > deps.now().getTime());
}

export { blockedBetween };
