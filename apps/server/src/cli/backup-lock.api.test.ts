import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';
import { lockFile } from '../platform/data-dir-lock.js';

/**
 * The embedded database is one process's (docs/deployment.md "Backups"): while a server runs on a data
 * directory, `npm run backup` and `npm run restore` on it refuse, naming the server's process, and copy or
 * replace nothing; so does a second server. After the server stops, or after it was killed outright
 * (its lock left behind, stale), they work. Real processes on a temporary DATA_DIR, on either database
 * run (the embedded database is what is tested).
 */
const run = promisify(execFile);
const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const temp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

const main = path.join('src', 'main.ts');
const serverDir = path.resolve(import.meta.dirname, '../..');
/** `npm run backup|restore` as an operator types it: the exit status and what it printed. */
async function cli(dataDir: string, ...args: string[]) {
  const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir };
  try {
    const r = await run(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', ...args], { env, cwd: serverDir });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout + err.stderr };
  }
}

describe('backup and restore of the embedded database while a server runs on it', () => {
  it('refuse with the server named and change nothing; work once it has stopped', async () => {
    const dataDir = temp('acsc-lock-data-');
    const out = temp('acsc-lock-out-');
    const server = await startServerProcess(main, { DATA_DIR: dataDir });
    servers.push(server);
    const pid = server.proc.pid!;

    const backup = await cli(dataDir, 'backup', '--out', out);
    expect(backup.code).toBe(3);
    expect(backup.out).toContain(
      `cannot back up: the embedded database in ${dataDir} is in use by server process ${pid}`,
    );
    expect(backup.out).toContain('Stop it first');
    expect(fs.readdirSync(out).flatMap((d) => fs.readdirSync(path.join(out, d)))).toEqual([]);

    // A second server on the same folder refuses to start, and the first still answers.
    await expect(startServerProcess(main, { DATA_DIR: dataDir })).rejects.toThrow(`is in use by server process ${pid}`);
    expect((await fetch(`${server.url}/prod-api/health`)).status).toBe(200);

    await server.stop();
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    const after = await cli(dataDir, 'backup', '--out', out);
    expect(after.code).toBe(0);
    const made = /backup written: (\S+)/.exec(after.out)![1]!;
    expect(fs.existsSync(path.join(made, 'data.tar.gz'))).toBe(true);

    // A restore while a server runs refuses too, leaving the database in place.
    const again = await startServerProcess(main, { DATA_DIR: dataDir });
    servers.push(again);
    const restore = await cli(dataDir, 'restore', made, '--yes');
    expect(restore.code).toBe(3);
    expect(restore.out).toContain(
      `cannot restore: the embedded database in ${dataDir} is in use by server process ${again.proc.pid}`,
    );
    expect((await fetch(`${again.url}/prod-api/health`)).status).toBe(200);

    // kill -9 leaves the lock behind; its process is gone, so the restore takes it over.
    await again.kill();
    expect(fs.existsSync(lockFile(dataDir))).toBe(true);
    const restored = await cli(dataDir, 'restore', made, '--yes');
    expect(restored.code).toBe(0);
    expect(restored.out).toContain('restored the backup');
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    const third = await startServerProcess(main, { DATA_DIR: dataDir });
    servers.push(third);
    expect((await fetch(`${third.url}/prod-api/health`)).status).toBe(200);
  }, 180_000);
});
