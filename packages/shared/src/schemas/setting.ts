import { z } from 'zod';
import { MD5_HEX_PATTERN } from '../limits.js';
import { LANGUAGES } from '../languages.js';
import { multiLine, singleLine } from './text.js';

/** Personal settings (issue 10 §1): the profile a member edits, password change, signed-in devices. */

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

/** The member's data export: one JSON value per module that holds something of theirs (AppModule.exportMemberData). */
export const memberDataExport = z.record(z.string(), z.unknown());

/** `data` of setting/v1/avatar/upload: the stored avatar's address (the largest size; the others share its folder). */
export const avatarUploadReply = z.object({ avatar: z.string() });
