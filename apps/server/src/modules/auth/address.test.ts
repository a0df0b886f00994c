import { describe, expect, it } from 'vitest';
import { maskPhone, normalizeEmail, parseAddress } from './address.js';
import { AppError } from '../../platform/errors.js';

const errorOf = (raw: string) => {
  try {
    parseAddress(raw);
    return null;
  } catch (err) {
    return err instanceof AppError ? err.errorName : err;
  }
};

describe('parseAddress', () => {
  it('normalizes phones written with spaces, dashes, dots, parentheses or 00 to E.164', () => {
    for (const raw of [
      '+85512345678',
      ' +855 12 345 678 ',
      '+855-12-345-678',
      '+855 (12) 345.678',
      '0085512345678',
      '85512345678',
    ]) {
      expect(parseAddress(raw), raw).toEqual({
        kind: 'phone',
        address: '+85512345678',
        countryCode: '855',
        nationalNumber: '12345678',
        plausible: true,
      });
    }
    expect(parseAddress('+86 138 1234 5678')).toMatchObject({
      address: '+8613812345678',
      countryCode: '86',
      plausible: true,
    });
    expect(parseAddress('+1 202-555-0123')).toMatchObject({ address: '+12025550123', countryCode: '1' });
  });

  it('marks numbers that do not fit their country as implausible', () => {
    expect(parseAddress('+85501234567')).toMatchObject({ plausible: false });
    expect(parseAddress('+86123456')).toMatchObject({ plausible: false });
  });

  it('names the problem with a bad address', () => {
    expect(errorOf('')).toBe('ADDRESS_REQUIRED');
    expect(errorOf('   ')).toBe('ADDRESS_REQUIRED');
    expect(errorOf('+855 12 abc')).toBe('PHONE_INVALID');
    expect(errorOf('+12')).toBe('PHONE_INVALID');
    expect(errorOf('+' + '1'.repeat(20))).toBe('PHONE_INVALID');
    expect(errorOf('+999 123 456 789')).toBe('COUNTRY_CODE_UNSUPPORTED');
    expect(errorOf('someone@')).toBe('EMAIL_INVALID');
    expect(errorOf('@example.com')).toBe('EMAIL_INVALID');
    expect(errorOf('a@b')).toBe('EMAIL_INVALID');
    expect(errorOf('a..b@example.com')).toBe('EMAIL_INVALID');
    expect(errorOf('a b@example.com')).toBe('EMAIL_INVALID');
    expect(errorOf(`${'a'.repeat(65)}@example.com`)).toBe('EMAIL_INVALID');
  });

  it('lower-cases and trims emails', () => {
    expect(parseAddress('  Sok.Dara+news@Example.COM ')).toEqual({
      kind: 'email',
      address: 'sok.dara+news@example.com',
    });
    expect(normalizeEmail('user@mail.example.com.kh')).toBe('user@mail.example.com.kh');
    expect(normalizeEmail('user@-bad.com')).toBeNull();
  });
});

describe('maskPhone', () => {
  it('keeps the country code and the ends of the number', () => {
    expect(maskPhone('+85512345678', '855')).toBe('+855 12****678');
    expect(maskPhone('+8613812345678', '86')).toBe('+86 138****5678');
    expect(maskPhone(null, null)).toBeNull();
  });
});
