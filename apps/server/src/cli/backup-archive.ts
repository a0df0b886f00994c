import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config.js';
import { lockDataDir } from '../platform/data-dir-lock.js';

const exec = promisify(execFile);

/**
 * Backups of one site (docs/deployment.md "Backups"): a folder `acsc-backup-<time>/` holding
 * - `postgres.dump`: the whole database in pg_dump's custom format, with DATABASE_URL;
 * - `data.tar.gz`: the data directory's lasting parts: `pglite/` (the embedded database, without
 *   DATABASE_URL), `media/` (uploads served under /media/) and `private-files/` (documents, attachments).
 *   Unfinished tus uploads (`tus/`) are left out: a client starts those again;
 * - `manifest.json`: when, which database, which parts.
 * With an S3 bucket the media and private files are in the bucket, not in the data directory: back the
 * bucket up with the provider's tools (versioning, replication, `aws s3 sync`).
 * The embedded database is a folder PGlite writes while the server runs: it is backed up and restored
 * with the server stopped. Both take the folder's lock (DATA_DIR/pglite.lock, platform/data-dir-lock.ts)
 * for their whole run: while a server holds it they refuse (DataDirInUseError, naming the process), and
 * a server started meanwhile refuses to open it. pg_dump reads a consistent snapshot of a running PostgreSQL.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  parts: string[];
}

const FILE_PARTS = ['media', 'private-files'];

export async function createBackup(config: Config, outRoot: string, now = new Date()): Promise<string> {
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'backup', 'cannot back up');
  try {
    return await backupTo(config, outRoot, now);
  } finally {
    release();
  }
}

async function backupTo(config: Config, outRoot: string, now: Date): Promise<string> {
  const dir = path.join(path.resolve(outRoot), `acsc-backup-${now.toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(dir, { recursive: true });
  const database = config.databaseUrl ? 'postgres' : 'pglite';
  if (config.databaseUrl)
    await exec('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--file',
      path.join(dir, 'postgres.dump'),
      config.databaseUrl,
    ]);
  const parts = (database === 'pglite' ? ['pglite', ...FILE_PARTS] : FILE_PARTS).filter((p) =>
    fs.existsSync(path.join(config.dataDir, p)),
  );
  if (database === 'pglite' && !parts.includes('pglite'))
    throw new Error(`no embedded database under ${config.dataDir} (DATA_DIR): nothing to back up`);
  if (parts.length) await exec('tar', ['-czf', path.join(dir, 'data.tar.gz'), '-C', config.dataDir, ...parts]);
  const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), database, parts };
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return dir;
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${dir} is not a backup (no manifest.json)`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  return manifest;
}

/**
 * Puts a backup back: the database as it was (PostgreSQL: every object of the dump dropped and restored in
 * one transaction; embedded: the folder replaced) and the data directory's parts replaced by the backup's,
 * so files added since are gone and removed ones are back. Refuses a backup of the other kind of database.
 */
export async function restoreBackup(config: Config, dir: string): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  const database = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== database)
    throw new Error(
      `the backup holds a ${manifest.database} database but the configuration uses ${database} (DATABASE_URL ${config.databaseUrl ? 'set' : 'not set'})`,
    );
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'restore', 'cannot restore');
  try {
    await restoreInto(config, dir, manifest);
  } finally {
    release();
  }
  return manifest;
}

async function restoreInto(config: Config, dir: string, manifest: BackupManifest) {
  const database = manifest.database;
  if (config.databaseUrl)
    await exec('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--dbname',
      config.databaseUrl,
      path.join(dir, 'postgres.dump'),
    ]);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const replaced = database === 'pglite' ? ['pglite', ...FILE_PARTS] : FILE_PARTS;
  for (const part of replaced) fs.rmSync(path.join(config.dataDir, part), { recursive: true, force: true });
  if (manifest.parts.length) await exec('tar', ['-xzf', path.join(dir, 'data.tar.gz'), '-C', config.dataDir]);
}
