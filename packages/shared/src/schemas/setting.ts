import { z } from 'zod';
import { LIMITS, MD5_HEX_PATTERN } from '../limits.js';
import { LANGUAGES } from '../languages.js';
import { multiLine, singleLine } from './text.js';

/**
 * The settings pages (server modules/setting, calls under setting/v1; issue 10 §1): the profile a member
 * edits, password change, signed-in devices, the data export; below, the avatar, a first password and the
 * bound addresses; then privacy and account deletion.
 */

export const GENDERS = ['male', 'female', 'other'] as const;
/** Degree levels of a student in China: language year, associate (大专), bachelor, master, doctor. */
export const DEGREES = ['language', 'associate', 'bachelor', 'master', 'doctor'] as const;

export const PROFILE_LIMITS = { nicknameMin: 2, nicknameMax: 20, placeMax: 50, bioMax: 200 } as const;

/** An optional one-line field: empty clears it. */
const place = () => singleLine().trim().max(PROFILE_LIMITS.placeMax).nullable().optional();

export const profileUpdateBody = z.object({
  nickname: singleLine()
    .trim()
    .min(PROFILE_LIMITS.nicknameMin)
    .max(PROFILE_LIMITS.nicknameMax)
    .meta({ example: 'Sokha' }),
  gender: z.enum(GENDERS).nullable().optional(),
  /** The school in China. */
  school: place(),
  major: place(),
  degree: z.enum(DEGREES).nullable().optional(),
  /** The city in China. */
  city: place(),
  /** The home province in Cambodia. */
  province: place(),
  bio: multiLine().trim().max(PROFILE_LIMITS.bioMax).nullable().optional(),
  /** The language of emails, SMS and notifications. */
  language: z.enum(LANGUAGES),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

const md5 = singleLine()
  .trim()
  .toLowerCase()
  .regex(MD5_HEX_PATTERN)
  .meta({ description: 'MD5 hex of the typed password', example: 'e10adc3949ba59abbe56e057f20f883e' });

export const passwordUpdateBody = z.object({
  oldPassword: md5,
  newPassword: md5,
  confirmPassword: md5,
  /** End every other session of the member (the form's "sign out my other devices", ticked by default). */
  signOutOthers: z.boolean().default(true),
});
export type PasswordUpdateBody = z.infer<typeof passwordUpdateBody>;

/** Which error a missing or malformed field of the password form maps to. */
export const PASSWORD_FIELD_ERRORS = {
  oldPassword: 'PASSWORD_WRONG',
  newPassword: 'PASSWORD_FORMAT',
  confirmPassword: 'PASSWORD_FORMAT',
} as const;

export const sessionItem = z.object({
  id: z.string(),
  osName: z.string().nullable(),
  osVersion: z.string().nullable(),
  platform: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;

const sessionId = singleLine()
  .trim()
  .regex(/^[1-9][0-9]{0,17}$/)
  .meta({ example: '42' });

/** One session by id, or every other session of the member (`allOthers: true`). */
export const sessionRevokeBody = z.union([
  z.object({ id: sessionId }).strict(),
  z.object({ allOthers: z.literal(true) }).strict(),
]);
export type SessionRevokeBody = z.infer<typeof sessionRevokeBody>;

export const sessionRevokeResult = z.object({ revoked: z.number().int() });

export const sessionList = z.object({ list: z.array(sessionItem) });

/**
 * "My statistics": the member's totals in each feature (AppModule.memberSummary), in this order; a key only
 * when its feature answers it. The web names each key in the three languages (setting-account stats.summary).
 */
export const MEMBER_SUMMARY_KEYS = [
  'registrations',
  'attended',
  'appointments',
  'applications',
  'interviews',
  'offers',
  'cvCompleteness',
] as const;
export type MemberSummaryKey = (typeof MEMBER_SUMMARY_KEYS)[number];
export const memberSummary = z.object({
  items: z.array(z.object({ key: z.enum(MEMBER_SUMMARY_KEYS), value: z.number().int().min(0) })),
});
export type MemberSummary = z.infer<typeof memberSummary>;

/** The member's data export: one JSON value per module that holds something of theirs (AppModule.exportMemberData). */
export const memberDataExport = z.record(z.string(), z.unknown());

/** `data` of setting/v1/avatar/upload: the stored avatar's address (the largest size; the others share its folder). */
export const avatarUploadReply = z.object({ avatar: z.string() });
export type AvatarUploadResult = z.infer<typeof avatarUploadReply>;

// ---------------------------------------------------------------- account: avatar, first password, bound addresses
/**
 * Account calls of the settings pages beyond the profile (issue 10 §1): the avatar, a first password for
 * a member who signed up by phone, and changing the bound phone or email (check the current address ->
 * uniqueMark -> the new address with its own code).
 */

/** setting/v1/password/set: the first password of an account that has none (no old password). */
export const passwordSetBody = z.object({ newPassword: md5, confirmPassword: md5 });
export type PasswordSetBody = z.infer<typeof passwordSetBody>;
export const PASSWORD_SET_FIELD_ERRORS = {
  newPassword: 'PASSWORD_FORMAT',
  confirmPassword: 'PASSWORD_FORMAT',
} as const;

const address = singleLine().trim().max(LIMITS.addressMax).meta({
  description: 'The new phone number with its country code, or the new email',
  example: 'new.address@example.com',
});

/**
 * setting/v1/phoneEmail/change: `uniqueMark` comes from captcha/v1/check of an address the member has
 * bound now (type 0); `captcha` is the code sent to the new address (captcha/v1/send, type 0).
 */
export const addressChangeBody = z.object({
  uniqueMark: singleLine().trim().min(1).max(128),
  address,
  captcha: singleLine().trim().max(12).meta({ example: '123456' }),
});
export type AddressChangeBody = z.infer<typeof addressChangeBody>;

/** Which error a missing or malformed field of the change form maps to. */
export const ADDRESS_CHANGE_FIELD_ERRORS = {
  uniqueMark: 'CURRENT_ADDRESS_UNVERIFIED',
  address: 'ADDRESS_REQUIRED',
  captcha: 'CODE_REQUIRED',
} as const;

// ---------------------------------------------------------------- privacy and deletion

/**
 * Privacy and data (issue 10 §1 "Privacy and data"): who may message a member and see their profile, and
 * deleting the account after a code. The limits of member uploads are in schemas/media.ts.
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

const audienceOr = (value: string, fallback: PrivacyAudience): PrivacyAudience =>
  (PRIVACY_AUDIENCES as readonly string[]).includes(value) ? (value as PrivacyAudience) : fallback;

/** The choices as stored on the member row (text columns), with the defaults for anything unknown. */
export function privacyFromColumns(row: { messagePolicy: string; profilePolicy: string }): PrivacySettings {
  return {
    messages: audienceOr(row.messagePolicy, DEFAULT_PRIVACY.messages),
    profile: audienceOr(row.profilePolicy, DEFAULT_PRIVACY.profile),
  };
}
