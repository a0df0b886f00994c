import { z } from 'zod';
import { LIMITS, MD5_HEX_PATTERN } from '../limits.js';
import { LANGUAGES } from '../languages.js';
import { singleLine } from './text.js';
import { DEGREES, GENDERS, privacySettings } from './setting.js';

/**
 * Code purposes of captcha/v1/send (spec section 7): 2 = mobile login and email registration, 0 = binding;
 * 3 = a forgotten password (ours, issue 28: captcha/v1/check with type 3 gives the uniqueMark that
 * member/v1/password/reset takes).
 */
export const CODE_TYPES = { bind: 0, login: 2, resetPassword: 3 } as const;

const address = singleLine()
  .trim()
  .max(LIMITS.addressMax)
  .meta({ description: 'A phone number with its country code (+855 12 345 678) or an email', example: '+85512345678' });
const captcha = singleLine().trim().max(12).meta({ example: '123456' });
const md5 = singleLine()
  .trim()
  .toLowerCase()
  .regex(MD5_HEX_PATTERN)
  .meta({ description: 'MD5 hex of the typed password', example: 'e10adc3949ba59abbe56e057f20f883e' });
/** 0, 2 or 3, as a number (or the same digit as a string, which older clients send). */
const codeType = z.union([
  z.literal([CODE_TYPES.bind, CODE_TYPES.login, CODE_TYPES.resetPassword]),
  z.enum(['0', '2', '3']).transform(Number),
]);

export const sendCodeBody = z.object({ address, type: codeType });
export const checkCodeBody = z.object({ address, captcha, type: codeType.default(0) });
export const loginCaptchaBody = z.object({ address, captcha });
export const loginPwdBody = z.object({ address, password: md5 });
export const registerCaptchaBody = z.object({ address, captcha, newPassword: md5, confirmPassword: md5 });
const uniqueMark = singleLine().trim().min(1).max(128);
export const bindBody = z.object({ address, uniqueMark });
/**
 * member/v1/password/reset (issue 28): the uniqueMark of captcha/v1/check (type 3) for the address, and
 * the new password twice (MD5 hex, as the spec's calls send passwords).
 */
export const passwordResetBody = z.object({ address, uniqueMark, newPassword: md5, confirmPassword: md5 });

export type SendCodeBody = z.infer<typeof sendCodeBody>;
export type CheckCodeBody = z.infer<typeof checkCodeBody>;
export type LoginCaptchaBody = z.infer<typeof loginCaptchaBody>;
export type LoginPwdBody = z.infer<typeof loginPwdBody>;
export type RegisterCaptchaBody = z.infer<typeof registerCaptchaBody>;
export type BindBody = z.infer<typeof bindBody>;
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

export const loginResult = z.object({
  token: z.string(),
  needShowBindEmail: z.union([z.literal(0), z.literal(1)]),
  needShowBindPhone: z.union([z.literal(0), z.literal(1)]),
});
export type LoginResult = z.infer<typeof loginResult>;

export const checkCodeResult = z.object({ uniqueMark: z.string() });

export const ROLES = ['admin', 'editor', 'moderator', 'support', 'employer'] as const;
export type Role = (typeof ROLES)[number];
/**
 * Who edits what: content (news, scholarships, alumni, home, association pages, media) is edited by
 * editors and admins; accounts, settings, the audit log and jobs by admins only. The server's staff
 * routes and the console's sections take these lists, so the two never disagree.
 */
export const CONTENT_ROLES: readonly Role[] = ['editor', 'admin'];
/** Who checks event tickets in at the door: content staff and support staff (docs/spec-deviations.md). */
export const CHECK_IN_ROLES: readonly Role[] = ['editor', 'admin', 'support'];
export const ADMIN_ROLES: readonly Role[] = ['admin'];
/**
 * Who runs the job board (issue 32): content staff everywhere, and an employer (bound to one company by
 * work_employers) on that company's jobs and applicants only.
 */
export const WORK_ROLES: readonly Role[] = ['editor', 'admin', 'employer'];

export const userInfo = z.object({
  userId: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  language: z.enum(LANGUAGES),
  roles: z.array(z.enum(ROLES)),
  createdAt: z.string(),
  /** The profile of setting/v1/profile/update (null when not filled in). */
  gender: z.enum(GENDERS).nullable(),
  school: z.string().nullable(),
  major: z.string().nullable(),
  degree: z.enum(DEGREES).nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  bio: z.string().nullable(),
  /** Whether the account has a password (phone-only members have none). */
  hasPassword: z.boolean(),
  /** Who may message the member and see their profile (setting/v1/privacy/update). */
  privacy: privacySettings,
  /** When the account will be erased (setting/v1/account/delete), ISO 8601; null when not scheduled. */
  deleteAt: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Which error a missing or malformed field maps to, so the message names the problem. */
export const FIELD_ERRORS = {
  address: 'ADDRESS_REQUIRED',
  captcha: 'CODE_REQUIRED',
  password: 'LOGIN_FAILED',
  newPassword: 'PASSWORD_FORMAT',
  confirmPassword: 'PASSWORD_FORMAT',
  uniqueMark: 'UNIQUE_MARK_INVALID',
} as const;
