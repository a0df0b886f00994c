import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { members, sessions } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';

/** The member's own settings: profile columns, password hash, live sessions. */

export type ProfileColumns = Pick<typeof members.$inferInsert, 'nickname' | 'gender' | 'school' | 'major' | 'degree' | 'city' | 'province' | 'bio' | 'language'>;

export async function updateProfile(db: Executor, memberId: number, profile: ProfileColumns, now: Date) {
  await db.update(members).set({ ...profile, updatedAt: now }).where(eq(members.id, memberId));
}

export async function passwordHashOf(db: Executor, memberId: number): Promise<string | null> {
  const [row] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId)).limit(1);
  return row?.passwordHash ?? null;
}

export async function setPasswordHash(db: Executor, memberId: number, passwordHash: string, now: Date) {
  await db.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, memberId));
}

const live = (memberId: number, now: Date) => and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** The member's live sessions, most recently seen first. */
export async function liveSessions(db: Executor, memberId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      osName: sessions.osName,
      osVersion: sessions.osVersion,
      platform: sessions.platform,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(live(memberId, now))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(100);
}

/** Ends one live session of the member (none when the id is another member's); returns the ids ended. */
export async function revokeOne(db: Executor, memberId: number, sessionId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(live(memberId, now), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Ends every live session of the member but one. */
export async function revokeOthers(db: Executor, memberId: number, keepSessionId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(live(memberId, now), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/**
 * Points the member at a new avatar and returns the one it replaces (null when there was none), read in
 * the same statement so two uploads racing each remove only what they replaced; undefined when there
 * is no such member.
 */
export async function replaceAvatar(db: Executor, memberId: number, avatar: string, now: Date): Promise<string | null | undefined> {
  const result = await db.execute<{ previous: string | null }>(sql`
    update members m set avatar = ${avatar}, updated_at = ${now}
    from (select id, avatar from members where id = ${memberId} for update) old
    where m.id = old.id
    returning old.avatar as previous`);
  const rows = result.rows as { previous: string | null }[];
  return rows.length ? rows[0].previous : undefined;
}

/** Sets the password of an account that has none; false when it has one already. */
export async function setFirstPasswordHash(db: Executor, memberId: number, passwordHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(members.id, memberId), isNull(members.passwordHash)))
    .returning({ id: members.id });
  return rows.length === 1;
}
