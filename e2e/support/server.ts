import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Global setup: starts the BUILT app (apps/web/dist) on a free loopback port with a fresh PGlite
 * database in a temporary DATA_DIR and NODE_ENV=test (so the dev outbox exists), waits for
 * GET /prod-api/health and returns the teardown that stops it. With E2E_BASE_URL already set, the
 * suite runs against that server instead (for example `npm run dev`'s) and starts nothing.
 */
const root = path.resolve(import.meta.dirname, '../..');
const STARTUP_LIMIT_MS = 180_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

async function waitForHealth(baseURL: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The e2e server exited during start-up (${child.exitCode ?? child.signalCode}). Log:\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(`${baseURL}/prod-api/health`);
      if (res.ok) {
        const body = (await res.json()) as { code: number };
        if (body.code === 0) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The e2e server did not answer /prod-api/health within ${STARTUP_LIMIT_MS / 1000} s. Log:\n${tail(logFile)}`,
  );
}

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;

  const dist = path.join(root, 'apps/web/dist/index.html');
  if (!fs.existsSync(dist)) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (`npm test` builds before the e2e run).');
  }

  // The server runs compiled, as in production (apps/server/scripts/build.mjs, about a second): built here
  // again so a server change since the last `npm run build` is what the journeys meet.
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-e2e-'));
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  // The suite always runs on its own fresh embedded database and in-process counters, whatever the
  // developer's shell exports; the real-server runs belong to the API tests.
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'SMS_PROVIDER',
    'SMS_HTTP_URL',
    'SMS_HTTP_TOKEN',
    'WEB_DIST',
  ])
    delete env[key];
  Object.assign(env, {
    NODE_ENV: 'test',
    // The server's movable clock (POST /prod-api/dev/clock): journeys move time instead of waiting for it.
    DEV_CLOCK: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    SEED_DEMO: 'true',
    // As behind nginx: the fixtures give each test its own client address (support/fixtures.ts).
    TRUST_PROXY: 'true',
  });

  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (process.env.E2E_KEEP) console.log(`e2e: server data and log kept in ${workDir}`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, logFile);
  } catch (err) {
    await stop();
    throw err;
  }

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_SERVER_LOG = logFile;
  return stop;
}
