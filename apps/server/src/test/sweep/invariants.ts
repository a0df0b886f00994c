import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db.js';
import type { FastifyInstance } from 'fastify';
import { ERRORS, ERROR_MESSAGES, parseLanguage, type ErrorName, type Language } from '@acsc/shared';

/** What every answer of the server must be, whatever was sent. Each check returns a problem or null. */

const NAME_OF_CODE = new Map<number, ErrorName>(
  Object.entries(ERRORS).map(([name, def]) => [def.code, name as ErrorName]),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MESSAGE_PATTERNS = new Map<string, RegExp>(
  Object.entries(ERROR_MESSAGES).flatMap(([name, byLang]) =>
    Object.entries(byLang).map(
      ([lang, template]) =>
        [`${name}:${lang}`, new RegExp(`^${escape(template).replace(/\\\{\w+\\\}/g, '[\\s\\S]*')}$`)] as const,
    ),
  ),
);

/** The language the server must answer in: the Language header, else the language cookie, else zh_CN. */
export function expectedLanguage(headers: Record<string, string>): Language {
  const cookie = /(?:^|;\s*)language=([^;]*)/.exec(headers.cookie ?? '')?.[1];
  return parseLanguage(headers.language ?? cookie);
}

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** An envelope in the request's language whose HTTP status is the one its code carries. */
export function checkEnvelope(status: number, body: unknown, lang: Language): string | null {
  if (!body || typeof body !== 'object') return `the answer is not a JSON envelope`;
  const { code, msg } = body as Envelope;
  if (typeof code !== 'number' || typeof msg !== 'string' || !('data' in body))
    return `the answer is not {code, msg, data}`;
  const name = NAME_OF_CODE.get(code);
  if (!name) return `code ${code} is not one of packages/shared errors.ts`;
  if (ERRORS[name].status !== status)
    return `code ${code} (${name}) came with HTTP ${status}, not ${ERRORS[name].status}`;
  if (!MESSAGE_PATTERNS.get(`${name}:${lang}`)!.test(msg))
    return `msg ${JSON.stringify(msg)} is not the ${lang} message of ${name}`;
  return null;
}

// A stack frame, a file of this machine, a module path, or what a database or driver says on failure.
// A checkout under /work (/work/main/apps/...) is a leak; the Work area's own routes and pages
// (/prod-api/client/work/v1/..., /work/detail/12) are not.
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\bat [\w$.<>]+ \(|\n\s+at /],
  [
    'a file path',
    /(?:(?<![\w-])\/work\/[\w.-]+\/[\w.-]+\/|\/home\/\w+\/\.|\/usr\/(?:lib|local|share)\/|\/tmp\/\S|node_modules\/|[A-Z]:\\\w|file:\/\/|\.(?:ts|js|mjs|cjs):\d+)/,
  ],
  ['an error class', /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|DrizzleQueryError|ZodError|PGlite)\b/],
  ['SQL', /\b(?:select\s+[\w"*., ]+\s+from|insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i],
  [
    'a database error',
    /(?:syntax error at|violates .* constraint|invalid input syntax|relation "|column "|duplicate key value|ECONNREFUSED|\bSQLSTATE\b)/i,
  ],
];

/** Problems of an answer's text: a refusal must say nothing about the server's insides. */
export function checkLeaks(text: string, refused: boolean): string | null {
  for (const [what, pattern] of LEAKS) {
    // Content a success returns is what staff wrote; only the insides of the server are checked there.
    if (!refused && (what === 'SQL' || what === 'a database error')) continue;
    const m = pattern.exec(text);
    if (m) return `the answer contains ${what}: …${text.slice(Math.max(0, m.index - 40), m.index + 80)}…`;
  }
  return null;
}

/**
 * What a refused request must leave as it was: the rows of every table and the content version. Counting
 * every table twice per request cost as much as the requests themselves, so the sweep's own database
 * gets a row trigger on every table that counts inserted and deleted rows in one counter row (in the
 * writing transaction, so a rolled-back write counts nothing). Stricter than comparing counts: a row
 * inserted and another deleted is a change too.
 */
export async function snapshotter(app: FastifyInstance): Promise<() => Promise<string>> {
  // The job queue's schedules insert their runs when due (one every minute): in a CI run on a loaded machine one
  // came between a refused request's two counts and read as that request's write. The sweeps count what requests
  // write, so no schedule runs while they do (a job a request sends is still inserted, and still counted).
  await app.ready();
  await app.ctx.jobs.stop();
  const db = app.ctx.database.db;
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  await db.execute(sql.raw(`create table sweep_row_changes (id int primary key, n bigint not null)`));
  await db.execute(sql.raw(`insert into sweep_row_changes values (1, 0)`));
  await db.execute(
    sql.raw(`create function sweep_count_row_change() returns trigger language plpgsql as $$
      begin update sweep_row_changes set n = n + 1 where id = 1; return null; end $$`),
  );
  for (const { name } of rows) {
    await db.execute(
      sql.raw(
        `create trigger sweep_row_change after insert or delete on "${name}" for each row execute function sweep_count_row_change()`,
      ),
    );
  }
  const query = sql.raw(
    `select (select n from sweep_row_changes where id = 1)::text || ';' || coalesce((select version::text from content_version where id = 1), '-') as s`,
  );
  return async () => (await rowsOf<{ s: string }>(db, query))[0].s;
}
