import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, holderOf, lockDataDir, lockFile, type LockHolder } from './data-dir-lock.js';

/** DATA_DIR/pglite.lock: who may take the embedded database, and which leftover locks are stale. */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-lock-'));
  dirs.push(dir);
  return dir;
};
const ourStart = () => {
  const stat = fs.readFileSync(`/proc/${process.pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
};
const write = (dir: string, holder: Partial<LockHolder> | string) =>
  fs.writeFileSync(
    lockFile(dir),
    typeof holder === 'string'
      ? holder
      : JSON.stringify({
          pid: process.pid,
          started: ourStart(),
          host: os.hostname(),
          purpose: 'server',
          since: 'then',
          ...holder,
        }),
  );
// A pid that ran and is gone.
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the embedded database lock', () => {
  it('is taken once: a second taker is refused, naming the holder, until it is released', () => {
    const dir = dataDir();
    const release = lockDataDir(dir, 'server');
    expect(() => lockDataDir(dir, 'backup', 'cannot back up')).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir, 'backup', 'cannot back up')).toThrow(
      `cannot back up: the embedded database in ${dir} is in use by server process ${process.pid}`,
    );
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir, 'backup')();
  });

  it('takes over a lock whose process is gone, or whose pid now names another process, or half written', () => {
    for (const stale of [{ pid: deadPid() }, { started: ourStart() - 1 }, '{"pid": 12']) {
      const dir = dataDir();
      write(dir, stale);
      expect(holderOf(dir)).toBeNull();
      const release = lockDataDir(dir, 'restore');
      expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8'))).toMatchObject({
        pid: process.pid,
        purpose: 'restore',
      });
      release();
    }
  });

  it('never takes over a lock written on another host (a shared disk), and says how to clear it', () => {
    const dir = dataDir();
    write(dir, { pid: deadPid(), host: 'other-host.example' });
    expect(() => lockDataDir(dir, 'server')).toThrow(`on other-host.example`);
    expect(() => lockDataDir(dir, 'server')).toThrow(`remove ${lockFile(dir)}`);
  });

  it('releases only its own lock', () => {
    const dir = dataDir();
    const release = lockDataDir(dir, 'server');
    // Someone replaced it meanwhile (by hand, after deciding this process was stuck).
    write(dir, { purpose: 'restore', since: 'later' });
    release();
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ purpose: 'restore' });
  });
});
