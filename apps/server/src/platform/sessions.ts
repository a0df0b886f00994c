import { and, eq, gt, isNull } from 'drizzle-orm';
import { members, sessions } from '../db/schema/index.js';
import type { Executor } from './db.js';

/** Session rows: written by sign-in (modules/auth), read on every signed-in call (platform/auth). */

export async function insertSession(db: Executor, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

/** The live session of a token hash together with its active member, or null. */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      memberId: members.id,
      roles: members.roles,
      language: members.language,
      nickname: members.nickname,
      memberSince: members.createdAt,
      feedVersion: members.feedVersion,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(members.status, 'active')))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Executor, sessionId: number, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
