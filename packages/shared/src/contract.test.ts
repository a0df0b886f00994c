import { describe, expect, it } from 'vitest';
import {
  API_BASE,
  COOKIE_NAMES,
  DEFAULT_LANGUAGE,
  ERRORS,
  ERROR_MESSAGES,
  LANGUAGES,
  LANGUAGE_OPTIONS,
  LIMITS,
  PASSWORD_PATTERN,
  STORAGE_KEYS,
  errorMessage,
  isFooterHidden,
  isLoginRequiredPath,
  isSuccessCode,
  parseLanguage,
} from './index.js';
import { searchQuery } from './schemas/news.js';

/**
 * The contract both sides trust, against the spec's own numbers (sections 2, 5, 6, 7, 8, 9): the values
 * here are written from the spec, never read from the code, so a change of a constant fails here.
 */
describe('limits (spec sections 5 and 9)', () => {
  it('times: call time-out 60000 ms, resend wait 60 s, cookies 604800 s, language reload 500 ms', () => {
    expect(LIMITS.requestTimeoutMs).toBe(60000);
    expect(LIMITS.codeResendSeconds).toBe(60);
    expect(LIMITS.tokenTtlSeconds).toBe(604800);
    expect(LIMITS.languageCookieSeconds).toBe(604800);
    expect(LIMITS.languageReloadDelayMs).toBe(500);
  });
  it('defaults: language zh_CN, country code 86, infinite scroll within 100 px', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh_CN');
    expect(LIMITS.defaultCountryCode).toBe('86');
    expect(LIMITS.infiniteScrollThresholdPx).toBe(100);
  });
  it('content: titles 2 to 30 characters, up to 18 images of 20 MB, video up to 20 GB and 60 minutes', () => {
    expect([LIMITS.newsTitleMin, LIMITS.newsTitleMax]).toEqual([2, 30]);
    expect(LIMITS.imagesMax).toBe(18);
    expect(LIMITS.imageBytesMax).toBe(20 * 1024 * 1024);
    expect(LIMITS.videoBytesMax).toBe(20 * 1024 * 1024 * 1024);
    expect(LIMITS.videoSecondsMax).toBe(60 * 60);
  });
  it('names: storage keys userInfo, access_token, USER_AGREE_FLAG-, cookies access_token and language, base /prod-api', () => {
    expect(STORAGE_KEYS).toMatchObject({
      userInfo: 'userInfo',
      accessToken: 'access_token',
      agreeFlagPrefix: 'USER_AGREE_FLAG-',
    });
    expect(COOKIE_NAMES).toEqual({ accessToken: 'access_token', language: 'language' });
    expect(API_BASE).toBe('/prod-api');
  });
});

describe('passwords: letters and digits, 6 to 30 characters (spec section 5)', () => {
  it.each(['abc123', 'A'.repeat(30), '123456', 'abcDEF'])('accepts %s', (p) =>
    expect(PASSWORD_PATTERN.test(p)).toBe(true),
  );
  it.each(['abc12', 'A'.repeat(31), 'abc 123', 'abc12!', 'пароль1', ''])('refuses %j', (p) =>
    expect(PASSWORD_PATTERN.test(p)).toBe(false),
  );
});

describe('the envelope and the error catalogue (spec section 8)', () => {
  it('success is code 0, 200 or "success", nothing else', () => {
    for (const code of [0, 200, 'success']) expect(isSuccessCode(code)).toBe(true);
    for (const code of [1, 90, '0', '200', 'SUCCESS', null, undefined, 201]) expect(isSuccessCode(code)).toBe(false);
  });
  it('code 90 is the invalid session', () => {
    expect(ERRORS.SESSION_INVALID.code).toBe(90);
    expect(ERRORS.SUCCESS.code).toBe(0);
  });
  it('every code is unique and has a non-empty message in zh_CN, km_KH and en_US', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(Object.keys(ERRORS).sort());
    for (const [name, messages] of Object.entries(ERROR_MESSAGES)) {
      expect(Object.keys(messages).sort(), name).toEqual(['en_US', 'km_KH', 'zh_CN']);
      for (const lang of ['zh_CN', 'km_KH', 'en_US'] as const)
        expect(messages[lang].trim(), `${name} ${lang}`).not.toBe('');
      // The three languages say it differently (no untranslated copy); the Khmer one is in Khmer script.
      expect(messages.km_KH, name).toMatch(/[\u1780-\u17FF]/);
      expect(messages.zh_CN, name).not.toBe(messages.en_US);
    }
  });
  it('every status is an HTTP error status, or 200 for success', () => {
    for (const [name, e] of Object.entries(ERRORS)) {
      if (name === 'SUCCESS') expect(e.status).toBe(200);
      else expect(e.status, name).toBeGreaterThanOrEqual(400);
    }
  });
  it('fills placeholders from params', () => {
    const withPlaceholder = (Object.keys(ERROR_MESSAGES) as (keyof typeof ERROR_MESSAGES)[]).find((n) =>
      /\{\w+\}/.test(ERROR_MESSAGES[n].en_US),
    );
    if (!withPlaceholder) return;
    const key = /\{(\w+)\}/.exec(ERROR_MESSAGES[withPlaceholder].en_US)![1];
    expect(errorMessage(withPlaceholder, 'en_US', { [key]: 'XYZ' })).toContain('XYZ');
    expect(errorMessage(withPlaceholder, 'en_US', { [key]: 'XYZ' })).not.toMatch(/\{\w+\}/);
  });
});

describe('languages (spec section 3)', () => {
  it('zh_CN, km_KH and en_US; anything else falls back to zh_CN', () => {
    expect([...LANGUAGES]).toEqual(['zh_CN', 'km_KH', 'en_US']);
    expect(LANGUAGE_OPTIONS.map((o) => o.code)).toEqual(['zh_CN', 'km_KH', 'en_US']);
    expect(parseLanguage('km_KH')).toBe('km_KH');
    expect(parseLanguage('fr_FR')).toBe('zh_CN');
    expect(parseLanguage(undefined)).toBe('zh_CN');
  });
});

describe('routes (spec sections 2 and 6)', () => {
  it.each([
    '/exchange/user',
    '/exchange/message',
    '/exchange/edit',
    '/reservation/record',
    '/work/vitae',
    '/work/vitae/info',
    '/work/vitae/experience',
    '/work/record',
    '/alumnus/submit',
  ])('%s requires a login', (path) => expect(isLoginRequiredPath(path)).toBe(true));
  it.each(['/', '/exchange', '/news', '/work', '/alumnus', '/reservation', '/exchange/usergroup'])(
    '%s does not',
    (path) => expect(isLoginRequiredPath(path)).toBe(false),
  );
  it.each(['/exchange', '/exchange/message', '/exchange/user'])('the footer is hidden on %s', (path) =>
    expect(isFooterHidden(path)).toBe(true),
  );
  it.each(['/', '/news', '/exchange/edit'])('the footer is shown on %s', (path) =>
    expect(isFooterHidden(path)).toBe(false),
  );
});

describe('the news search keywords (our limit; the spec gives none): 1 to 50 characters', () => {
  it('accepts 1 and 50, refuses empty and 51', () => {
    expect(searchQuery.safeParse({ keywords: 'a' }).success).toBe(true);
    expect(searchQuery.safeParse({ keywords: 'a'.repeat(50) }).success).toBe(true);
    expect(searchQuery.safeParse({ keywords: '' }).success).toBe(false);
    expect(searchQuery.safeParse({ keywords: 'a'.repeat(51) }).success).toBe(false);
  });
});
