import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { addressProofs, members, sessions, verificationCodes } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';

export type MemberRow = typeof members.$inferSelect;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = 'login' | 'bind' | 'reset';

/** Serialises code sends to one address across processes until the transaction ends. */
export async function lockAddress(tx: Executor, address: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'code:' + address}))`);
}

/** Newest code sent to the address for any purpose: the 60 s resend wait is per address. */
export async function lastCodeSentAt(tx: Executor, address: string): Promise<Date | null> {
  const [row] = await tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.address, address))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** A new code makes every earlier unused one of the same purpose dead. */
export async function retireCodes(tx: Executor, address: string, purpose: CodePurpose, now: Date) {
  await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.address, address),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function insertCode(tx: Executor, row: typeof verificationCodes.$inferInsert): Promise<number> {
  const [created] = await tx.insert(verificationCodes).values(row).returning({ id: verificationCodes.id });
  return created.id;
}

/** A code that never reached its address must neither be usable nor hold back a resend. */
export async function deleteCode(db: Executor, id: number) {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

export async function latestCode(db: Executor, address: string, purpose: CodePurpose): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.address, address), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong try atomically; returns the new count (or null when the row is already dead). */
export async function addWrongTry(db: Executor, id: number, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ wrongTries: sql`${verificationCodes.wrongTries} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.wrongTries, maxTries),
      ),
    )
    .returning({ wrongTries: verificationCodes.wrongTries });
  return row?.wrongTries ?? null;
}

/** Spends a code once: false when another request spent it first. */
export async function consumeCode(tx: Executor, id: number, maxTries: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.wrongTries, maxTries),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

export async function insertProof(tx: Executor, row: typeof addressProofs.$inferInsert) {
  await tx.insert(addressProofs).values(row);
}

/** Spends a uniqueMark issued for exactly this address, if it is still live. */
export async function consumeProof(tx: Executor, markHash: string, address: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(addressProofs)
    .set({ consumedAt: now })
    .where(
      and(
        eq(addressProofs.markHash, markHash),
        eq(addressProofs.address, address),
        isNull(addressProofs.consumedAt),
        gt(addressProofs.expiresAt, now),
      ),
    )
    .returning({ id: addressProofs.id });
  return rows.length === 1;
}

export async function findMemberById(db: Executor, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}

export async function findMemberByPhone(db: Executor, phone: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.phone, phone)).limit(1);
  return row ?? null;
}

export async function findMemberByEmail(db: Executor, email: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.email, email)).limit(1);
  return row ?? null;
}

export async function insertMember(tx: Executor, row: typeof members.$inferInsert): Promise<MemberRow> {
  const [created] = await tx.insert(members).values(row).returning();
  return created;
}

export async function setMemberPhone(tx: Executor, id: number, phone: string, countryCode: string, now: Date) {
  await tx.update(members).set({ phone, countryCode, updatedAt: now }).where(eq(members.id, id));
}

export async function setMemberEmail(tx: Executor, id: number, email: string, now: Date) {
  await tx.update(members).set({ email, updatedAt: now }).where(eq(members.id, id));
}

// Account recovery and the code guards (issue 28).

/** Whether the member holding this phone or email has signed in on this device (sessions are kept 30 days after they end). */
export async function addressOwnerUsedDevice(db: Executor, address: string, deviceId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.deviceId, deviceId), or(eq(members.phone, address), eq(members.email, address))))
    .limit(1);
  return rows.length > 0;
}

/** A uniqueMark issued for this address that is still live (read only: consumeProof spends it). */
export async function proofIsLive(db: Executor, markHash: string, address: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: addressProofs.id })
    .from(addressProofs)
    .where(
      and(
        eq(addressProofs.markHash, markHash),
        eq(addressProofs.address, address),
        isNull(addressProofs.consumedAt),
        gt(addressProofs.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

export async function setPasswordHash(tx: Executor, memberId: number, passwordHash: string, now: Date) {
  await tx.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, memberId));
}

/** Ends every session of the member; returns the ids ended. */
export async function revokeAllSessions(tx: Executor, memberId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Whether the member has (or had, within the 30 days sessions are kept) a session, from this device if one is named. */
export async function hasSession(db: Executor, memberId: number, deviceId?: string): Promise<boolean> {
  const where = deviceId
    ? and(eq(sessions.memberId, memberId), eq(sessions.deviceId, deviceId))
    : eq(sessions.memberId, memberId);
  const rows = await db.select({ id: sessions.id }).from(sessions).where(where).limit(1);
  return rows.length > 0;
}

export async function hasPassword(db: Executor, memberId: number): Promise<boolean> {
  const [row] = await db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, memberId)).limit(1);
  return Boolean(row?.hash);
}
