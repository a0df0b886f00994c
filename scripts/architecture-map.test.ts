import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md is the map a newcomer trusts, so it is kept true to the tree: its "Folder map"
 * names every feature folder (server modules, web pages, console sections) and every platform piece, and
 * names nothing that is gone. Add a folder, add its line.
 */
const ROOT = path.dirname(import.meta.dirname);
const DOC = path.join(ROOT, 'docs/architecture.md');

/** The paths the folder map names: each entry's indentation (two spaces a level) nests it under the entry above. */
export function folderMapPaths(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Folder map'));
  if (!section) throw new Error('docs/architecture.md has no "## Folder map"');
  const block = section.split('```')[1] ?? '';
  const stack: { indent: number; name: string }[] = [];
  const paths: string[] = [];
  for (const line of block.split('\n')) {
    const m = /^( *)(\S+)/.exec(line);
    // Entries start within the name column; deeper lines continue the description above.
    if (!m || m[1].length >= 24) continue;
    const indent = m[1].length;
    while (stack.length && stack[stack.length - 1].indent >= indent) stack.pop();
    const parent = stack.length ? stack[stack.length - 1].name : '';
    const name = path.posix.normalize(parent + m[2]);
    stack.push({ indent, name: name.endsWith('/') ? name : name + '/' });
    paths.push(name.replace(/\/$/, ''));
  }
  return paths;
}

const listed = (dir: string, keep: (entry: fs.Dirent) => boolean) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter(keep)
    .map((e) => `${dir}/${e.name}`);
const folders = (dir: string) => listed(dir, (e) => e.isDirectory());
const notTest = (e: fs.Dirent) => !/\.test\.tsx?$/.test(e.name);

describe('docs/architecture.md', () => {
  const text = fs.readFileSync(DOC, 'utf8');
  const named = new Set(folderMapPaths(text));

  it('names every server module, web page folder, console section and platform piece in its folder map', () => {
    const required = [
      ...folders('apps/server/src/modules'),
      ...folders('apps/web/src/pages'),
      ...folders('apps/web/src/admin'),
      ...listed('apps/server/src/platform', notTest),
    ];
    expect(required.filter((p) => !named.has(p))).toEqual([]);
  });

  it('names nothing in its folder map that is not in the tree', () => {
    const concrete = [...named].filter((p) => !/[<*]/.test(p));
    expect(concrete.filter((p) => !fs.existsSync(path.join(ROOT, p)))).toEqual([]);
  });

  it('points at no file outside the repository, nor do the other docs', () => {
    const outside = /DESIGN\b|\/work\/(main|wt|shared|notes)\b|shared\/seeds/;
    expect(text).not.toMatch(outside);
    for (const doc of fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')))
      expect(fs.readFileSync(path.join(ROOT, 'docs', doc), 'utf8'), doc).not.toMatch(outside);
  });
});

/**
 * Where a backticked path of the docs is read from, by its first folder: `modules/news` means
 * apps/server/src/modules/news, `pages/news` apps/web/src/pages/news, and so on. Other names (API paths,
 * variables) are not checked.
 */
const ANCHORS: Record<string, string[]> = {
  apps: [''],
  packages: [''],
  e2e: [''],
  docs: [''],
  scripts: ['', 'apps/web/'],
  '.ci': [''],
  modules: ['apps/server/src/'],
  platform: ['apps/server/src/'],
  seed: ['apps/server/src/'],
  db: ['apps/server/src/'],
  test: ['apps/server/src/'],
  bench: ['apps/server/'],
  pages: ['apps/web/src/'],
  admin: ['apps/web/src/'],
  components: ['apps/web/src/'],
  app: ['apps/web/src/'],
  sw: ['apps/web/src/'],
  schemas: ['packages/shared/src/'],
};

/** The backticked repository paths of a Markdown text that name nothing in the tree. */
export function stalePaths(markdown: string, exists: (p: string) => boolean): string[] {
  const stale: string[] = [];
  // What a new feature would create ("Adding a feature") is not in the tree by design.
  const text = markdown.replace(/^## Adding a feature\n[\s\S]*?(?=^## )/m, '');
  for (const [, raw] of text.matchAll(/`([^`\s]+)`/g)) {
    const token = raw.replace(/[.,;:)]+$/, '').split('#')[0];
    if (!/^[A-Za-z0-9_.\-/]+$/.test(token) || !token.includes('/') || token.startsWith('.') || token.includes('dist'))
      continue;
    const roots = ANCHORS[token.split('/')[0]];
    if (roots && !roots.some((root) => exists(root + token.replace(/\/$/, '')))) stale.push(token);
  }
  return stale;
}

describe('the docs', () => {
  const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n'));
  const exists = (p: string) => fs.existsSync(path.join(ROOT, p)) || tracked.has(`${p}.ts`) || tracked.has(`${p}.tsx`);

  it('name only repository paths that exist', () => {
    const docs = [
      'README.md',
      ...fs
        .readdirSync(path.join(ROOT, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    const stale = docs.flatMap((doc) =>
      stalePaths(fs.readFileSync(path.join(ROOT, doc), 'utf8'), exists).map((p) => `${doc}: ${p}`),
    );
    expect(stale).toEqual([]);
  });

  it('catch a path that is gone, read from its folder', () => {
    expect(stalePaths('see `modules/exchange-social/service.ts` and `platform/db.ts`', exists)).toEqual([
      'modules/exchange-social/service.ts',
    ]);
    expect(stalePaths('`pages/news` and `schemas/admin.ts` and `API.home` and `/prod-api/x`', exists)).toEqual([]);
  });
});
