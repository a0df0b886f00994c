import sharp, { type Metadata, type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MEGAPIXELS_MAX, IMAGE_WIDTHS, LIMITS, MEMBER_UPLOAD_LIMITS } from '@acsc/shared';
import type { MediaVariant } from '../../db/schema/index.js';
import { fail } from '../../platform/errors.js';
import { mediaUrlOf, type Storage } from '../../platform/storage.js';
import { writeAudit } from '../../platform/audit.js';
import { sanitizeFileName } from '../../platform/upload.js';
import type { Actor } from '../../platform/staff.js';
import type { Executor } from '../../platform/db.js';
import { newItemFolder } from './keys.js';
import type { MediaDeps } from './library.js';
import { presentMedia } from './presenter.js';
import * as repo from './repo.js';

/** Image types accepted, by what the bytes say (the file name and the browser's type are ignored). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);
const WEBP_QUALITY = 80;

/** What the bytes of an upload are, once they are known to be an image sharp can read. */
export interface CheckedImage {
  /** The type the bytes say, e.g. image/jpeg. */
  mime: string;
  /** The extension of that type, e.g. jpg. */
  ext: string;
  /** As displayed (EXIF orientation applied). */
  width: number;
  height: number;
}

/** Whose upload: a member's images are decoded under a lower cap than the staff's (MEMBER_UPLOAD_LIMITS). */
export type ImageUploader = 'member' | 'staff';

/**
 * How an image is made to fit `largest` pixels: `width` (that many wide, the public variants), `square`
 * (a square of that side, avatars), `inside` (that many on its longer side, private images).
 */
export type ImageFit = 'width' | 'square' | 'inside';

/**
 * The pixels sharp decodes to make an image fit `largest` (see ImageFit): a JPEG is read at 1/2, 1/4 or
 * 1/8 of its size when that still covers the output (libjpeg's shrink-on-load, which sharp uses), any
 * other type whole.
 */
export function decodedPixels(
  mime: string,
  width: number,
  height: number,
  largest: number,
  fit: ImageFit = 'width',
): number {
  let shrink = 1;
  const side = fit === 'square' ? Math.min(width, height) : fit === 'inside' ? Math.max(width, height) : width;
  if (mime === 'image/jpeg') while (shrink < 8 && side / (shrink * 2) >= largest) shrink *= 2;
  return Math.ceil(width / shrink) * Math.ceil(height / shrink);
}

const megapixels = (pixels: number) => Math.round(pixels / 1e5) / 10;

/**
 * Checks that an upload really is an image, from its header only (nothing is decoded here): the type from
 * its magic bytes (the file name and the browser's type are ignored), then sharp must read its header,
 * then its size is bounded: at most IMAGE_MEGAPIXELS_MAX megapixels for anyone, and for a member at most
 * MEMBER_UPLOAD_LIMITS.imageDecodedMegapixelsMax decoded to make it fit `largest` (by default the widest
 * variant's width).
 */
export async function checkImage(
  data: Buffer,
  by: ImageUploader,
  opts: { largest?: number; fit?: ImageFit; types?: ReadonlySet<string> } = {},
): Promise<CheckedImage> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !(opts.types ?? IMAGE_TYPES).has(type.mime))
    fail('MEDIA_TYPE_UNSUPPORTED', { detail: type?.mime ?? 'unknown' });
  let meta: Metadata;
  try {
    // The header only: without the limit sharp refuses a 900-megapixel header as unreadable, not as too big.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return fail('IMAGE_UNREADABLE');
  }
  // Orientation 5-8 means the picture is stored rotated a quarter turn.
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) fail('IMAGE_UNREADABLE');
  const pixels = width * height;
  if (pixels > IMAGE_MEGAPIXELS_MAX * 1e6)
    fail('IMAGE_TOO_MANY_PIXELS', { megapixels: megapixels(pixels), limit: IMAGE_MEGAPIXELS_MAX });
  const cap = MEMBER_UPLOAD_LIMITS.imageDecodedMegapixelsMax;
  if (
    by === 'member' &&
    decodedPixels(type!.mime, width, height, opts.largest ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], opts.fit) >
      cap * 1e6
  ) {
    fail('IMAGE_TOO_MANY_PIXELS', { megapixels: megapixels(pixels), limit: cap });
  }
  return { mime: type!.mime, ext: type!.ext, width, height };
}

export interface StoredVariant extends MediaVariant {
  key: string;
  bytes: number;
  height: number;
}

/**
 * Re-encodes a checked image as WebP files `<folder>/<width>.webp`, one per width (never enlarged);
 * `square` crops the centre to a square of exactly that width (avatars, enlarged if need be). The upload
 * is decoded once, to the largest variant's pixels, and every width is made from those (sharp's clone()
 * of one raw input): decoding a picture once per width cost a 7,000 x 7,000 PNG three full decodes
 * (docs/benchmarks-history.md, "Image uploads"). Re-encoding drops every metadata block (EXIF with GPS, XMP, ICC
 * comments): sharp writes none unless asked to. On any failure nothing is left stored.
 */
export async function writeWebpVariants(
  storage: Storage,
  data: Buffer,
  folder: string,
  widths: readonly number[],
  square = false,
): Promise<StoredVariant[]> {
  const variants: StoredVariant[] = [];
  const largest = Math.max(...widths);
  try {
    const decoded = await sharp(data, { limitInputPixels: IMAGE_MEGAPIXELS_MAX * 1e6, animated: false })
      .rotate()
      .resize(
        square
          ? { width: largest, height: largest, fit: 'cover', position: 'centre' }
          : { width: largest, withoutEnlargement: true },
      )
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = decoded.info;
    const base = sharp(decoded.data, { raw: { width, height, channels } });
    for (const w of widths) {
      const one = base.clone();
      if (w < width) one.resize(square ? { width: w, height: w } : { width: w });
      const { data: out, info } = await one.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
      const key = `${folder}/${w}.webp`;
      await storage.putBuffer(key, out, 'image/webp');
      variants.push({ width: info.width, height: info.height, url: mediaUrlOf(key), key, bytes: out.length });
    }
  } catch (e) {
    await Promise.all(variants.map((v) => storage.remove(v.key)));
    if ((e as { errorName?: string }).errorName) throw e;
    return fail('IMAGE_UNREADABLE');
  }
  return variants;
}

/** The encoder of each format a private image may be in: its own, so a PNG keeps its transparency and a photo stays a JPEG. */
const ENCODE: Record<string, (s: Sharp) => Sharp> = {
  'image/jpeg': (s) => s.jpeg({ quality: 85 }),
  'image/png': (s) => s.png(),
  'image/webp': (s) => s.webp({ quality: WEBP_QUALITY }),
};

/**
 * Re-encodes a checked private image (a chat image, a proof) in its own format (JPEG, PNG or WebP), upright
 * (its EXIF orientation applied) and at most `side` pixels on its longer side (never enlarged), without a
 * byte of its metadata: sharp writes no EXIF (with GPS), XMP, ICC profile or comment unless asked to (DESIGN
 * section 5, "images re-encoded (metadata and GPS stripped)"). Check it first with checkImage(..., { largest:
 * side, fit: 'inside' }), so the decode stays within the uploader's cap.
 */
export async function reencodeImage(data: Buffer, checked: CheckedImage, side: number): Promise<Buffer> {
  const encode = ENCODE[checked.mime];
  if (!encode) return fail('MEDIA_TYPE_UNSUPPORTED', { detail: checked.mime });
  try {
    const upright = sharp(data, { limitInputPixels: IMAGE_MEGAPIXELS_MAX * 1e6, animated: false })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    return await encode(upright).toBuffer();
  } catch {
    return fail('IMAGE_UNREADABLE');
  }
}

/**
 * A member uploading through a member call (not staff): the row records the owner, nothing goes to the
 * staff audit log, and `check` runs in the insert's transaction (the member's quota, modules/file/quota.ts).
 */
export interface MemberUploader {
  ownerId: number;
  check(tx: Executor, bytes: number): Promise<void>;
}

/** Checks an uploaded image and stores it in the media library, re-encoded as WebP at a few widths. */
export async function storeImage(ctx: MediaDeps, data: Buffer, originalName: string, by: Actor | MemberUploader) {
  const owner = 'ownerId' in by ? by : null;
  const checked = await checkImage(data, owner ? 'member' : 'staff');
  const largest = Math.min(checked.width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  const widths = [...new Set([...IMAGE_WIDTHS.filter((w) => w < largest), largest])];
  const variants = await writeWebpVariants(ctx.storage, data, newItemFolder('images', ctx.now()), widths);
  const top = variants[variants.length - 1];
  const now = ctx.now();
  const db = ctx.database.db;
  try {
    return await db.transaction(async (tx) => {
      if (owner)
        await owner.check(
          tx,
          variants.reduce((s, v) => s + v.bytes, 0),
        );
      const row = await repo.insertMedia(tx, {
        kind: 'image',
        url: top.url,
        keys: variants.map((v) => v.key),
        width: top.width,
        height: top.height,
        variants: variants.map((v) => ({ width: v.width, url: v.url })),
        bytes: variants.reduce((s, v) => s + v.bytes, 0),
        mime: 'image/webp',
        originalName: sanitizeFileName(originalName, checked.ext, 'image'),
        createdAt: now,
        createdBy: owner ? null : (by as Actor).id,
        ownerId: owner?.ownerId ?? null,
      });
      const item = presentMedia(row, []);
      if (!owner)
        await writeAudit(tx, by as Actor, {
          action: 'upload',
          entityType: 'media',
          entityId: row.id,
          before: null,
          after: { ...item, sourceMime: checked.mime, sourceBytes: data.length },
          at: now,
        });
      return item;
    });
  } catch (e) {
    // A refused quota (or any failure to record it) leaves no files behind.
    await Promise.all(variants.map((v) => ctx.storage.remove(v.key).catch(() => undefined)));
    throw e;
  }
}

export const IMAGE_BYTES_MAX = LIMITS.imageBytesMax;
