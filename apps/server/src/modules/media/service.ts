import type { Executor } from '../../platform/db.js';
import { storeImage, type MemberUploader } from './image.js';
import { usagesOf, type MediaDeps } from './library.js';
import * as repo from './repo.js';

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
/** Document downloads under their uploaded name (app.ts registers it before the /media/ file handlers). */
export { registerDocumentDownloads } from './download.js';

/** A member's video by its tus upload id (only its uploader finds it). */
export const memberVideoByUpload = (db: Executor, uploadId: string, ownerId: number) =>
  repo.byUpload(db, uploadId, ownerId);

/**
 * A deleted member's uploads that no content uses (the avatar, images never attached) are erased with
 * the account; images inside content the member wrote stay with that content. Returns the file removal,
 * to run after the erasure commits.
 */
export async function eraseUnusedMediaOf(ctx: MediaDeps, memberId: number, tx: Executor): Promise<() => Promise<void>> {
  const keys = await dropUnused(tx, await repo.allOf(tx, memberId));
  return async () => {
    await Promise.all(keys.map((k) => ctx.storage.remove(k)));
  };
}

/** The rows no content uses are deleted; answers their storage keys, removed after the commit. */
async function dropUnused(tx: Executor, rows: repo.MediaRow[]): Promise<string[]> {
  const used = await usagesOf(tx, rows, 'zh_CN');
  const unused = rows.filter((r) => used.get(r.id)!.length === 0);
  await repo.deleteRows(
    tx,
    unused.map((r) => r.id),
  );
  return unused.flatMap((r) => r.keys);
}

/** A member's own uploads among `ids` (what their post may attach: anything else is not theirs). */
export const ownedMedia = (db: Executor, ownerId: number, ids: number[]) => repo.ownedBy(db, ownerId, ids);

/**
 * Lets go of uploads of the member that content no longer attaches (an edited or deleted post): those
 * no content uses any more are deleted in `tx`; answers their storage keys, removed after the commit.
 */
export async function releaseUnusedMedia(tx: Executor, ownerId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return dropUnused(tx, await repo.ownedBy(tx, ownerId, [...new Set(ids)]));
}

/** A video the seed ships (an mp4 and its poster under /media/demo/), recorded as the member's upload. */
export async function seedVideo(
  db: Executor,
  video: { url: string; poster: string; seconds: number; ownerId: number; createdAt: Date },
): Promise<repo.MediaRow> {
  return repo.insertMedia(db, {
    kind: 'video',
    url: video.url,
    keys: [],
    poster: video.poster,
    durationSeconds: video.seconds,
    bytes: 0,
    mime: 'video/mp4',
    ownerId: video.ownerId,
    createdAt: video.createdAt,
  });
}
