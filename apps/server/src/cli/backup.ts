import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError } from '../platform/data-dir-lock.js';
import { createBackup, restoreBackup } from './backup-archive.js';

const USAGE = `Backups of the database and the data directory (docs/deployment.md "Backups").

  npm run backup [-- --out <folder>]
      Writes acsc-backup-<time>/ under <folder> (default ./backups): pg_dump of DATABASE_URL, or the
      embedded database, and DATA_DIR's media and private files.
  npm run restore -- <backup folder> --yes
      Replaces the database and DATA_DIR's media and private files with the backup's.

Uses the same DATA_DIR / DATABASE_URL as the server. Embedded database (no DATABASE_URL): stop the server
first (PGlite is one process, and its folder must not change while it is copied); while a server holds
DATA_DIR/pglite.lock, both refuse and exit with status 3.`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, yes: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  const [command, dir] = positionals;
  if (values.help || !['backup', 'restore'].includes(command)) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  if (command === 'backup') {
    const out = await createBackup(config, values.out ?? `${process.env.INIT_CWD ?? process.cwd()}/backups`);
    console.log(`backup written: ${out}`);
    return;
  }
  if (!dir) throw new ConfigError('restore: name the backup folder');
  if (!values.yes)
    throw new ConfigError(
      `restore replaces the database (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}) and the media: add --yes`,
    );
  const manifest = await restoreBackup(config, dir);
  console.log(`restored the backup of ${manifest.createdAt} (${manifest.database}; ${manifest.parts.join(', ')})`);
}

main().catch((e) => {
  console.error(e instanceof ConfigError || e instanceof DataDirInUseError ? e.message : e);
  process.exit(e instanceof DataDirInUseError ? 3 : 1);
});
