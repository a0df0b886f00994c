import { LIMITS } from './limits.js';

// No zod here: the header (first load) reads avatarUrl, and a module with schemas would bring zod along.

export const AVATAR_LIMITS = {
  /** What the cropper uploads is a small square; a photo straight from a camera still fits. */
  bytesMax: 5 * 1024 * 1024,
  /** A picked photo larger than this is refused in the browser before it is decoded. */
  pickBytesMax: LIMITS.imageBytesMax,
  /** The square the cropper draws and uploads. */
  uploadPx: 512,
  /** The square WebP files stored: 96 for the header and member cards (up to 3x), 256 for the settings page. */
  sizes: [96, 256],
} as const;

/**
 * The URL of an avatar at one of the stored sizes. `members.avatar` holds the largest; the others sit
 * beside it. Any other URL (an avatar from before uploads existed) is returned as it is.
 */
export function avatarUrl(
  url: string | null | undefined,
  size: (typeof AVATAR_LIMITS.sizes)[number],
): string | undefined {
  if (!url) return undefined;
  return /^\/media\/avatars\/.+\/\d+\.webp$/.test(url) ? url.replace(/\d+\.webp$/, `${size}.webp`) : url;
}
