import { parsePhoneNumberWithError, ParseError } from 'libphonenumber-js/max';
import { isEmailAddress } from '@acsc/shared';
import { fail } from '../../platform/errors.js';

export type Address =
  | { kind: 'email'; address: string }
  /**
   * address is E.164 (+85512345678). `plausible` is false when the digits do not fit the country's
   * numbering plan; callers check the country code first so an unsupported country gets the clearer message.
   */
  | { kind: 'phone'; address: string; countryCode: string; nationalNumber: string; plausible: boolean };

export type PhoneAddress = Extract<Address, { kind: 'phone' }>;

/** Lower-cased and trimmed, or null when the one email rule of packages/shared refuses it. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return isEmailAddress(email) ? email : null;
}

/**
 * Reads a phone as the clients send it: `+` country code and digits, maybe with spaces, dashes, dots or
 * parentheses; `00` works as `+`. Returns E.164 parts, or throws PHONE_INVALID / COUNTRY_CODE_UNSUPPORTED.
 * Whether the site offers the country code is checked by the caller (it lives in the database).
 */
export function parsePhone(raw: string): PhoneAddress {
  let s = raw.replace(/[\s\-.()\u00a0]/g, '');
  if (s.startsWith('00')) s = '+' + s.slice(2);
  else if (/^\d+$/.test(s)) s = '+' + s;
  if (!/^\+\d{4,17}$/.test(s)) fail('PHONE_INVALID');
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(s);
  } catch (err) {
    // A calling code nobody uses is as unsupported as one we do not offer.
    if (err instanceof ParseError && err.message === 'INVALID_COUNTRY') fail('COUNTRY_CODE_UNSUPPORTED');
    fail('PHONE_INVALID');
  }
  return {
    kind: 'phone',
    address: parsed.number,
    countryCode: parsed.countryCallingCode,
    nationalNumber: parsed.nationalNumber,
    plausible: parsed.isValid(),
  };
}

/** Email when the text has an @, phone otherwise. Throws the named error for an empty or malformed address. */
export function parseAddress(raw: string | undefined | null): Address {
  const text = (raw ?? '').trim();
  if (!text) fail('ADDRESS_REQUIRED');
  if (text.includes('@')) {
    const email = normalizeEmail(text);
    if (!email) fail('EMAIL_INVALID');
    return { kind: 'email', address: email };
  }
  return parsePhone(text);
}

/** +855 12****678: enough for the member to recognise the number, not enough to read it off a screen. */
export function maskPhone(e164: string | null, countryCode: string | null): string | null {
  if (!e164) return null;
  const cc = countryCode && e164.startsWith('+' + countryCode) ? countryCode : '';
  const national = e164.slice(1 + cc.length);
  const [head, tail] = national.length >= 10 ? [3, 4] : national.length >= 7 ? [2, 3] : [1, 2];
  const masked = national.length > head + tail ? national.slice(0, head) + '****' + national.slice(-tail) : '****';
  return cc ? `+${cc} ${masked}` : `+${masked}`;
}
