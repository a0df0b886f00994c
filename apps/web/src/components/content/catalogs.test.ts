import { describe, expect, it } from 'vitest';
import zh from '../i18n/content/zh_CN.json';
import km from '../i18n/content/km_KH.json';
import en from '../i18n/content/en_US.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();

describe('content catalogs', () => {
  it('hold the same keys in the three languages, none empty', () => {
    expect(keys(km)).toEqual(keys(zh));
    expect(keys(en)).toEqual(keys(zh));
    for (const catalog of [zh, km, en]) {
      const values = JSON.stringify(catalog).match(/:"[^"]*"/g) ?? [];
      expect(values.filter((v) => v === ':""')).toEqual([]);
    }
  });

  it('keep every interpolation of the English text in the other languages', () => {
    const flat = (o: object, prefix = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]],
      );
    const vars = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
    const other = [Object.fromEntries(flat(zh)), Object.fromEntries(flat(km))];
    for (const [key, text] of flat(en)) for (const o of other) expect([key, vars(o[key])]).toEqual([key, vars(text)]);
  });
});
