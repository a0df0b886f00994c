import { describe, expect, it } from 'vitest';
import { generateCode, hashCode, verifyCode } from './codes.js';
import { isWellFormedSecret, newSecret, sha256Hex } from '../../platform/tokens.js';

describe('verification codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored salted: the same code hashes differently and the hash does not contain it', () => {
    const a = hashCode('012345', 'a@example.com');
    const b = hashCode('012345', 'a@example.com');
    expect(a).not.toBe(b);
    expect(a).not.toContain('012345');
  });

  it('verify only for the same code and address', () => {
    const stored = hashCode('012345', '+85512345678');
    expect(verifyCode('012345', '+85512345678', stored)).toBe(true);
    expect(verifyCode(' 012345 ', '+85512345678', stored)).toBe(true);
    expect(verifyCode('012346', '+85512345678', stored)).toBe(false);
    expect(verifyCode('12345', '+85512345678', stored)).toBe(false);
    expect(verifyCode('012345', '+85512345679', stored)).toBe(false);
    expect(verifyCode('012345', '+85512345678', 'garbage')).toBe(false);
  });
});

describe('secrets', () => {
  it('are 256 bits in base64url and stored as SHA-256 hex', () => {
    const s = newSecret();
    expect(Buffer.from(s, 'base64url')).toHaveLength(32);
    expect(isWellFormedSecret(s)).toBe(true);
    expect(isWellFormedSecret(s + '=')).toBe(false);
    expect(sha256Hex(s)).toMatch(/^[0-9a-f]{64}$/);
  });
});
