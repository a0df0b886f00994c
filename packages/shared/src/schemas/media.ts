import { z } from 'zod';
import { pageQuerySchema } from '../envelope.js';
import { singleLine } from './text.js';
import { ADMIN_LIMITS } from './editing.js';
import { AUDIT_ENTITY_TYPES } from './admin.js';

/**
 * Files (server modules/media and modules/file): the staff's media library (images re-encoded to
 * several widths, videos, documents) and members' uploads (public images, videos, private files).
 */

const id = z.number().int().positive();
const isoDate = z.string();

// ---------------------------------------------------------------- staff media library

export const MEDIA_KINDS = ['image', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
/** Widths (px) images are re-encoded to for srcset; a smaller original keeps its own width as the largest. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** The most pixels, in millions, any image may have (what a browser must decode to show it); members' decoding is capped lower (MEMBER_UPLOAD_LIMITS). */
export const IMAGE_MEGAPIXELS_MAX = 50;

export const mediaUsage = z.object({ entityType: z.enum(AUDIT_ENTITY_TYPES), id: z.string(), title: z.string() });
export type MediaUsage = z.infer<typeof mediaUsage>;
export const mediaItem = z.object({
  id,
  kind: z.enum(MEDIA_KINDS),
  /** The largest variant of an image, the video file, or the document as uploaded. */
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Images: `url 480w, url 960w, ...` for <img srcset>. */
  srcset: z.string().nullable(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  poster: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  bytes: z.number().int(),
  mime: z.string(),
  originalName: z.string(),
  createdAt: isoDate,
  createdBy: z.number().int().nullable(),
  usedBy: z.array(mediaUsage),
});
export type MediaItem = z.infer<typeof mediaItem>;
export const mediaListQuery = pageQuerySchema.extend({
  keywords: singleLine().trim().max(ADMIN_LIMITS.mediaSearchMax).optional(),
  kind: z.enum(MEDIA_KINDS).optional(),
  unused: z.enum(['true', 'false']).optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuery>;
/** tus upload metadata the console sends (Upload-Metadata): filename and filetype. */
export const TUS_METADATA_KEYS = { filename: 'filename', filetype: 'filetype' } as const;

// ---------------------------------------------------------------- member uploads

/**
 * Member uploads (public images through the media pipeline, private files): a total per member and a
 * cap per day; the write limiter's `upload` class limits bursts.
 */
export const MEMBER_UPLOAD_LIMITS = {
  /** Everything a member stored, public and private, in bytes: images and files (videos have their own allowance). */
  totalBytes: 200 * 1024 * 1024,
  /**
   * A member's videos (exchange posts), in bytes: the spec's largest video (section 5, 20 GB), so a member
   * may keep one video of the largest size, or many smaller ones; deleting a post frees its video.
   */
  videoTotalBytes: 20 * 1024 * 1024 * 1024,
  /** Files stored per member per UTC day. */
  filesPerDay: 60,
  /** One private file (a proof, a CV attachment, a chat image). */
  privateFileBytesMax: 10 * 1024 * 1024,
  /**
   * The most pixels, in millions, the server decodes for a member's image (public or private): lower than
   * the staff's IMAGE_MEGAPIXELS_MAX, since anyone may upload (issue 28). A JPEG is read at 1/2, 1/4 or 1/8
   * of its size when that still covers the largest width, so a 48-megapixel phone photo decodes as 3; a
   * 7,000 x 7,000 PNG decodes whole (49) and is refused.
   */
  imageDecodedMegapixelsMax: 25,
  /**
   * A private image (a chat image, a photographed proof) is re-encoded in its own format with its metadata
   * (EXIF with GPS, XMP, ICC) taken out, and made to fit this many pixels on its longer side: more than a
   * phone screen shows, enough to read a photographed certificate.
   */
  privateImageSideMax: 2560,
} as const;

/** What a member upload answers: the stored image's id, its public URL and widths (public), or a private file's id. */
export const memberImage = z.object({
  id: z.string(),
  url: z.string(),
  srcset: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type MemberImage = z.infer<typeof memberImage>;
/** A member's video once processed (API.memberVideoTus): its id is an exchange post's `videoId`. */
export const memberVideo = z.object({
  id: z.string(),
  url: z.string(),
  posterUrl: z.string().nullable(),
  seconds: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type MemberVideo = z.infer<typeof memberVideo>;
export const memberVideoParams = z.object({ uploadId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });
export const privateFileItem = z.object({
  id: z.string(),
  mime: z.string(),
  bytes: z.number(),
  originalName: z.string(),
  createdAt: z.string(),
});
export type PrivateFileItem = z.infer<typeof privateFileItem>;
export const privateFileParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });
