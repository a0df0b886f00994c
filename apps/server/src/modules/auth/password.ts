import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import commonPasswords from './common-passwords.json' with { type: 'json' };

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

// N=2^15 costs ~32 MiB and tens of milliseconds: slow for guessing, fine for a sign-in.
const PARAMS = { N: 32768, r: 8, p: 1 };
const KEYLEN = 32;
const maxmem = 64 * 1024 * 1024;

/**
 * The spec's clients send MD5 hex of the password; that string is the password as far as the server
 * is concerned. Stored as `scrypt$N$r$p$salt$key` so parameters can be raised later.
 */
export async function hashPassword(md5Hex: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(md5Hex, salt, KEYLEN, { ...PARAMS, maxmem });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(md5Hex: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(md5Hex, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** Verifying against this costs what a real check costs, so an unknown email answers as slowly as a known one. */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(md5Hex: string): Promise<void> {
  dummyHash ??= hashPassword('0'.repeat(32));
  await verifyPassword(md5Hex, await dummyHash);
}

const common = new Set<string>(commonPasswords as string[]);

/** True when the MD5 hex is one of the 1,000 most common passwords (see scripts/common-passwords.ts). */
export function isCommonPassword(md5Hex: string): boolean {
  return common.has(md5Hex.toLowerCase());
}
