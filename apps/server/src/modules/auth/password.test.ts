import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './password.js';
import commonPasswords from './common-passwords.json' with { type: 'json' };

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

describe('password hashing', () => {
  it('stores scrypt with a per-user salt and verifies only the same MD5 hex', async () => {
    const password = md5('Dara2025');
    const [a, b] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(password);
    expect(await verifyPassword(password, a)).toBe(true);
    expect(await verifyPassword(password, b)).toBe(true);
    expect(await verifyPassword(md5('Dara2026'), a)).toBe(false);
    expect(await verifyPassword(password, 'bcrypt$whatever')).toBe(false);
  });
});

describe('common passwords', () => {
  it('holds the MD5 of the 1,000 most common passwords', () => {
    expect(commonPasswords).toHaveLength(1000);
    expect(new Set(commonPasswords).size).toBe(1000);
    for (const p of ['123456', 'password', 'qwerty123', '111111', 'iloveyou'])
      expect(isCommonPassword(md5(p)), p).toBe(true);
    expect(isCommonPassword(md5('123456').toUpperCase())).toBe(true);
    expect(isCommonPassword(md5('Sokha2025Phnom'))).toBe(false);
  });
});
