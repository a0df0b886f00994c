import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@acsc/shared';
import { createTestDatabase } from '../test/app.js';
import { registerThroughOutbox, startServerProcess, type ServerProcess } from '../test/server-process.js';
import { clipBytes, tus } from '../test/upload.js';
import { s3Storage, type S3Settings } from './storage.js';

/**
 * A member's video upload (tus) begun on server process A and finished on process B, as happens behind a
 * load balancer when a connection drops and the browser resumes through another process: on one PostgreSQL
 * and one Redis, with the unfinished bytes in an S3 bucket (s3rver), and without S3 in a DATA_DIR the
 * processes share. A PATCH cut off mid-body on A keeps what A received; B answers the offset and takes
 * the rest, and the video served is the file sent, byte for byte.
 */

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const main = path.join('src', 'main.ts');
const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

let clip: Buffer;
let dropDatabase: (() => Promise<void>) | null = null;
let databaseUrl = '';
const processes: ServerProcess[] = [];

beforeAll(async () => {
  if (!enabled) return;
  clip = await clipBytes({ size: '320x240', rate: 25, seconds: 3 });
  const database = await createTestDatabase(process.env.DATABASE_URL!);
  dropDatabase = database.drop;
  databaseUrl = database.url;
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await dropDatabase?.();
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

/** Two processes on the test database and Redis, each with the extra environment given (the first applies the migrations). */
async function twoProcesses(envA: Record<string, string>, envB: Record<string, string>) {
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL!,
    REDIS_PREFIX: `acsc-test:${randomBytes(6).toString('hex')}:`,
  };
  const a = await startServerProcess(main, { ...shared, ...envA });
  processes.push(a);
  const b = await startServerProcess(main, { ...shared, ...envB });
  processes.push(b);
  return { a, b };
}

/**
 * A PATCH whose connection drops: it announces the whole rest but sends only `sent` bytes, then the
 * socket is destroyed, as when a phone loses its network. Resolves once the server has seen it end.
 */
async function droppedPatch(server: ServerProcess, token: string, location: string, offset: number, sent: Buffer) {
  const url = new URL(`${server.url}${location}`);
  await new Promise<void>((resolve) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'content-length': String(clip.length - offset),
      },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(sent, () => setTimeout(() => req.destroy(), 200));
  });
}

/** Begins on A (one full PATCH, one cut off), resumes on B from the offset B reports, and answers the video. */
async function uploadAcross(a: ServerProcess, b: ServerProcess, midway: () => Promise<void>) {
  const { token } = await registerThroughOutbox(a.url);
  const [onA, onB] = [tus(a.url, token, 'en_US', API.memberVideoTus), tus(b.url, token, 'en_US', API.memberVideoTus)];
  const created = await onA.create(clip.length, 'river.mp4');
  expect(created.status).toBe(201);
  // Relative (`relativeLocation`): the path any process answers.
  const location = created.location!;
  const third = Math.floor(clip.length / 3);
  expect(await onA.patch(location, 0, clip.subarray(0, third))).toMatchObject({ status: 204, offset: third });
  await droppedPatch(a, token, location, third, clip.subarray(third, 2 * third));
  await midway();

  // The page resumes through the other process: it asks where to go on (waiting for A to let go of the upload).
  const head = await onB.head(location);
  expect(head.status).toBe(200);
  const offset = head.offset;
  expect(offset).toBeGreaterThanOrEqual(third);
  expect(offset).toBeLessThan(clip.length);
  const done = await onB.patch(location, offset, clip.subarray(offset));
  expect(done.status).toBe(200);
  const video = JSON.parse(done.text).data as { url: string; posterUrl: string; width: number; height: number };
  expect(video).toMatchObject({ width: 320, height: 240 });
  return { video };
}

async function served(server: ServerProcess, url: string): Promise<Buffer> {
  const res = await fetch(`${server.url}${url}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe.skipIf(!enabled)('a video upload resumed on another server process', () => {
  it('with S3: the unfinished bytes wait in the bucket, and the finished video is whole on both processes', async () => {
    const s3Dir = tempDir('acsc-s3-');
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
    const { port } = await s3.run();
    const settings: S3Settings = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'acsc-two-process',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    const bucket = s3Storage(settings);
    try {
      await bucket.client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
      const env = {
        S3_ENDPOINT: settings.endpoint,
        S3_BUCKET: settings.bucket,
        S3_REGION: settings.region,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      };
      // Nothing shared on disk: each process has a data folder of its own.
      const { a, b } = await twoProcesses(
        { ...env, DATA_DIR: tempDir('acsc-a-') },
        { ...env, DATA_DIR: tempDir('acsc-b-') },
      );
      const pieces = async () =>
        (await bucket.client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: 'tus/' }))).Contents ??
        [];
      const { video } = await uploadAcross(a, b, async () => {
        // What A received is in the bucket (a description and the pieces), not in A's folder, and not served.
        const keys = (await pieces()).map((o) => o.Key!);
        expect(keys.length).toBeGreaterThanOrEqual(2);
        expect((await fetch(`${b.url}/media/${keys[0]}`)).status).toBe(404);
      });
      expect((await served(a, video.url)).equals(clip)).toBe(true);
      expect((await served(b, video.url)).equals(clip)).toBe(true);
      // The finished upload leaves nothing of its pieces behind.
      expect(await pieces()).toEqual([]);
    } finally {
      bucket.client.destroy();
      await Promise.all(processes.splice(0).map((p) => p.stop()));
      await s3.close();
    }
  }, 240_000);

  it('without S3: processes that share one DATA_DIR resume each other’s uploads', async () => {
    const dataDir = tempDir('acsc-shared-');
    const { a, b } = await twoProcesses({ DATA_DIR: dataDir }, { DATA_DIR: dataDir });
    const { video } = await uploadAcross(a, b, async () => {
      expect(fs.readdirSync(path.join(dataDir, 'tus')).length).toBe(2);
    });
    expect((await served(a, video.url)).equals(clip)).toBe(true);
    expect((await served(b, video.url)).equals(clip)).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, 'tus'))).toEqual([]);
  }, 240_000);
});
