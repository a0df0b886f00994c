import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every literal key the web code passes to a translation function exists in the catalog it reads from,
 * so no page shows a raw key such as "share.newTab" (rule 4). Read from the source: for each
 * `const { t } = useTranslation('ns')` (or `{ t: tp }`, or `['ns', 'other']`: the first is the default),
 * each `t('key')` / `t('ns:key')` with a literal key is looked up in the en_US catalog (the key sets of
 * the three languages are equal: catalogs.test.ts). Keys built at run time (template strings) are not
 * checked here. A file whose `t` comes from several namespaces accepts a key found in any of them.
 */
const SRC = path.resolve(import.meta.dirname, '../..');
const CATALOGS = import.meta.dirname;

function sources(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sources(p, out);
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

const catalogCache = new Map<string, Record<string, unknown> | null>();
function catalog(ns: string) {
  if (!catalogCache.has(ns)) {
    const file = path.join(CATALOGS, ns, 'en_US.json');
    catalogCache.set(ns, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
  }
  return catalogCache.get(ns)!;
}
/** A key exists as a text, as a subtree (returnObjects), or in plural forms (key_one, key_other). */
function exists(ns: string, key: string): boolean {
  const parts = key.split('.');
  const parent = parts
    .slice(0, -1)
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      catalog(ns),
    );
  if (!parent || typeof parent !== 'object') return false;
  const last = parts.at(-1)!;
  return Object.keys(parent).some((k) => k === last || k.startsWith(`${last}_`));
}

const HOOK = /const\s*\{([^}]*)\}\s*=\s*useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g;
const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]);

describe('translation keys used by the web code', () => {
  it('all exist in their catalogs', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of sources(SRC)) {
      const code = fs.readFileSync(file, 'utf8');
      const fns = new Map<string, Set<string>>();
      for (const m of code.matchAll(HOOK)) {
        const ns = quoted(m[2])[0];
        for (const part of m[1].split(',')) {
          const [name, alias] = part.split(':').map((s) => s.trim());
          if (name !== 't') continue;
          const fn = alias || 't';
          if (!fns.has(fn)) fns.set(fn, new Set());
          fns.get(fn)!.add(ns);
        }
      }
      for (const [fn, namespaces] of fns) {
        for (const m of code.matchAll(new RegExp(`\\b${fn}\\(\\s*'([^'\\s]+)'`, 'g'))) {
          const key = m[1];
          checked++;
          const [ns, k] = key.includes(':') ? [[key.split(':')[0]], key.split(':')[1]] : [[...namespaces], key];
          if (!ns.some((n) => exists(n, k)))
            missing.push(`${path.relative(SRC, file)}: ${fn}('${key}') in ${ns.join(' or ')}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });
});
