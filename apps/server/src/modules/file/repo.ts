import { and, eq, inArray, sql } from 'drizzle-orm';
import { media, members, privateFiles } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';

/** SQL of members' files: private file rows and what the member's quota counts. */

export type PrivateFileRow = typeof privateFiles.$inferSelect;

export async function insertPrivateFile(
  tx: Executor,
  values: typeof privateFiles.$inferInsert,
): Promise<PrivateFileRow> {
  const [row] = await tx.insert(privateFiles).values(values).returning();
  return row;
}

export async function privateFileById(db: Executor, id: number): Promise<PrivateFileRow | null> {
  const [file] = await db.select().from(privateFiles).where(eq(privateFiles.id, id)).limit(1);
  return file ?? null;
}

/** Files by id (any owner), in no order. */
export function privateFilesByIds(db: Executor, ids: readonly number[]): Promise<PrivateFileRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(privateFiles)
    .where(inArray(privateFiles.id, [...ids]));
}

/** Gives the owner's files a feature's purpose and readers; answers the rows changed. */
export function setPrivateFilesPurpose(
  tx: Executor,
  ownerId: number,
  ids: readonly number[],
  purpose: string,
  readRoles: readonly string[],
): Promise<PrivateFileRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return tx
    .update(privateFiles)
    .set({ purpose, readRoles: [...readRoles] })
    .where(and(eq(privateFiles.ownerId, ownerId), inArray(privateFiles.id, [...ids])))
    .returning();
}

/** Deletes one of the owner's files; answers the storage keys to remove (none when it was not theirs). */
export async function deletePrivateFile(tx: Executor, ownerId: number, id: number): Promise<string[]> {
  const rows = await tx
    .delete(privateFiles)
    .where(and(eq(privateFiles.id, id), eq(privateFiles.ownerId, ownerId)))
    .returning({ key: privateFiles.key });
  return rows.map((r) => r.key);
}

/** Deletes every file of the owner; answers their storage keys. */
export async function deletePrivateFilesOf(tx: Executor, ownerId: number): Promise<string[]> {
  const rows = await tx
    .delete(privateFiles)
    .where(eq(privateFiles.ownerId, ownerId))
    .returning({ key: privateFiles.key });
  return rows.map((r) => r.key);
}

/** The owner's files, oldest first. */
export function privateFilesOf(db: Executor, ownerId: number): Promise<PrivateFileRow[]> {
  return db.select().from(privateFiles).where(eq(privateFiles.ownerId, ownerId)).orderBy(privateFiles.createdAt);
}

/** Locks the member row: two uploads at once are counted one after the other. */
export async function lockMember(tx: Executor, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** What a member stored: public uploads' bytes (videos apart) and private files' bytes, and how many of each since `day`. */
export async function storedBy(tx: Executor, memberId: number, day: Date) {
  const [pub] = await tx
    .select({
      bytes: sql<string>`coalesce(sum(${media.bytes}) filter (where ${media.kind} <> 'video'), 0)`,
      videoBytes: sql<string>`coalesce(sum(${media.bytes}) filter (where ${media.kind} = 'video'), 0)`,
      today: sql<string>`count(*) filter (where ${media.createdAt} >= ${day})`,
    })
    .from(media)
    .where(eq(media.ownerId, memberId));
  const [priv] = await tx
    .select({
      bytes: sql<string>`coalesce(sum(${privateFiles.bytes}), 0)`,
      today: sql<string>`count(*) filter (where ${privateFiles.createdAt} >= ${day})`,
    })
    .from(privateFiles)
    .where(eq(privateFiles.ownerId, memberId));
  return {
    publicBytes: Number(pub.bytes),
    videoBytes: Number(pub.videoBytes),
    privateBytes: Number(priv.bytes),
    filesToday: Number(pub.today) + Number(priv.today),
  };
}
