import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@acsc/shared';

/** A verification code: LIMITS.codeLength digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** LIMITS.codeLength)).padStart(LIMITS.codeLength, '0');
}

/**
 * Stored form `salt.hmac`: HMAC-SHA-256 keyed by a per-row salt over address and code, so a leaked table
 * does not show codes and one row's hash says nothing about another's.
 */
export function hashCode(code: string, address: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}.${mac(salt, address, code)}`;
}

export function verifyCode(code: string, address: string, stored: string): boolean {
  const [salt, expected] = stored.split('.');
  if (!salt || !expected) return false;
  const a = Buffer.from(mac(salt, address, code.trim()), 'base64url');
  const b = Buffer.from(expected, 'base64url');
  return a.length === b.length && timingSafeEqual(a, b);
}

function mac(salt: string, address: string, code: string): string {
  return createHmac('sha256', salt).update(`${address}\n${code}`).digest('base64url');
}
