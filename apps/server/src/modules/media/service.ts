import { eq } from 'drizzle-orm';
import { media } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { storeImage, type MemberUploader } from './image.js';
import { usagesOf, type MediaDeps } from './library.js';

/**
 * What other features use of the media pipeline: the one way an uploaded image is checked and
 * re-encoded (public images as WebP variants, private images in their own format; metadata and GPS stripped), where a new item's files go, and member uploads into the
 * library (owner recorded). The staff media library (routes.ts) is built on the same functions; the
 * multipart reader is platform/upload.ts.
 */
export { checkImage, reencodeImage, writeWebpVariants, type CheckedImage, type StoredVariant } from './image.js';
export { newItemFolder } from './keys.js';
/** Where media rows are used by any content (a feature deleting its own uploads checks this first). */
export { usagesOf } from './library.js';
export { storeImage, type MemberUploader };
/** The one tus pipeline of videos (console and members). */
export { registerTusRoutes, type VideoUploader } from './video.js';
export type { MediaRow } from './library.js';

/**
 * A deleted member's uploads that no content uses (the avatar, images never attached) are erased with
 * the account; images inside content the member wrote stay with that content. Returns the file removal,
 * to run after the erasure commits.
 */
export async function eraseUnusedMediaOf(ctx: MediaDeps, memberId: number, tx: Executor): Promise<() => Promise<void>> {
  const owned = await tx.select().from(media).where(eq(media.ownerId, memberId));
  const used = await usagesOf(tx, owned, 'zh_CN');
  const unused = owned.filter((r) => used.get(r.id)!.length === 0);
  for (const row of unused) await tx.delete(media).where(eq(media.id, row.id));
  const keys = unused.flatMap((r) => r.keys);
  return async () => {
    await Promise.all(keys.map((k) => ctx.storage.remove(k)));
  };
}
