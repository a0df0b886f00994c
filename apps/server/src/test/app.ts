import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.js';
import { buildApp, type BuildOptions } from '../app.js';

/** A new, empty PostgreSQL database beside the one DATABASE_URL names, and how to drop it. */
export async function createTestDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `acsc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A fresh server for one test file: PGlite in memory, or, when DATABASE_URL is set, a new PostgreSQL
 * database created for this app and dropped when it closes. With REDIS_URL, keys get a unique prefix.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' });
  const id = randomBytes(6).toString('hex');
  const database = base.databaseUrl ? await createTestDatabase(base.databaseUrl) : null;
  const config: Config = {
    ...base,
    dataDir: 'memory://',
    databaseUrl: database?.url,
    redisPrefix: `acsc-test:${id}:`,
    webDist: '/nonexistent',
    ...overrides,
  };
  const app = await buildApp(config, options);
  if (database) {
    app.addHook('onClose', async () => {
      await app.ctx.database.close();
      await database.drop();
    });
  }
  return app;
}

/** Calls the API like a client: JSON body, spec headers, returns the parsed envelope and the HTTP status. */
export async function call(
  app: FastifyInstance,
  path: string,
  opts: {
    method?: 'GET' | 'POST';
    body?: unknown;
    token?: string;
    lang?: string;
    headers?: Record<string, string>;
    ip?: string;
  } = {},
) {
  const res = await app.inject({
    method: opts.method ?? 'POST',
    url: `/prod-api${path}`,
    payload: opts.method === 'GET' ? undefined : ((opts.body ?? {}) as object),
    remoteAddress: opts.ip,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.lang ? { language: opts.lang } : {}),
      'device-id': 'test-device',
      'os-name': 'PC',
      'os-version': 'Chrome',
      platform: 'Web',
      ...opts.headers,
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are whatever JSON the endpoint answers; tests read the fields they assert on
  return { status: res.statusCode, headers: res.headers, body: res.json() as { code: number; msg: string; data: any } };
}
