import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@acsc/shared';
import { call, createTestApp } from '../../test/app.js';
import { s3Storage, type S3Settings } from '../../platform/storage.js';

/**
 * Liveness (/health) and readiness (/health/ready) as a load balancer sees them, with real parts failing:
 * Redis at a port where nothing listens, an S3-compatible server (s3rver) that stops.
 */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('readiness', () => {
  it('answers ready with the parts it checked when everything answers', async () => {
    const app = await createTestApp();
    cleanups.push(() => app.close());
    const res = await call(app, API.healthReady, { method: 'GET', lang: 'en_US' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({
      status: 'ready',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      redis: process.env.REDIS_URL ? 'ok' : 'off',
      storage: 'disk',
    });
  });

  it('answers 503 naming Redis when Redis stops answering, while liveness still answers 200', async () => {
    // A Redis of the test's own, stopped under the running app: a real refused connection.
    const port = await freePort();
    const redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const stopped = new Promise((resolve) => redis.once('exit', resolve));
    cleanups.push(() => void redis.kill('SIGKILL'));
    for (let i = 0; i < 100 && !(await answers(port)); i++) await new Promise((r) => setTimeout(r, 50));
    const app = await createTestApp({ redisUrl: `redis://127.0.0.1:${port}` });
    cleanups.push(() => app.close());
    const up = await call(app, API.healthReady, { method: 'GET', lang: 'en_US' });
    expect(up.status).toBe(200);
    expect(up.body.data.redis).toBe('ok');

    redis.kill('SIGKILL');
    await stopped;
    const ready = await call(app, API.healthReady, { method: 'GET', lang: 'en_US' });
    expect(ready.status).toBe(503);
    expect(ready.body.code).toBe(1505);
    expect(ready.body.msg).toBe('Not ready: redis not answering.');
    expect(ready.headers['retry-after']).toBe('5');
    const km = await call(app, API.healthReady, { method: 'GET', lang: 'km_KH' });
    expect(km.body.msg).toContain('redis');
    expect(km.body.msg).not.toBe(ready.body.msg);
    const live = await call(app, API.health, { method: 'GET' });
    expect(live.status).toBe(200);
  });

  it('answers 503 naming the storage when the S3 bucket stops answering', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-ready-s3-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
    const { port } = await server.run();
    const settings: S3Settings = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'acsc-ready-test',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    const bucket = s3Storage(settings);
    await bucket.client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
    bucket.client.destroy();
    const app = await createTestApp({ s3: settings });
    cleanups.push(() => app.close());

    const before = await call(app, API.healthReady, { method: 'GET', lang: 'en_US' });
    expect(before.status).toBe(200);
    expect(before.body.data.storage).toBe('s3');

    await server.close();
    const after = await call(app, API.healthReady, { method: 'GET', lang: 'en_US' });
    expect(after.status).toBe(503);
    expect(after.body.code).toBe(1505);
    expect(after.body.msg).toBe('Not ready: storage not answering.');
  });
});
