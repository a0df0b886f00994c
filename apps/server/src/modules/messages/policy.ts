import type { AuthMember } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { blockedBetween, writerFacts } from '../exchange/service.js';
import { isModerator, isReported } from '../moderation/service.js';
import { canMessage } from '../setting/service.js';
import type * as repo from './repo.js';

/**
 * Who may write to whom and who may open a message's image (issue 11, issue 28). Writing follows the
 * recipient's privacy choice (setting's canMessage), blocks either way and the sender's suspension (the
 * exchange's rules: modules/exchange/service.ts).
 */

type Deps = Pick<AppContext, 'database' | 'now'>;
type Recipient = NonNullable<Awaited<ReturnType<typeof repo.memberForMessages>>>;

export async function isSuspended(deps: Deps, memberId: number): Promise<boolean> {
  const facts = await writerFacts(deps.database.db, memberId);
  return Boolean(facts.suspendedUntil && facts.suspendedUntil.getTime() > deps.now().getTime());
}

export { blockedBetween, canMessage };

/** Whether `sender` may message `target` now: privacy choice, blocks, the sender's suspension. */
export async function mayMessage(deps: Deps, sender: AuthMember, target: Recipient): Promise<boolean> {
  if (!(await canMessage(deps, sender, target))) return false;
  return !(await isSuspended(deps, sender.id)) && !(await blockedBetween(deps.database.db, sender.id, target.id));
}

/**
 * Who may open the image of a message: the two members of its conversation while the message shows; a
 * moderator (or admin) only when a member reported the message (each such read is audited by the caller).
 * Answers how the reader may open it, or null: the 404 of a message that does not exist (ids are sequential).
 */
export async function imageAccess(
  deps: Deps,
  reader: AuthMember,
  message: Pick<repo.MessageRow, 'id' | 'status'>,
  conversation: Pick<repo.ConversationRow, 'memberA' | 'memberB'>,
): Promise<'member' | 'moderator' | null> {
  const member = conversation.memberA === reader.id || conversation.memberB === reader.id;
  if (member && message.status === 'visible') return 'member';
  if (isModerator(reader.roles) && (await isReported(deps.database.db, 'message', message.id))) return 'moderator';
  return null;
}

/** A member reports a message of their own conversation only (moderation's "what one may report is what one may read"). */
export const mayReportMessage = (participants: readonly number[] | undefined, viewer: number) =>
  Boolean(participants?.includes(viewer));
