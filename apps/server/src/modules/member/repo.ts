import { and, eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';

/**
 * The columns of a member's public page, of an active account only (never the contact ones), with the
 * privacy columns the page's rule reads (setting's canSeeProfile), so one query serves both.
 */
export async function publicMember(db: Executor, id: number) {
  const [row] = await db
    .select({ id: members.id, nickname: members.nickname, avatar: members.avatar, roles: members.roles, school: members.school, bio: members.bio, messagePolicy: members.messagePolicy, profilePolicy: members.profilePolicy, erasedAt: members.erasedAt })
    .from(members)
    .where(and(eq(members.id, id), eq(members.status, 'active')))
    .limit(1);
  return row ?? null;
}
