import { and, eq, inArray } from 'drizzle-orm';
import { media } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';

/** SQL of the media rows (the library of uploads: the console's and members'). */

export type MediaRow = typeof media.$inferSelect;

/** A member's own uploads among `ids` (what a member's content may attach). */
export function ownedBy(db: Executor, ownerId: number, ids: number[]): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.ownerId, ownerId)));
}

/** Every upload of a member. */
export function allOf(db: Executor, ownerId: number): Promise<MediaRow[]> {
  return db.select().from(media).where(eq(media.ownerId, ownerId));
}

export async function deleteRows(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(media).where(inArray(media.id, ids));
}
