import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and uniqueMarks. Only sha256Hex of it is stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A token as the clients send it: 43 base64url characters. Anything else is not worth a query. */
export function isWellFormedSecret(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
