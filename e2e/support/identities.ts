import { randomInt } from 'node:crypto';

/**
 * Unique, plausible member addresses. Each test run gets a fresh database, but tests in one run share
 * it (and the per-address limits), so every call returns an address no other test uses.
 */
let counter = randomInt(0, 1000);
const runTag = (process.pid % 100).toString().padStart(2, '0');

function next(): number {
  counter = (counter + 1) % 1000;
  return counter;
}

export type PhoneCountry = '855' | '86';

/**
 * A unique mobile number in E.164 form: Cambodian `+855 1x xxx xxx` (default) or Chinese
 * `+86 13x xxxx xxxx`. libphonenumber-js accepts both as valid mobile numbers.
 */
export function uniquePhone(country: PhoneCountry = '855'): string {
  const seq = next().toString().padStart(3, '0');
  if (country === '86') {
    // 11 national digits: 13, one digit, process tag (2), counter (3), 3 random digits.
    return `+8613${randomInt(0, 10)}${runTag}${seq}${randomInt(0, 1000).toString().padStart(3, '0')}`;
  }
  // 8 national digits: 1, one digit, process tag (1), counter (3), 2 random digits.
  return `+8551${randomInt(0, 10)}${runTag.slice(1)}${seq}${randomInt(0, 100).toString().padStart(2, '0')}`;
}

/** Splits an E.164 number from uniquePhone into what the dialogs ask for: country code and national number. */
export function phoneParts(e164: string): { countryCode: PhoneCountry; national: string } {
  const digits = e164.replace(/\D/g, '');
  if (digits.startsWith('855')) return { countryCode: '855', national: digits.slice(3) };
  if (digits.startsWith('86')) return { countryCode: '86', national: digits.slice(2) };
  throw new Error(`phoneParts: not a +855 or +86 number: ${e164}`);
}

/** A unique email address on a reserved domain (nothing is ever delivered there; the dev outbox keeps it). */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}.${Date.now().toString(36)}${next()}${randomInt(0, 1_000_000).toString(36)}@example.com`;
}

/** A password that meets the register form's rule (letters and digits, 6 to 30) and is not a common one. */
export function uniquePassword(): string {
  return `Acsc${randomInt(100_000, 999_999)}pw`;
}
