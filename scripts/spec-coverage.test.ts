import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testTitles } from './test-titles.mjs';

/**
 * The trace from the spec to the tests (docs/spec-coverage.md, issue 18): every test it names must still
 * exist under that name in that file, every deviation it names must be a row of docs/spec-deviations.md,
 * and every row says how the rule is held (tested, a deviation, not applicable, pending, or an open gap).
 */
const ROOT = path.dirname(import.meta.dirname);
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Row {
  n: number;
  section: string;
  status: string;
  cell: string;
  refs: { file: string; title: string }[];
}

/** The rows of the first table whose first column is a number; a cell's `path::title` spans are its tests. */
export function traceRows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) => {
      const cols = line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
      const cell = cols[4] ?? '';
      const refs = [...cell.matchAll(/`([^`]+?)::([^`]+)`/g)].map((m) => ({ file: m[1]!, title: m[2]! }));
      return { n: Number(cols[0]), section: cols[1] ?? '', status: cols[3] ?? '', cell, refs };
    });
}

const rows = traceRows(read('docs/spec-coverage.md'));
const deviations = new Set(
  read('docs/spec-deviations.md')
    .split('\n')
    .map((line) => /^\|\s*(\d+)\s*\|/.exec(line)?.[1])
    .filter(Boolean),
);
const titlesOf = new Map<string, Set<string>>();
const titles = (file: string) => {
  if (!titlesOf.has(file)) titlesOf.set(file, testTitles(read(file)));
  return titlesOf.get(file)!;
};

describe('the spec trace (docs/spec-coverage.md)', () => {
  it('has rows for every section from 2 to 9, numbered in order', () => {
    expect(rows.map((r) => r.n)).toEqual(rows.map((_, i) => i + 1));
    expect(new Set(rows.map((r) => r.section))).toEqual(new Set(['2', '3', '4', '5', '6', '7', '8', '9']));
  });

  it('gives every row a status: tested, deviation N, n/a, pending: issue N (or not filed), or gap', () => {
    const bad = rows.filter((r) => !/^(tested|deviation \d+|n\/a|pending: (issue \d+|not filed)|gap)$/.test(r.status));
    expect(bad.map((r) => `row ${r.n}: ${r.status}`)).toEqual([]);
  });

  it('names a test for every tested row, and a reason for every n/a, pending or gap row without one', () => {
    expect(rows.filter((r) => r.status === 'tested' && r.refs.length === 0).map((r) => r.n)).toEqual([]);
    const bare = rows.filter((r) => /^(n\/a|pending|gap)/.test(r.status) && r.cell.replace(/`[^`]+::[^`]+`/g, '').replace(/<br>/g, '').trim() === '' && r.refs.length === 0);
    expect(bare.map((r) => r.n)).toEqual([]);
  });

  it('points every deviation row at a row of docs/spec-deviations.md', () => {
    const missing = rows.filter((r) => r.status.startsWith('deviation') && !deviations.has(r.status.split(' ')[1]!));
    expect(missing.map((r) => `row ${r.n}: ${r.status}`)).toEqual([]);
  });

  it('names only test files that exist and tests that exist in them under that exact name', () => {
    const refs = rows.flatMap((r) => r.refs.map((ref) => ({ ...ref, row: r.n })));
    expect(refs.length).toBeGreaterThan(100);
    const broken = refs.filter((ref) => !existsSync(path.join(ROOT, ref.file)) || !titles(ref.file).has(ref.title));
    expect(broken.map((b) => `row ${b.row}: ${b.file} :: ${b.title}`)).toEqual([]);
  });
});

describe('reading test titles (scripts/test-titles.mjs)', () => {
  it('finds it, test, describe and their modifiers, in any quotes, nested, with escapes, and .each tables', () => {
    const source = [
      "describe('outer', () => {",
      '  it("double \\"quoted\\" title", () => {});',
      "  test.describe.serial('a group', () => { test.skip('it\\'s skipped', async () => {}); });",
      '  it.each([[1, f(2)], [3, [4]]])(`row %i`, () => {});',
      '  test(`the ${name} page`, () => {});',
      "  it\n    .only(\n  'on its own lines', () => {});",
      '});',
      "const notATest = split('x'); submit('y'); myit('z');",
    ].join('\n');
    expect([...testTitles(source)]).toEqual(['outer', 'double "quoted" title', 'a group', "it's skipped", 'row %i', 'the ${name} page', 'on its own lines']);
  });

  it('a renamed test is no longer found under its old name', () => {
    expect(testTitles("it('new name', () => {})").has('old name')).toBe(false);
  });
});
