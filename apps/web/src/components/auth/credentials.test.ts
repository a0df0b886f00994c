import { describe, expect, it } from 'vitest';
import { agreeFlagKey, emailAddress, hasAgreeFlag, hashPassword, phoneAddress, storeAgreeFlag } from './credentials.js';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('hashPassword', () => {
  it('sends the MD5 hex of the password, as the server expects', () => {
    expect(hashPassword('abc123')).toBe('e99a18c428cb38d5f260853678922e03');
    expect(hashPassword('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(hashPassword('abc123')).toMatch(/^[a-f0-9]{32}$/);
  });
});

describe('addresses', () => {
  it('builds a phone address from country code and digits', () => {
    expect(phoneAddress('86', '138 0013-8000')).toBe('+8613800138000');
    expect(phoneAddress('+855', '12345678')).toBe('+85512345678');
  });
  it('trims an email', () => {
    expect(emailAddress('  a@b.kh ')).toBe('a@b.kh');
  });
});

describe('agreement flag', () => {
  it('is absent until stored, then found for the same address', () => {
    const store = memoryStore();
    expect(hasAgreeFlag('a@b.kh', store)).toBe(false);
    storeAgreeFlag('a@b.kh', store);
    expect(hasAgreeFlag('a@b.kh', store)).toBe(true);
    expect(hasAgreeFlag(' A@B.kh', store)).toBe(true);
    expect(hasAgreeFlag('other@b.kh', store)).toBe(false);
  });
  it('uses the spec key USER_AGREE_FLAG- plus the address', () => {
    const store = memoryStore();
    storeAgreeFlag('+85512345678', store);
    expect([...store.map.keys()]).toEqual(['USER_AGREE_FLAG-+85512345678']);
    expect(agreeFlagKey('+85512345678')).toBe('USER_AGREE_FLAG-+85512345678');
  });
  it('keys the flag by the address trimmed and lower-cased, so one email typed two ways has one flag', () => {
    const store = memoryStore();
    storeAgreeFlag(' Dara@Example.KH ', store);
    expect([...store.map.keys()]).toEqual(['USER_AGREE_FLAG-dara@example.kh']);
    expect(hasAgreeFlag('dara@example.kh', store)).toBe(true);
  });
  it('never stores or finds a flag for an empty address', () => {
    const store = memoryStore();
    storeAgreeFlag('  ', store);
    expect(store.map.size).toBe(0);
    expect(hasAgreeFlag('', store)).toBe(false);
  });
});
