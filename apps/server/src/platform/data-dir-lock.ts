import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Who holds the embedded database (PGlite) of a data directory. PGlite is one process's database: a
 * second process opening the same folder, a backup copying it or a restore replacing it while the
 * server writes would corrupt it or copy a half-written state. Whoever opens or copies it first writes
 * DATA_DIR/pglite.lock (its pid, the process's start time, the host, what it is doing), created
 * exclusively, and removes it when done. A lock left by a process that no longer runs (kill -9, a power
 * cut) is stale and taken over: the pid is gone, or it now names another process (a different start
 * time). A lock written on another host (a shared disk) cannot be checked and is never taken over.
 */
export interface LockHolder {
  pid: number;
  /** /proc/<pid>/stat's start time, in clock ticks since boot (Linux); null elsewhere. */
  started: number | null;
  host: string;
  /** What holds it: "server", "backup", "restore", "admin"... */
  purpose: string;
  since: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    doing: string,
  ) {
    super(
      `${doing}: the embedded database in ${dataDir} is in use by ${holder.purpose} process ${holder.pid}` +
        `${holder.host === os.hostname() ? '' : ` on ${holder.host}`} since ${holder.since}. Stop it first ` +
        `(the embedded database is one process's; copying or replacing it while it writes would corrupt it).` +
        `${holder.host === os.hostname() ? '' : ` If that process is gone, remove ${lockFile(dataDir)}.`}`,
    );
  }
}

export const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

function startTime(pid: number): number | null {
  try {
    // Field 22; the command name (field 2) is in parentheses and may hold spaces.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  } catch {
    return null;
  }
}

function alive(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid runs; is it still the process that wrote the lock (pids are reused)?
  return holder.started === null || startTime(holder.pid) === null || startTime(holder.pid) === holder.started;
}

/** The live holder of the data directory's embedded database, or null (no lock, or a stale one). */
export function holderOf(dataDir: string): LockHolder | null {
  let text: string;
  try {
    text = fs.readFileSync(lockFile(dataDir), 'utf8');
  } catch {
    return null;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return alive(holder) ? holder : null;
  } catch {
    // Half written by a process killed while writing it: that process is gone.
    return null;
  }
}

/**
 * Takes the data directory's embedded database for this process, or throws DataDirInUseError naming
 * the live holder. Answers the release (idempotent; also run if the process exits without it).
 */
export function lockDataDir(dataDir: string, purpose: string, doing = `cannot ${purpose}`): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  const mine: LockHolder = {
    pid: process.pid,
    started: startTime(process.pid),
    host: os.hostname(),
    purpose,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine) + '\n', { flag: 'wx' });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = holderOf(dataDir);
      if (holder) throw new DataDirInUseError(dataDir, holder, doing);
      // Stale: gone with its process. (Two processes taking over the same stale lock at the same
      // instant are not told apart; starting two servers at once on one folder is not guarded.)
      if (attempt >= 2) throw e;
      fs.rmSync(file, { force: true });
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      const now = JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;
      if (now.pid === mine.pid && now.since === mine.since) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}
