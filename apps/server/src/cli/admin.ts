import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '@acsc/shared';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../platform/db.js';
import { DataDirInUseError } from '../platform/data-dir-lock.js';
import { AccountError, changeRoleByEmail, createAdmin } from '../modules/admin/service.js';

const USAGE = `Staff accounts.

  npm run admin -- create --email <email> [--password-file <file>]
      Creates an admin who signs in at /admin with this email and password. Without --password-file
      the password is asked for on the terminal (not shown while typed).
  npm run admin -- grant  --email <email> --role <${ROLES.join('|')}>
  npm run admin -- revoke --email <email> --role <${ROLES.join('|')}>

Uses the same DATA_DIR / DATABASE_URL as the server (stop an embedded server first: PGlite is single-process).`;

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) throw new AccountError('No terminal to ask for the password on: use --password-file <file>.');
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          done();
          return resolve(value);
        }
        if (ch === '\u0003') {
          done();
          return reject(new AccountError('Cancelled.'));
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function readPassword(file: string | undefined): Promise<string> {
  if (file) return fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  const first = await askHidden('Password (6-30 letters or digits): ');
  const again = await askHidden('Password again: ');
  if (first !== again) throw new AccountError('The passwords are inconsistent. Please re-enter.');
  return first;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      'password-file': { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command || !['create', 'grant', 'revoke'].includes(command) || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    purpose: 'npm run admin',
  });
  try {
    if (command === 'create') {
      const password = await readPassword(values['password-file']);
      const row = await createAdmin(database.db, values.email, password, new Date());
      console.log(`Created admin ${row.email} (member ${row.id}). Sign in at ${config.publicUrl}/admin`);
    } else {
      const role = values.role as Role;
      if (!ROLES.includes(role)) throw new AccountError(`--role must be one of: ${ROLES.join(', ')}`);
      const roles = await changeRoleByEmail(database.db, values.email, role, command === 'grant', new Date());
      console.log(`${values.email}: roles now ${roles.length ? roles.join(', ') : '(none)'}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(
    e instanceof AccountError || e instanceof ConfigError || e instanceof DataDirInUseError ? e.message : e,
  );
  process.exit(1);
});
