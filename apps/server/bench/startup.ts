/**
 * npx tsx apps/server/bench/startup.ts [runs=3]
 *
 * Start time and memory of one server process, compiled (`node apps/server/dist/main.js`, run
 * `npm run build` first) against the TypeScript loader (`node --import tsx apps/server/src/main.ts`), on
 * PGlite (a data directory migrated by a first start) and on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/acsc_startup, created when missing). Start time: from the spawn to
 * the first 200 of /prod-api/health. RSS: the process's resident memory (/proc/PID/status VmRSS) when it
 * first answers, then after 500 API reads (10 at a time). Prints a Markdown table (docs/deployment.md).
 * Production-like: NODE_ENV=production needs SMTP and SMS settings, so the runs use NODE_ENV=development
 * with SEED_DEMO=false (the same code path; the web app is drawn when apps/web/dist exists).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API, API_BASE } from '@acsc/shared';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RUNS = Number(process.argv[2] ?? 3);
const PORT = 4290;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/acsc_startup';

const modes = {
  compiled: ['apps/server/dist/main.js'],
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
} as const;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function once(mode: keyof typeof modes, env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, [...modes[mode]], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${PORT}${API_BASE}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${mode} exited with ${child.exitCode}`);
    const res = await fetch(`${base}${API.health}`).catch(() => null);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = performance.now() - started;
  const readyRss = rssMb(child.pid!);
  for (let i = 0; i < 50; i++) {
    await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${base}${API.newsChannels}`).then((r) => r.arrayBuffer())),
    );
  }
  const loadedRss = rssMb(child.pid!);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { startMs, readyRss, loadedRss };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function ensurePostgres() {
  const u = new URL(PG_URL);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-startup-'));
await ensurePostgres();
const targets = { PGlite: { DATA_DIR: dataDir }, PostgreSQL: { DATABASE_URL: PG_URL, DATA_DIR: dataDir } };
console.log(
  `| database | server | start to first health answer (median of ${RUNS}) | RSS at start | RSS after 500 reads |`,
);
console.log('| --- | --- | --- | --- | --- |');
for (const [name, env] of Object.entries(targets)) {
  await once('compiled', env); // migrates a fresh database; not counted
  for (const mode of ['tsx', 'compiled'] as const) {
    const runs: Awaited<ReturnType<typeof once>>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(mode, env));
    const m = (k: 'startMs' | 'readyRss' | 'loadedRss') => median(runs.map((r) => r[k]));
    console.log(
      `| ${name} | ${mode === 'tsx' ? 'node --import tsx src/main.ts' : 'node dist/main.js'} | ${Math.round(m('startMs'))} ms | ${Math.round(m('readyRss'))} MB | ${Math.round(m('loadedRss'))} MB |`,
    );
  }
}
fs.rmSync(dataDir, { recursive: true, force: true });
