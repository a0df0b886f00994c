import { and, asc, eq, sql } from 'drizzle-orm';
import type { VitaeInfo } from '@acsc/shared';
import { members, vitae, vitaeExperience } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';

/** All SQL of the CV (issue 32). */

export type VitaeRow = typeof vitae.$inferSelect;
export type ExperienceRow = typeof vitaeExperience.$inferSelect;
const X = vitaeExperience;

export async function findVitae(db: Executor, memberId: number): Promise<VitaeRow | null> {
  const [row] = await db.select().from(vitae).where(eq(vitae.memberId, memberId));
  return row ?? null;
}

/** The account's phone and email, what an empty CV is prefilled with. */
export async function accountContact(db: Executor, memberId: number) {
  const [row] = await db
    .select({ phone: members.phone, email: members.email })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

export async function saveInfo(db: Executor, memberId: number, info: VitaeInfo, now: Date) {
  await db
    .insert(vitae)
    .values({ memberId, info, updatedAt: now })
    .onConflictDoUpdate({ target: vitae.memberId, set: { info, updatedAt: now } });
}

/** Sets the photo key (creating the row with an empty info when needed); answers the previous key. */
export async function setPhoto(
  tx: Executor,
  memberId: number,
  photoKey: string | null,
  emptyInfo: VitaeInfo,
  now: Date,
): Promise<string | null> {
  const before = await tx
    .select({ photoKey: vitae.photoKey })
    .from(vitae)
    .where(eq(vitae.memberId, memberId))
    .for('update');
  await tx
    .insert(vitae)
    .values({ memberId, info: emptyInfo, photoKey, updatedAt: now })
    .onConflictDoUpdate({ target: vitae.memberId, set: { photoKey, updatedAt: now } });
  return before[0]?.photoKey ?? null;
}

export function experienceOf(db: Executor, memberId: number): Promise<ExperienceRow[]> {
  return db.select().from(X).where(eq(X.memberId, memberId)).orderBy(asc(X.position), asc(X.id));
}

/** Serialises one member's experience writes: the CV row locked (created when missing). */
export async function lockMember(tx: Executor, memberId: number) {
  await tx.execute(sql`select id from ${members} where ${members.id} = ${memberId} for update`);
}

export async function insertExperience(
  tx: Executor,
  memberId: number,
  entry: Omit<ExperienceRow, 'id' | 'memberId' | 'position' | 'updatedAt'>,
  now: Date,
): Promise<ExperienceRow> {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${X.position}), -1)::int + 1` })
    .from(X)
    .where(eq(X.memberId, memberId));
  const [row] = await tx
    .insert(X)
    .values({ memberId, ...entry, position: Number(next), updatedAt: now })
    .returning();
  return row;
}

export async function updateExperience(
  tx: Executor,
  memberId: number,
  id: number,
  entry: Omit<ExperienceRow, 'id' | 'memberId' | 'position' | 'updatedAt'>,
  now: Date,
): Promise<ExperienceRow | null> {
  const [row] = await tx
    .update(X)
    .set({ ...entry, updatedAt: now })
    .where(and(eq(X.id, id), eq(X.memberId, memberId)))
    .returning();
  return row ?? null;
}

export async function deleteExperience(tx: Executor, memberId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(X)
    .where(and(eq(X.id, id), eq(X.memberId, memberId)))
    .returning({ id: X.id });
  return rows.length > 0;
}

export async function setPosition(tx: Executor, memberId: number, id: number, position: number, now: Date) {
  await tx
    .update(X)
    .set({ position, updatedAt: now })
    .where(and(eq(X.id, id), eq(X.memberId, memberId)));
}

export async function touch(tx: Executor, memberId: number, now: Date) {
  await tx.update(vitae).set({ updatedAt: now }).where(eq(vitae.memberId, memberId));
}

export async function eraseVitae(tx: Executor, memberId: number): Promise<string | null> {
  const [row] = await tx.delete(vitae).where(eq(vitae.memberId, memberId)).returning({ photoKey: vitae.photoKey });
  await tx.delete(X).where(eq(X.memberId, memberId));
  return row?.photoKey ?? null;
}
