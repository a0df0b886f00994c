import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  addressProofs,
  liveCursors,
  liveEvents,
  memberBlocks,
  memberFollows,
  members,
  notificationPreferences,
  notifications,
  sessions,
  verificationCodes,
} from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../platform/db.js';

/**
 * The member's own settings: profile columns, password hash, live sessions, privacy choices, the data
 * export's reads, account deletion and erasure.
 */

export type MemberRow = typeof members.$inferSelect;

/** The member's whole row (null when there is none). */
export async function memberRow(db: Executor, memberId: number): Promise<MemberRow | null> {
  const [m] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  return m ?? null;
}

export type ProfileColumns = Pick<
  typeof members.$inferInsert,
  'nickname' | 'gender' | 'school' | 'major' | 'degree' | 'city' | 'province' | 'bio' | 'language'
>;

export async function updateProfile(db: Executor, memberId: number, profile: ProfileColumns, now: Date) {
  await db
    .update(members)
    .set({ ...profile, updatedAt: now })
    .where(eq(members.id, memberId));
}

export async function passwordHashOf(db: Executor, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.passwordHash ?? null;
}

export async function setPasswordHash(db: Executor, memberId: number, passwordHash: string, now: Date) {
  await db.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, memberId));
}

const live = (memberId: number, now: Date) =>
  and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

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
export async function revokeOthers(
  db: Executor,
  memberId: number,
  keepSessionId: number,
  now: Date,
): Promise<number[]> {
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
export async function replaceAvatar(
  db: Executor,
  memberId: number,
  avatar: string,
  now: Date,
): Promise<string | null | undefined> {
  const rows = await rowsOf<{ previous: string | null }>(
    db,
    sql`
    update members m set avatar = ${avatar}, updated_at = ${now}
    from (select id, avatar from members where id = ${memberId} for update) old
    where m.id = old.id
    returning old.avatar as previous`,
  );
  return rows.length ? rows[0].previous : undefined;
}

/** Sets the password of an account that has none; false when it has one already. */
export async function setFirstPasswordHash(
  db: Executor,
  memberId: number,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(members.id, memberId), isNull(members.passwordHash)))
    .returning({ id: members.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------- privacy

/** Whether `follower` follows `followee` (the exchange's member_follows: the 'following' audience). */
export async function follows(db: Executor, follower: number, followee: number): Promise<boolean> {
  const [row] = await db
    .select({ x: memberFollows.followerId })
    .from(memberFollows)
    .where(and(eq(memberFollows.followerId, follower), eq(memberFollows.followeeId, followee)))
    .limit(1);
  return Boolean(row);
}

/** Either member blocked the other (exchange block/unblock): no messages between them. */
export async function blockedEitherWay(db: Executor, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ x: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)),
        and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A member's privacy columns, unless the account is disabled (null). */
export async function privacyTarget(db: Executor, memberId: number) {
  const [row] = await db
    .select({
      id: members.id,
      messagePolicy: members.messagePolicy,
      profilePolicy: members.profilePolicy,
      erasedAt: members.erasedAt,
      status: members.status,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row && row.status !== 'disabled' ? row : null;
}

export async function setPrivacy(
  db: Executor,
  memberId: number,
  messagePolicy: string,
  profilePolicy: string,
  now: Date,
): Promise<void> {
  await db.update(members).set({ messagePolicy, profilePolicy, updatedAt: now }).where(eq(members.id, memberId));
}

// ---------------------------------------------------------------- the data export

/** Every session of the member, ended ones too, with their IPs. */
export function sessionsForExport(db: Executor, memberId: number) {
  return db
    .select({
      id: sessions.id,
      osName: sessions.osName,
      osVersion: sessions.osVersion,
      platform: sessions.platform,
      deviceId: sessions.deviceId,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(asc(sessions.id));
}

/** Every notification of the member as stored (type and parameters). */
export function notificationsForExport(db: Executor, memberId: number) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      params: notifications.params,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.memberId, memberId))
    .orderBy(asc(notifications.id));
}

// ---------------------------------------------------------------- deletion and erasure

/** Schedules the erasure, unless one is scheduled already (false then). */
export async function scheduleDeletion(tx: Executor, memberId: number, deleteAt: Date, now: Date): Promise<boolean> {
  const marked = await tx
    .update(members)
    .set({ deleteAt, updatedAt: now })
    .where(and(eq(members.id, memberId), isNull(members.deleteAt)))
    .returning({ id: members.id });
  return marked.length > 0;
}

/** Ends every session of the member not ended yet; answers their ids. */
export async function revokeAll(tx: Executor, memberId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Cancels a scheduled deletion of an account not erased; false when none was scheduled. */
export async function cancelDeletion(db: Executor, memberId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ deleteAt: null, updatedAt: now })
    .where(and(eq(members.id, memberId), isNotNull(members.deleteAt), isNull(members.erasedAt)))
    .returning({ id: members.id });
  return rows.length > 0;
}

/** The member's row, locked for the erasure's transaction. */
export async function lockMember(tx: Executor, memberId: number): Promise<MemberRow | null> {
  const [m] = await tx.select().from(members).where(eq(members.id, memberId)).for('update').limit(1);
  return m ?? null;
}

/**
 * What signing in left of the member: codes and address proofs of their addresses, sessions,
 * notifications and their preferences, live events and the live cursor.
 */
export async function deleteSignInTraces(tx: Executor, memberId: number, addresses: string[]): Promise<void> {
  if (addresses.length) {
    await tx.delete(verificationCodes).where(inArray(verificationCodes.address, addresses));
    await tx.delete(addressProofs).where(inArray(addressProofs.address, addresses));
  }
  await tx.delete(sessions).where(eq(sessions.memberId, memberId));
  await tx.delete(notifications).where(eq(notifications.memberId, memberId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.memberId, memberId));
  await tx.delete(liveEvents).where(eq(liveEvents.memberId, memberId));
  await tx.delete(liveCursors).where(eq(liveCursors.memberId, memberId));
}

/** The member row without anything personal: the account stays so what they wrote has an author ("deleted member"). */
export async function wipeMember(tx: Executor, memberId: number, now: Date): Promise<void> {
  await tx
    .update(members)
    .set({
      phone: null,
      countryCode: null,
      email: null,
      passwordHash: null,
      nickname: '',
      avatar: null,
      gender: null,
      school: null,
      major: null,
      degree: null,
      city: null,
      province: null,
      bio: null,
      roles: [],
      status: 'erased',
      messagePolicy: 'following',
      profilePolicy: 'following',
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(members.id, memberId));
}
