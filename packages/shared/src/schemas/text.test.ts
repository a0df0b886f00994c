import { describe, expect, it } from 'vitest';
import {
  TEXT_RULE,
  calendarDay,
  dateTime,
  emailAddress,
  isCleanText,
  isEmailAddress,
  multiLine,
  singleLine,
} from './text.js';
import { auditQuery } from './admin.js';
import { publishInput } from './editing.js';
import { articleInput, searchQuery } from './news.js';
import { scholarshipInput, scholarshipListQuery } from './scholarship.js';
import { adminSiteSettings } from './site.js';
import { loginPwdBody, sendCodeBody } from './auth.js';

// Khmer with a subscript consonant (U+17D2), the zero-width space Khmer puts between words, a
// zero-width non-joiner and joiner; Chinese; an emoji (a surrogate pair).
const KHMER = 'សិស្ស\u200bកម្ពុជា\u200c\u200dនៅចិន';
const CHINESE = '柬埔寨留华学生会';
const EMOJI = '🎓';

describe('the one text rule', () => {
  it('keeps Khmer, Chinese and emoji exactly as sent', () => {
    for (const text of [KHMER, CHINESE, EMOJI, `${KHMER} ${CHINESE} ${EMOJI}`]) {
      const parsed = singleLine().parse(text);
      expect(parsed).toBe(text);
      expect(Buffer.from(parsed, 'utf8').equals(Buffer.from(text, 'utf8'))).toBe(true);
      expect(multiLine().parse(text)).toBe(text);
    }
  });

  it('refuses NUL, the other C0 controls, DEL, C1 controls and lone surrogates', () => {
    for (const bad of [
      'a\u0000b',
      '\u0001',
      'a\u001fb',
      'a\u007fb',
      'a\u0085b',
      'a\u009fb',
      '\ud800',
      'a\udc00b',
      '\udfff\ud800',
    ]) {
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
      expect(isCleanText(bad, true), JSON.stringify(bad)).toBe(false);
      const result = singleLine().safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]).toMatchObject({ code: 'custom', params: { rule: TEXT_RULE } });
    }
  });

  it('allows tab, newline and carriage return only in multi-line fields', () => {
    for (const text of ['line one\nline two', 'a\tb', 'a\r\nb']) {
      expect(singleLine().safeParse(text).success, JSON.stringify(text)).toBe(false);
      expect(multiLine().parse(text)).toBe(text);
    }
  });

  it('is applied to the request schemas: keywords, login, staff texts, settings', () => {
    expect(searchQuery.safeParse({ keywords: 'a\u0000b' }).success).toBe(false);
    expect(scholarshipListQuery.safeParse({ keywords: 'a\u0000b' }).success).toBe(false);
    expect(sendCodeBody.safeParse({ address: 'a\u0000@example.com', type: 2 }).success).toBe(false);
    expect(loginPwdBody.safeParse({ address: 'a@example.com', password: 'a'.repeat(31) + '\u0000' }).success).toBe(
      false,
    );
    expect(articleInput.safeParse({ channelId: 1, title: { km_KH: 'a\u0000' } }).success).toBe(false);
    expect(articleInput.safeParse({ channelId: 1, title: { km_KH: 'one\ntwo' } }).success).toBe(false);
    expect(
      articleInput.safeParse({ channelId: 1, title: { km_KH: KHMER }, summary: { km_KH: 'one\ntwo' } }).data?.title
        .km_KH,
    ).toBe(KHMER);
    expect(auditQuery.safeParse({ entityId: '1\u0000' }).success).toBe(false);
    expect(adminSiteSettings.partial().safeParse({ wechat: 'a\u0007' }).success).toBe(false);
  });
});

describe('the one email rule', () => {
  it('accepts what a mail server accepts', () => {
    for (const ok of [
      'a@example.com',
      'Sok.Dara+news@Example.COM',
      'user@mail.example.com.kh',
      `${'a'.repeat(64)}@example.com`,
      `a@${'b'.repeat(63)}.com`,
      "o'neil@example.org",
      'x@xn--p1ai.xn--p1ai',
      'a-b@a-b.co',
    ]) {
      expect(isEmailAddress(ok), ok).toBe(true);
    }
  });

  it('refuses what a mail server would refuse', () => {
    for (const bad of [
      'ops@bad-.example',
      'a@-bad.com',
      'a@bad-.com',
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(64)}.com`,
      `a@${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.com`,
      'a@b',
      'a@b.c',
      'a@example.123',
      'a@example..com',
      'a@.example.com',
      'a b@example.com',
      '"a"@example.com',
      'a@[127.0.0.1]',
      'a@b@example.com',
      '@example.com',
      'a@',
      'a\u0000@example.com',
      'a@exa_mple.com',
      '用户@example.com',
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });

  it('is the rule of the site settings emails (the address shown on the public site)', () => {
    expect(emailAddress().safeParse(' ops@example.org ').data).toBe('ops@example.org');
    expect(adminSiteSettings.partial().safeParse({ emails: ['ops@bad-.example'] }).success).toBe(false);
    expect(adminSiteSettings.partial().safeParse({ emails: ['ops@good.example'] }).success).toBe(true);
  });
});

describe('dates have a range', () => {
  it('refuses years outside 2000-2100 on every date field', () => {
    for (const bad of [
      '0020-02-29T00:00:00Z',
      '0049-06-01T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2101-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
    ]) {
      expect(dateTime().safeParse(bad).success, bad).toBe(false);
      expect(publishInput.safeParse({ publishAt: bad }).success, bad).toBe(false);
      expect(scholarshipInput.shape.deadline.safeParse(bad).success, bad).toBe(false);
      expect(auditQuery.safeParse({ from: bad }).success, bad).toBe(false);
    }
    expect(dateTime().safeParse('2049-06-01T00:00:00+07:00').success).toBe(true);
  });

  it('takes a calendar day only if it exists', () => {
    expect(calendarDay().safeParse('2024-02-29').success).toBe(true);
    expect(calendarDay().safeParse('2023-02-29').success).toBe(false);
    expect(calendarDay().safeParse('2023-13-01').success).toBe(false);
    expect(calendarDay().safeParse('0049-01-01').success).toBe(false);
  });
});
