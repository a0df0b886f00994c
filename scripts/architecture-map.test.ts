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

  it('points at no file outside the repository', () => {
    expect(text).not.toMatch(/DESIGN\.md|\/work\/|shared\/seeds/);
  });
});
