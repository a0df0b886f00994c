import { and, eq, or } from 'drizzle-orm';
import { privacyFromColumns, type PrivacyAudience, type PrivacySettings, type PrivacyUpdateBody, type Role } from '@acsc/shared';
import { memberBlocks, memberFollows, members } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';

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
 * member_follows), read only when that is the question.
 */
export async function inAudience(db: Executor, audience: PrivacyAudience, viewer: Viewer | null, memberId: number): Promise<boolean> {
  if (viewer && (viewer.id === memberId || isStaff(viewer))) return true;
  switch (audience) {
    case 'everyone':
      return true;
    case 'members':
      return viewer !== null;
    case 'following': {
      if (!viewer) return false;
      const [row] = await db
        .select({ x: memberFollows.followerId })
        .from(memberFollows)
        .where(and(eq(memberFollows.followerId, memberId), eq(memberFollows.followeeId, viewer.id)))
        .limit(1);
      return Boolean(row);
    }
  }
}

/** Either member blocked the other (exchange block/unblock): no messages between them. */
async function blockedEitherWay(db: Executor, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ x: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(or(and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)), and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a))))
    .limit(1);
  return Boolean(row);
}

async function targetOf(db: Executor, memberId: number): Promise<PrivacyTarget | null> {
  const [row] = await db
    .select({ id: members.id, messagePolicy: members.messagePolicy, profilePolicy: members.profilePolicy, erasedAt: members.erasedAt, status: members.status })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row && row.status !== 'disabled' ? row : null;
}

/**
 * May `viewer` send messages to `member`? Visitors never may (a message needs a sender); an erased or
 * unknown account takes none. Pass the member's row when the feature already holds it.
 */
export async function canMessage(deps: Pick<AppContext, 'database'>, viewer: Viewer | null, member: number | PrivacyTarget): Promise<boolean> {
  const target = typeof member === 'number' ? await targetOf(deps.database.db, member) : member;
  if (!target || target.erasedAt || !viewer) return false;
  if (viewer.id === target.id) return false;
  if (await blockedEitherWay(deps.database.db, viewer.id, target.id)) return false;
  return inAudience(deps.database.db, privacyOf(target).messages, viewer, target.id);
}

/** May `viewer` (null: a visitor) see `member`'s profile page? An erased account has none, except for staff. */
export async function canSeeProfile(deps: Pick<AppContext, 'database'>, viewer: Viewer | null, member: number | PrivacyTarget): Promise<boolean> {
  const target = typeof member === 'number' ? await targetOf(deps.database.db, member) : member;
  if (!target) return false;
  if (target.erasedAt) return viewer !== null && isStaff(viewer);
  return inAudience(deps.database.db, privacyOf(target).profile, viewer, target.id);
}

/** setting/v1/privacy/update. */
export async function updatePrivacy(deps: Pick<AppContext, 'database' | 'now'>, memberId: number, body: PrivacyUpdateBody): Promise<PrivacySettings> {
  await deps.database.db
    .update(members)
    .set({ messagePolicy: body.messages, profilePolicy: body.profile, updatedAt: deps.now() })
    .where(eq(members.id, memberId));
  return { messages: body.messages, profile: body.profile };
}
