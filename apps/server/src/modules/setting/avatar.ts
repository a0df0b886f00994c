import { AVATAR_LIMITS } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { MEDIA_PREFIX } from '../../platform/media.js';
import { fail } from '../../platform/errors.js';
import { checkImage, newItemFolder, writeWebpVariants } from '../media/service.js';
import * as repo from './repo.js';

export type AvatarDeps = Pick<AppContext, 'database' | 'storage' | 'log' | 'now'>;

const AVATAR_FOLDER = /^avatars\/\d{4}\/\d{2}\/[0-9a-f]{32}$/;

/** The storage keys of an uploaded avatar, from the URL kept in `members.avatar`; none for any other URL. */
export function avatarKeys(url: string | null): string[] {
  if (!url?.startsWith(MEDIA_PREFIX)) return [];
  const folder = url.slice(MEDIA_PREFIX.length, url.lastIndexOf('/'));
  return AVATAR_FOLDER.test(folder) ? AVATAR_LIMITS.sizes.map((s) => `${folder}/${s}.webp`) : [];
}

/**
 * setting/v1/avatar/upload: the cropped square the browser sends, checked to be an image by its bytes,
 * re-encoded as square WebP files at the sizes the site shows (EXIF and GPS gone with the re-encode),
 * then made the member's avatar. The previous avatar's files are removed once the row points at the new
 * ones; a failure to remove them is logged, never reported as a failed upload.
 */
export async function uploadAvatar(deps: AvatarDeps, memberId: number, data: Buffer): Promise<string> {
  await checkImage(data, 'member', { largest: Math.max(...AVATAR_LIMITS.sizes), fit: 'square' });
  const variants = await writeWebpVariants(
    deps.storage,
    data,
    newItemFolder('avatars', deps.now()),
    AVATAR_LIMITS.sizes,
    true,
  );
  const avatar = variants[variants.length - 1].url;
  let previous: string | null | undefined;
  try {
    previous = await repo.replaceAvatar(deps.database.db, memberId, avatar, deps.now());
  } catch (err) {
    await Promise.all(variants.map((v) => deps.storage.remove(v.key)));
    throw err;
  }
  if (previous === undefined) {
    await Promise.all(variants.map((v) => deps.storage.remove(v.key)));
    fail('SESSION_INVALID');
  }
  for (const key of avatarKeys(previous ?? null)) {
    try {
      await deps.storage.remove(key);
    } catch (err) {
      deps.log.warn({ err, key }, 'old avatar file not removed');
    }
  }
  return avatar;
}
