import { eq } from 'drizzle-orm';
import { privacyFromColumns, type PrivacyAudience, type PrivacySettings, type PrivacyUpdateBody, type Role } from '@acsc/shared';
import { members } from '../../db/schema/index.js';
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
 * and support must reach every account). 'following': following does not exist yet, so for now it means
 * nobody but the member and staff; when follows arrive, this is the one place that learns about them.
 */
export function inAudience(audience: PrivacyAudience, viewer: Viewer | null, memberId: number): boolean {
  if (viewer && (viewer.id === memberId || isStaff(viewer))) return true;
  switch (audience) {
    case 'everyone':
      return true;
    case 'members':
      return viewer !== null;
    case 'following':
      return false;
  }
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
  return inAudience(privacyOf(target).messages, viewer, target.id);
}

/** May `viewer` (null: a visitor) see `member`'s profile page? An erased account has none, except for staff. */
export async function canSeeProfile(deps: Pick<AppContext, 'database'>, viewer: Viewer | null, member: number | PrivacyTarget): Promise<boolean> {
  const target = typeof member === 'number' ? await targetOf(deps.database.db, member) : member;
  if (!target) return false;
  if (target.erasedAt) return viewer !== null && isStaff(viewer);
  return inAudience(privacyOf(target).profile, viewer, target.id);
}

/** setting/v1/privacy/update. */
export async function updatePrivacy(deps: Pick<AppContext, 'database' | 'now'>, memberId: number, body: PrivacyUpdateBody): Promise<PrivacySettings> {
  await deps.database.db
    .update(members)
    .set({ messagePolicy: body.messages, profilePolicy: body.profile, updatedAt: deps.now() })
    .where(eq(members.id, memberId));
  return { messages: body.messages, profile: body.profile };
}
