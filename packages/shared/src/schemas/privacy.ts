import { z } from 'zod';

/**
 * Privacy and data (issue 10 §1 "Privacy and data", §6 private files): who may message a member and see
 * their profile, deleting the account after a code, and the limits of member uploads.
 */

/** Who may do something to a member: anyone (visitors too, where visitors can act), signed-in members, or the people the member follows. */
export const PRIVACY_AUDIENCES = ['everyone', 'members', 'following'] as const;
export type PrivacyAudience = (typeof PRIVACY_AUDIENCES)[number];

export const privacySettings = z.object({
  /** Who may send the member messages. */
  messages: z.enum(PRIVACY_AUDIENCES),
  /** Who may see the member's profile page (the member card stays visible wherever they wrote). */
  profile: z.enum(PRIVACY_AUDIENCES),
});
export type PrivacySettings = z.infer<typeof privacySettings>;

/** setting/v1/privacy/update: both choices at once (the form sends both). */
export const privacyUpdateBody = privacySettings.strict();
export type PrivacyUpdateBody = z.infer<typeof privacyUpdateBody>;

export const DEFAULT_PRIVACY: PrivacySettings = { messages: 'members', profile: 'everyone' };

/** Days between asking for deletion and the erasure of the account; signing in during them lets the member cancel. */
export const ACCOUNT_DELETION_DAYS = 14;

/** Which bound address receives the code that confirms a deletion. */
export const DELETION_CHANNELS = ['phone', 'email'] as const;
export const deletionCodeBody = z.object({ channel: z.enum(DELETION_CHANNELS) }).strict();
export type DeletionCodeBody = z.infer<typeof deletionCodeBody>;

export const accountDeleteBody = z
  .object({
    channel: z.enum(DELETION_CHANNELS),
    captcha: z
      .string()
      .trim()
      .regex(/^\d{6}$/)
      .meta({ example: '123456' }),
  })
  .strict();
export type AccountDeleteBody = z.infer<typeof accountDeleteBody>;

/** When the account will be erased, ISO 8601; null when no deletion is scheduled. */
export const deletionState = z.object({ deleteAt: z.string().nullable() });
export type DeletionState = z.infer<typeof deletionState>;

/** Which error a missing or malformed field of the deletion form maps to. */
export const DELETION_FIELD_ERRORS = { captcha: 'CODE_REQUIRED' } as const;

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

const audienceOr = (value: string, fallback: PrivacyAudience): PrivacyAudience =>
  (PRIVACY_AUDIENCES as readonly string[]).includes(value) ? (value as PrivacyAudience) : fallback;

/** The choices as stored on the member row (text columns), with the defaults for anything unknown. */
export function privacyFromColumns(row: { messagePolicy: string; profilePolicy: string }): PrivacySettings {
  return {
    messages: audienceOr(row.messagePolicy, DEFAULT_PRIVACY.messages),
    profile: audienceOr(row.profilePolicy, DEFAULT_PRIVACY.profile),
  };
}
