import { and, eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';

/**
 * The columns of a member's public page, of an active account only (never the contact ones), with the
 * privacy columns the page's rule reads (setting's canSeeProfile), so one query serves both.
 */
export async function publicMember(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: members.id,
      nickname: members.nickname,
      avatar: members.avatar,
      roles: members.roles,
      certifiedAlumnus: members.certifiedAlumnus,
      school: members.school,
      bio: members.bio,
      messagePolicy: members.messagePolicy,
      profilePolicy: members.profilePolicy,
      erasedAt: members.erasedAt,
    })
    .from(members)
    .where(and(eq(members.id, id), eq(members.status, 'active')))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- the seed's members (service.ts)

export type NewMember = Pick<typeof members.$inferInsert, 'nickname' | 'email' | 'language' | 'createdAt'>;

/** Members signed up by the seed (an email, no password: they sign in by code); answers their ids in order. */
export async function insertMembers(db: Executor, rows: NewMember[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return (await db.insert(members).values(rows).returning({ id: members.id })).map((r) => r.id);
}

export async function setAvatar(db: Executor, memberId: number, avatar: string): Promise<void> {
  await db.update(members).set({ avatar }).where(eq(members.id, memberId));
}
