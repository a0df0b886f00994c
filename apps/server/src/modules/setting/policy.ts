import { privacyFromColumns, type PrivacyAudience, type Role } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import * as repo from './repo.js';

/**
 * Who may message a member and see their profile (issue 10 §1 "Privacy and data"). Features ask here
 * (canMessage, canSeeProfile) before they show a profile page or accept a message; none reads the
 * columns itself.
 */

/** Who is asking: a signed-in member (request.member has this shape) or a visitor (null). */
export interface Viewer {
  id: number;
  roles: readonly Role[] | readonly string[];
}

/** The member being looked at or written to. */
export interface PrivacyTarget {
  id: number;
  messagePolicy: string;
  profilePolicy: string;
  erasedAt: Date | null;
}

/** The member's choices, with the defaults for anything unknown. */
export const privacyOf = privacyFromColumns;

const isStaff = (viewer: Viewer) => viewer.roles.length > 0;

/**
 * Whether a viewer is in the audience a member chose. The member always is, and so is staff (moderation
 * and support must reach every account). 'following': the people the member follows (the exchange's
 * member_follows), read only when that is the question (or taken from `known`, read by the caller with its own query).
 */
export async function inAudience(
  db: Executor,
  audience: PrivacyAudience,
  viewer: Viewer | null,
  memberId: number,
  known?: KnownFacts,
): Promise<boolean> {
  if (viewer && (viewer.id === memberId || isStaff(viewer))) return true;
  switch (audience) {
    case 'everyone':
      return true;
    case 'members':
      return viewer !== null;
    case 'following':
      return viewer !== null && (known ? known.follows : await repo.follows(db, memberId, viewer.id));
  }
}

/**
 * What a caller already read in its own query (a message send reads both members, the blocks and the
 * follow in one statement: modules/messages/repo.ts sendingFacts): whether either blocked the other, and
 * whether the member follows the viewer. With them the rule reads nothing more.
 */
export interface KnownFacts {
  blocked: boolean;
  follows: boolean;
}

/**
 * May `viewer` send messages to `member`? Visitors never may (a message needs a sender); an erased or
 * unknown account takes none. Pass the member's row when the feature already holds it.
 */
export async function canMessage(
  deps: Pick<AppContext, 'database'>,
  viewer: Viewer | null,
  member: number | PrivacyTarget,
  known?: KnownFacts,
): Promise<boolean> {
  const target = typeof member === 'number' ? await repo.privacyTarget(deps.database.db, member) : member;
  if (!target || target.erasedAt || !viewer) return false;
  if (viewer.id === target.id) return false;
  if (known ? known.blocked : await repo.blockedEitherWay(deps.database.db, viewer.id, target.id)) return false;
  return inAudience(deps.database.db, privacyOf(target).messages, viewer, target.id, known);
}

/** May `viewer` (null: a visitor) see `member`'s profile page? An erased account has none, except for staff. */
export async function canSeeProfile(
  deps: Pick<AppContext, 'database'>,
  viewer: Viewer | null,
  member: number | PrivacyTarget,
): Promise<boolean> {
  const target = typeof member === 'number' ? await repo.privacyTarget(deps.database.db, member) : member;
  if (!target) return false;
  if (target.erasedAt) return viewer !== null && isStaff(viewer);
  return inAudience(deps.database.db, privacyOf(target).profile, viewer, target.id);
}
