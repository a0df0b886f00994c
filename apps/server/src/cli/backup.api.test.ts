import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../platform/db.js';
import { createAdmin } from '../modules/admin/accounts.js';
import { createTestDatabase } from '../test/app.js';
import { createBackup, readManifest, restoreBackup } from './backup-archive.js';

/**
 * The restore drill (docs/deployment.md "Backups"): data written, a backup made, the data changed (an
 * account added, a media file removed, another added), the backup restored: the data is as it was. On the
 * embedded database always; on PostgreSQL (pg_dump / pg_restore) when DATABASE_URL is set.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const temp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function staffEmails(config: Config): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const r = (await database.db.execute(
      sql`select email from members where email like '%@drill.example.org' order by email`,
    )) as unknown as { rows: { email: string }[] };
    return r.rows.map((row) => row.email);
  } finally {
    await database.close();
  }
}

async function addStaff(config: Config, email: string) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await createAdmin(database.db, email, 'Drill2026pass', new Date());
  } finally {
    await database.close();
  }
}

describe('backup and restore', () => {
  it('puts the database and the media back as they were at the backup', async () => {
    const dataDir = temp('acsc-drill-data-');
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const database = await createTestDatabase(process.env.DATABASE_URL);
      cleanups.push(database.drop);
      databaseUrl = database.url;
    }
    const config: Config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), dataDir, databaseUrl };

    // The site before the backup: an account, a public image, a private document.
    await addStaff(config, 'first@drill.example.org');
    const image = path.join(dataDir, 'media/images/2026/11/photo.webp');
    const document = path.join(dataDir, 'private-files/ab/cd/contract.pdf');
    for (const [file, bytes] of [
      [image, 'RIFF-webp-bytes'],
      [document, '%PDF-1.7 drill'],
    ]) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
    }

    const backup = await createBackup(config, temp('acsc-drill-out-'));
    const manifest = readManifest(backup);
    expect(manifest.database).toBe(databaseUrl ? 'postgres' : 'pglite');
    expect(manifest.parts).toEqual(databaseUrl ? ['media', 'private-files'] : ['pglite', 'media', 'private-files']);
    expect(fs.existsSync(path.join(backup, 'postgres.dump'))).toBe(!!databaseUrl);

    // Then things change: another account, the image deleted, a new upload.
    await addStaff(config, 'second@drill.example.org');
    fs.rmSync(image);
    const later = path.join(dataDir, 'media/images/2026/11/later.webp');
    fs.writeFileSync(later, 'later-bytes');
    expect(await staffEmails(config)).toEqual(['first@drill.example.org', 'second@drill.example.org']);

    await restoreBackup(config, backup);
    expect(await staffEmails(config)).toEqual(['first@drill.example.org']);
    expect(fs.readFileSync(image, 'utf8')).toBe('RIFF-webp-bytes');
    expect(fs.readFileSync(document, 'utf8')).toBe('%PDF-1.7 drill');
    expect(fs.existsSync(later)).toBe(false);
  }, 120_000);

  it('refuses a backup of the other kind of database, changing nothing', async () => {
    const dataDir = temp('acsc-drill-other-');
    const config: Config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), dataDir };
    const backup = temp('acsc-drill-pg-');
    fs.writeFileSync(
      path.join(backup, 'manifest.json'),
      JSON.stringify({ format: 1, createdAt: new Date().toISOString(), database: 'postgres', parts: ['media'] }),
    );
    fs.mkdirSync(path.join(dataDir, 'media'));
    fs.writeFileSync(path.join(dataDir, 'media/kept.webp'), 'kept');
    await expect(restoreBackup(config, backup)).rejects.toThrow(/holds a postgres database/);
    expect(fs.readFileSync(path.join(dataDir, 'media/kept.webp'), 'utf8')).toBe('kept');
  });
});
