import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { addressProofs, members, verificationCodes } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';

export type MemberRow = typeof members.$inferSelect;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = 'login' | 'bind';

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
    .where(and(eq(verificationCodes.address, address), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)));
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
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt), lt(verificationCodes.wrongTries, maxTries)))
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
