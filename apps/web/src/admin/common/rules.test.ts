import { describe, expect, it } from 'vitest';
import type { FormRule } from 'antd';
import {
  ADMIN_LIMITS,
  adminCountryCode,
  adminSiteSettings,
  articleInput,
  associationContentInput,
  bannerInput,
  channelInput,
  emailAddress,
  linkValue,
} from '@acsc/shared';
import {
  eachRule,
  isRichTextLink,
  localizedMaxOf,
  maxLengthOf,
  patternsOf,
  rangeOf,
  rulesOf,
  schemaRule,
} from './rules.js';

/** Runs one antd rule's validator as the form would: resolves when the value passes, else the message. */
async function check(rule: FormRule, value: unknown): Promise<string | null> {
  const r = typeof rule === 'function' ? rule({} as never) : rule;
  const validator = 'defaultField' in r && r.defaultField ? r.defaultField.validator : r.validator;
  const values = 'defaultField' in r && r.defaultField ? (value as unknown[]) : [value];
  try {
    for (const v of values) await validator!({} as never, v, () => undefined);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('form rules from the shared schemas', () => {
  it('reads the maximum length, also through default(), optional() and a union with the empty text', () => {
    expect(maxLengthOf(linkValue)).toBe(ADMIN_LIMITS.url);
    expect(maxLengthOf(bannerInput.shape.link)).toBe(ADMIN_LIMITS.url);
    expect(maxLengthOf(adminSiteSettings.shape.telegram)).toBe(ADMIN_LIMITS.url);
    expect(maxLengthOf(channelInput.shape.code)).toBe(ADMIN_LIMITS.code);
    expect(maxLengthOf(adminSiteSettings.shape.wechat)).toBe(ADMIN_LIMITS.shortText);
  });

  it('reads the maximum of each language of a translatable field', () => {
    expect(localizedMaxOf(articleInput.shape.title)).toBe(ADMIN_LIMITS.title);
    expect(localizedMaxOf(articleInput.shape.summary)).toBe(ADMIN_LIMITS.summary);
    expect(localizedMaxOf(adminSiteSettings.shape.address)).toBe(500);
  });

  it('reads the bounds of number fields, also through default()', () => {
    expect(rangeOf(bannerInput.shape.sortOrder)).toEqual({ min: 0, max: 100_000 });
    expect(rangeOf(adminCountryCode.shape.sortOrder)).toEqual({ min: 0, max: 10_000 });
    expect(rangeOf(associationContentInput.introduction.shape.foundedYear)).toEqual({ min: 1900, max: 2100 });
    expect(rangeOf(linkValue)).toEqual({});
  });

  it('reads the patterns the server enforces', () => {
    expect(patternsOf(linkValue).map(String)).toEqual([String(/^(\/(?!\/)|https?:\/\/)/)]);
    expect(patternsOf(adminCountryCode.shape.region).some((p) => p.test('KH') && !p.test('kh'))).toBe(true);
  });

  it('the link rule takes site paths and http(s) addresses and refuses the rest, with the console message', async () => {
    const [max, rule] = rulesOf(linkValue, { max: (n) => `max ${n}`, invalid: 'bad link' });
    expect(max).toEqual({ max: ADMIN_LIMITS.url, message: `max ${ADMIN_LIMITS.url}` });
    for (const ok of ['/news', 'https://t.me/acsc', 'http://example.org', ''])
      expect(await check(rule, ok), ok).toBeNull();
    for (const bad of ['//evil.example', 'javascript:alert(1)', 'news', 'ftp://x', 'https://a\u0000b'])
      expect(await check(rule, bad), bad).toBe('bad link');
  });

  it('a setting link may also be empty (hidden on the site)', async () => {
    const rule = schemaRule(adminSiteSettings.shape.telegram, 'bad link');
    expect(await check(rule, '')).toBeNull();
    expect(await check(rule, 't.me/acsc')).toBe('bad link');
  });

  it('the site emails follow the one email rule of the server', async () => {
    const rule = eachRule(emailAddress(), 'bad email');
    expect(await check(rule, ['office@acsc.org.kh', 'a.b+c@mail.example.com'])).toBeNull();
    for (const bad of ['a@b', 'a..b@example.com', 'user@-example.com', 'a@example.123', 'a b@example.com'])
      expect(await check(rule, ['ok@example.com', bad]), bad).toBe('bad email');
  });

  it('required comes from the schema: a field with a default or optional() is not required', () => {
    expect(rulesOf(channelInput.shape.code, { required: 'needed' })).toEqual([{ required: true, message: 'needed' }]);
    expect(rulesOf(bannerInput.shape.link, { required: 'needed' })).toEqual([]);
    expect(rulesOf(adminCountryCode.shape.region, { required: 'needed' })).toHaveLength(1);
  });

  it('an over-long text gets only the length message, not a second one', async () => {
    const rule = schemaRule(channelInput.shape.code, 'bad code');
    expect(await check(rule, 'a'.repeat(ADMIN_LIMITS.code + 1))).toBeNull();
    expect(await check(rule, 'Notices')).toBe('bad code');
    expect(await check(rule, 'notices-2')).toBeNull();
  });

  it('a link in rich text is a link of the shared rule or a mailto: address', () => {
    for (const ok of ['/news/detail/1', 'https://acsc.org.kh', 'HTTPS://ACSC.ORG.KH', 'mailto:office@acsc.org.kh'])
      expect(isRichTextLink(ok), ok).toBe(true);
    for (const bad of ['//evil.example', 'javascript:alert(1)', 'news', 'data:text/html,x'])
      expect(isRichTextLink(bad), bad).toBe(false);
  });
});
