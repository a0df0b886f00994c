import { z } from 'zod';
import { LIMITS, MD5_HEX_PATTERN } from '../limits.js';
import { singleLine } from './text.js';

/**
 * Account calls of the settings pages beyond the profile (issue 10 §1): the avatar, a first password for
 * a member who signed up by phone, and changing the bound phone or email (check the current address ->
 * uniqueMark -> the new address with its own code).
 */

export const avatarUploadResult = z.object({ avatar: z.string() });
export type AvatarUploadResult = z.infer<typeof avatarUploadResult>;

const md5 = singleLine()
  .trim()
  .toLowerCase()
  .regex(MD5_HEX_PATTERN)
  .meta({ description: 'MD5 hex of the typed password', example: 'e10adc3949ba59abbe56e057f20f883e' });

/** setting/v1/password/set: the first password of an account that has none (no old password). */
export const passwordSetBody = z.object({ newPassword: md5, confirmPassword: md5 });
export type PasswordSetBody = z.infer<typeof passwordSetBody>;
export const PASSWORD_SET_FIELD_ERRORS = {
  newPassword: 'PASSWORD_FORMAT',
  confirmPassword: 'PASSWORD_FORMAT',
} as const;

const address = singleLine()
  .trim()
  .max(LIMITS.addressMax)
  .meta({
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
