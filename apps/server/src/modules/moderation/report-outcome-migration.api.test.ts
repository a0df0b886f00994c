import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createTestDatabase } from '../../test/app.js';

/**
 * The migration that stores a report's outcome (0017_report_outcome) fills it in for reports closed
 * before it, as the reporters' records were read until then: from the moderator's decision on the same
 * item written at the report's resolved_at. A database at the migration before is filled, then migrated.
 */

const MIGRATIONS = path.resolve(import.meta.dirname, '../../db/migrations');
const TAG = '0017_report_outcome';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** The migrations folder as it was before TAG: the same files, the journal without TAG and what follows it. */
function migrationsBefore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-migrations-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === TAG);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** A database migrated to `folder`, and a way to migrate it on to the real folder. */
async function databaseAt(folder: string) {
  if (process.env.DATABASE_URL) {
    const created = await createTestDatabase(process.env.DATABASE_URL);
    const pool = new pg.Pool({ connectionString: created.url, max: 2 });
    cleanups.push(async () => {
      await pool.end();
      await created.drop();
    });
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder: folder });
    return { db, migrateOn: () => migratePg(db, { migrationsFolder: MIGRATIONS }) };
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  cleanups.push(() => client.close());
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: folder });
  return { db, migrateOn: () => migratePglite(db, { migrationsFolder: MIGRATIONS }) };
}

describe('0017_report_outcome', () => {
  it("fills in the outcome of every closed report from the moderator's decision at its closing time, and leaves open reports and auto-hidden ones without", async () => {
    const { db, migrateOn } = await databaseAt(migrationsBefore());
    const rows = await db.execute<{ id: string }>(
      sql`insert into members (nickname) values ('author'), ('r1'), ('r2'), ('r3'), ('moderator') returning id`,
    );
    const [author, r1, r2, r3, moderator] = ('rows' in rows ? rows.rows : rows).map((r) => Number(r.id));
    const t = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
    // post 1: reported by r1 and r2, hidden at :10 (upheld for both); post 2: r1's report dismissed at :20;
    // post 3: r3's report, restored at :30; post 4: r2's report closed at :40, where a dismissal and then a hide
    // share the instant (the first decision closed it); post 5: r1's report, auto-hidden at :50 and still open;
    // member r3: reported by r2, suspended at :55.
    await db.execute(sql`
      insert into exchange_moderation_decisions (target_type, target_id, author_id, action, moderator_id, created_at) values
        ('post', 1, ${author}, 'hide', ${moderator}, ${t(10)}),
        ('post', 2, ${author}, 'dismiss', ${moderator}, ${t(20)}),
        ('post', 3, ${author}, 'restore', ${moderator}, ${t(30)}),
        ('post', 4, ${author}, 'dismiss', ${moderator}, ${t(40)}),
        ('post', 4, ${author}, 'hide', ${moderator}, ${t(40)}),
        ('post', 5, ${author}, 'auto-hide', null, ${t(50)}),
        ('member', ${r3}, ${r3}, 'suspend', ${moderator}, ${t(55)})`);
    await db.execute(sql`
      insert into exchange_reports (target_type, target_id, author_id, reporter_id, reason, created_at, resolved_at) values
        ('post', 1, ${author}, ${r1}, 'spam', ${t(1)}, ${t(10)}),
        ('post', 1, ${author}, ${r2}, 'spam', ${t(2)}, ${t(10)}),
        ('post', 2, ${author}, ${r1}, 'spam', ${t(3)}, ${t(20)}),
        ('post', 3, ${author}, ${r3}, 'spam', ${t(4)}, ${t(30)}),
        ('post', 4, ${author}, ${r2}, 'spam', ${t(5)}, ${t(40)}),
        ('post', 5, ${author}, ${r1}, 'spam', ${t(6)}, null),
        ('member', ${r3}, ${r3}, ${r2}, 'spam', ${t(7)}, ${t(55)})`);

    await migrateOn();
    const after = await db.execute<{
      target_type: string;
      target_id: string;
      reporter_id: string;
      outcome: string | null;
    }>(
      sql`select target_type, target_id, reporter_id, outcome from exchange_reports order by target_type, target_id, reporter_id`,
    );
    const got = ('rows' in after ? after.rows : after).map((r) => [
      r.target_type,
      Number(r.target_id),
      Number(r.reporter_id),
      r.outcome,
    ]);
    expect(got).toEqual([
      ['member', r3, r2, 'upheld'],
      ['post', 1, r1, 'upheld'],
      ['post', 1, r2, 'upheld'],
      ['post', 2, r1, 'dismissed'],
      ['post', 3, r3, 'dismissed'],
      ['post', 4, r2, 'dismissed'],
      ['post', 5, r1, null],
    ]);
    // The column takes nothing but the two outcomes.
    await expect(db.execute(sql`update exchange_reports set outcome = 'maybe'`)).rejects.toThrow();
  });
});
