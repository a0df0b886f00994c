import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/app.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';

/**
 * The job runner survives a crash: a server process is killed (kill -9) while its queue is full and
 * jobs are running, a new one starts on the same data, and every job has run exactly once.
 * On PGlite (a data directory on disk) always; on PostgreSQL when DATABASE_URL is set.
 */

const JOBS = 60;
const child = path.join('src', 'test', 'job-child.ts');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function dataSource(): Promise<Record<string, string>> {
  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase(process.env.DATABASE_URL);
    cleanups.push(database.drop);
    return { DATABASE_URL: database.url };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-jobs-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

async function jobRuns(server: ServerProcess) {
  const res = await fetch(`${server.url}/__test/job-runs`);
  return (await res.json()) as { runs: { key: string; runs: number }[]; open: number };
}

describe('jobs across a crash', () => {
  it(`runs each of ${JOBS} queued jobs exactly once when the server is killed mid-queue and restarted`, async () => {
    const env = await dataSource();
    const first = await startServerProcess(child, { ...env, ENQUEUE_JOBS: String(JOBS) });
    cleanups.push(() => first.kill());
    // Let some finish, then cut the process off in the middle of its work.
    let ran = 0;
    await first.waitForLine((l) => l.startsWith('RAN ') && ++ran >= 10);
    await first.kill();
    const finishedBeforeKill = first.lines.filter((l) => l.startsWith('RAN ')).length;
    expect(finishedBeforeKill).toBeLessThan(JOBS);

    const second = await startServerProcess(child, { ...env });
    cleanups.push(() => second.stop());
    // Waits on the queue, not on a clock: the runner reports when nothing is left.
    let state = await jobRuns(second);
    for (let i = 0; i < 600 && state.open > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await jobRuns(second);
    }
    expect(state.open).toBe(0);
    expect(state.runs).toHaveLength(JOBS);
    expect(state.runs.filter((r) => r.runs !== 1)).toEqual([]);
    await second.stop();
  }, 240_000);
});
