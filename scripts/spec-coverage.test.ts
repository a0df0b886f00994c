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
  cells: number;
  refs: { file: string; title: string }[];
}

/**
 * The cells of a Markdown table row as GitHub reads it: the outer pipes are optional (a row that lacks its
 * closing `|` still has its last cell), a `\\|` is a pipe inside a cell, not a border.
 */
export function tableCells(line: string): string[] {
  let body = line.trim();
  if (body.startsWith('|')) body = body.slice(1);
  if (/(?<!\\)\|$/.test(body)) body = body.slice(0, -1);
  return body.split(/(?<!\\)\|/).map((c) => c.trim());
}

/** The rows of the first table whose first column is a number; a cell's `path::title` spans are its tests. */
export function traceRows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) => {
      const cols = tableCells(line);
      const cell = cols[4] ?? '';
      const refs = [...cell.matchAll(/`([^`]+?)::([^`]+)`/g)].map((m) => ({ file: m[1]!, title: m[2]! }));
      return { n: Number(cols[0]), section: cols[1] ?? '', status: cols[3] ?? '', cell, cells: cols.length, refs };
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

  it('gives every row its five cells: #, section, rule, status, pinned by', () => {
    expect(rows.filter((r) => r.cells !== 5).map((r) => `row ${r.n}: ${r.cells} cells`)).toEqual([]);
  });

  it('gives every row a status: tested, deviation N, n/a, pending: issue N (or not filed), or gap', () => {
    const bad = rows.filter((r) => !/^(tested|deviation \d+|n\/a|pending: (issue \d+|not filed)|gap)$/.test(r.status));
    expect(bad.map((r) => `row ${r.n}: ${r.status}`)).toEqual([]);
  });

  it('names a test for every tested row, and a reason for every n/a, pending or gap row without one', () => {
    expect(rows.filter((r) => r.status === 'tested' && r.refs.length === 0).map((r) => r.n)).toEqual([]);
    const bare = rows.filter(
      (r) =>
        /^(n\/a|pending|gap)/.test(r.status) &&
        r.cell
          .replace(/`[^`]+::[^`]+`/g, '')
          .replace(/<br>/g, '')
          .trim() === '' &&
        r.refs.length === 0,
    );
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

describe('reading the rows (tableCells)', () => {
  it('keeps the last cell of a row without its closing pipe, and a \\| inside a cell', () => {
    expect(tableCells('| 1 | 2 | a \\| b | tested | `x.test.ts::t`')).toEqual([
      '1',
      '2',
      'a \\| b',
      'tested',
      '`x.test.ts::t`',
    ]);
    expect(tableCells('| 1 | 2 | a | tested | `x.test.ts::t` |')).toEqual(['1', '2', 'a', 'tested', '`x.test.ts::t`']);
  });

  it('reads the tests of that last cell, so a stale name in it is found', () => {
    const [row] = traceRows('| 70 | 5 | rule | tested | `x.test.ts::one`<br>`y.test.ts::two`');
    expect(row!.refs).toEqual([
      { file: 'x.test.ts', title: 'one' },
      { file: 'y.test.ts', title: 'two' },
    ]);
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
    expect([...testTitles(source)]).toEqual([
      'outer',
      'double "quoted" title',
      'a group',
      "it's skipped",
      'row %i',
      'the ${name} page',
      'on its own lines',
    ]);
  });

  it('a renamed test is no longer found under its old name', () => {
    expect(testTitles("it('new name', () => {})").has('old name')).toBe(false);
  });
});
