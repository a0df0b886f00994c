import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API, API_BASE } from '@acsc/shared';
import { createTestDatabase } from './test/app.js';
import { startServerProcess } from './test/server-process.js';

/**
 * Production runs the compiled server (scripts/build.mjs: one bundle, plain `node`, no TypeScript loader).
 * The bundle is built here as `npm run build` builds it (into a folder of its own, so a build or an e2e
 * run beside it is not disturbed), started in a child process on a fresh database, and asked what a
 * visitor and a load balancer ask: it migrated (files found by path from dist/), it answers, it seeds.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('the compiled server', () => {
  it('starts from dist/main.js with plain node, migrates a fresh database and answers', async () => {
    const outDir = fs.mkdtempSync(path.join(serverDir, '.build-'));
    cleanups.push(() => fs.rmSync(outDir, { recursive: true, force: true }));
    execFileSync(process.execPath, ['scripts/build.mjs', path.basename(outDir)], { cwd: serverDir, stdio: 'pipe' });
    const bundle = fs.readFileSync(path.join(outDir, 'main.js'), 'utf8');
    // The workspace package is inside the bundle (node cannot import its TypeScript), packages are not.
    expect(bundle).not.toMatch(/from ["']@acsc\/shared["']/);
    expect(bundle).toMatch(/from ["']fastify["']/);

    let env: Record<string, string>;
    if (process.env.DATABASE_URL) {
      const database = await createTestDatabase(process.env.DATABASE_URL);
      cleanups.push(database.drop);
      env = { DATABASE_URL: database.url };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-compiled-'));
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      env = { DATA_DIR: dir };
    }
    // The demo seed reads its media by path (src/seed/media), as the migrations do (src/db/migrations).
    const server = await startServerProcess(path.join(outDir, 'main.js'), { ...env, SEED_DEMO: 'true' });
    cleanups.push(() => server.stop());
    expect(server.proc.spawnargs.join(' ')).not.toContain('tsx');

    const health = await fetch(`${server.url}${API_BASE}${API.health}`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { data: { status: string } }).data.status).toBe('ok');
    // The seeded news channels, through the whole stack (routes, envelope, database).
    const channels = await fetch(`${server.url}${API_BASE}${API.newsChannels}`);
    expect(channels.status).toBe(200);
    const body = (await channels.json()) as { code: number; data: unknown };
    expect(body.code).toBe(0);
    expect(JSON.stringify(body.data)).toContain('notices');
    await server.stop();
    expect(server.proc.exitCode).toBe(0);
  }, 120_000);
});
