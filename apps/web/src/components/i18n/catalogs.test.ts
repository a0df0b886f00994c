import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every catalog folder holds zh_CN, km_KH and en_US with the same keys and no empty texts. */
const dir = import.meta.dirname;
const LANGS = ['zh_CN', 'km_KH', 'en_US'] as const;
const folders = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  } else {
    out[prefix] = value;
  }
  return out;
}

const read = (folder: string, lang: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(dir, folder, `${lang}.json`), 'utf8')));
/** Interpolation names ({{name}}) must match too, or one language would show a raw placeholder. */
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  it('has the common, layout, pages and legal areas', () => {
    expect(folders).toEqual(expect.arrayContaining(['common', 'layout', 'pages', 'legal']));
  });

  describe.each(folders)('%s', (folder) => {
    it('has the three languages', () => {
      for (const lang of LANGS)
        expect(fs.existsSync(path.join(dir, folder, `${lang}.json`)), `${folder}/${lang}.json`).toBe(true);
    });

    it('has identical keys in every language', () => {
      const reference = Object.keys(read(folder, 'zh_CN')).sort();
      for (const lang of LANGS)
        expect(Object.keys(read(folder, lang)).sort(), `${folder}/${lang}.json`).toEqual(reference);
    });

    it('has no empty texts and the same placeholders in every language', () => {
      const zh = read(folder, 'zh_CN');
      for (const lang of LANGS) {
        const texts = read(folder, lang);
        for (const [key, text] of Object.entries(texts)) {
          expect(typeof text === 'string' && text.trim().length > 0, `${folder}/${lang}.json: ${key} is empty`).toBe(
            true,
          );
          expect(placeholders(text), `${folder}/${lang}.json: ${key} placeholders`).toEqual(placeholders(zh[key]));
        }
      }
    });
  });
});
