import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { ERRORS as TUS_ERRORS, Upload } from '@tus/server';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, apiPath } from '@acsc/shared';
import { useTestApp } from '../test/kit.js';
import { staffCall } from '../modules/admin/admin.testkit.js';
import { uploadImage } from '../modules/media/media.testkit.js';
import { makeClip, tus, uploadTo } from '../test/upload.js';
import { minimalPdf } from '../test/sample-files.js';
import { s3Storage, type S3Settings } from './storage.js';
import { BucketStore } from './upload-store.js';

/*
 * The S3 storage against a real S3-compatible server (s3rver: multipart uploads and Range GETs, signed
 * requests checked), started on a loopback port with its own folder. The app only knows the S3_* settings.
 */
const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-s3-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: serverDir });
const { port } = await server.run();
// s3rver's built-in account; the bucket name is one real S3 would accept.
const settings: S3Settings = {
  endpoint: `http://127.0.0.1:${port}`,
  bucket: 'acsc-media-test',
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
};
const bucket = s3Storage(settings);
// Registered before the app's own: they run after it has closed.
afterAll(async () => {
  bucket.client.destroy();
  await server.close();
  fs.rmSync(serverDir, { recursive: true, force: true });
});
await bucket.client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
const { app, signUpStaff } = await useTestApp({ config: { s3: settings } });
let admin: { token: string };
const keyOf = (url: string) => url.replace(/^\/media\//, '');
const head = (key: string) => bucket.client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }));
const inBucket = (key: string) =>
  head(key).then(
    () => true,
    (e) => (e?.$metadata?.httpStatusCode === 404 ? false : Promise.reject(e)),
  );
const bytesOf = async (key: string) =>
  Buffer.from(
    await (
      await bucket.client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
    ).Body!.transformToByteArray(),
  );

beforeAll(async () => {
  admin = await signUpStaff(['admin']);
});

describe('media in an S3-compatible bucket', () => {
  let image: { id: number; url: string; variants: { width: number; url: string }[] };

  it('stores an uploaded image’s WebP variants in the bucket, not on disk, and serves them with a long cache lifetime', async () => {
    expect(app.ctx.storage.kind).toBe('s3');
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 60, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const res = await uploadImage(app, admin.token, 'poster.jpg', photo, 'image/jpeg');
    expect(res.status).toBe(200);
    image = res.body.data;
    expect(image.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    for (const v of image.variants) {
      const key = keyOf(v.url);
      expect(fs.existsSync(path.join(app.ctx.mediaDir, key))).toBe(false);
      const stored = await head(key);
      expect(stored.ContentType).toBe('image/webp');
      const served = await app.inject({ method: 'GET', url: v.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['accept-ranges']).toBe('bytes');
      expect(served.rawPayload.equals(await bytesOf(key))).toBe(true);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(v.width);
    }
  });

  it('answers a Range request with 206 and exactly that slice, a HEAD with the size and no body, an unknown key with 404', async () => {
    const url = image.variants[1].url;
    const whole = await bytesOf(keyOf(url));
    const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=100-1123' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${whole.length}`);
    expect(Number(part.headers['content-length'])).toBe(1024);
    expect(part.rawPayload.equals(whole.subarray(100, 1124))).toBe(true);
    // An open-ended range, as a video player seeking asks.
    const tail = await app.inject({ method: 'GET', url, headers: { range: `bytes=${whole.length - 10}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 10))).toBe(true);
    const beyond = await app.inject({ method: 'GET', url, headers: { range: `bytes=${whole.length + 5}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`);

    const headRes = await app.inject({ method: 'HEAD', url });
    expect(headRes.statusCode).toBe(200);
    expect(Number(headRes.headers['content-length'])).toBe(whole.length);
    expect(headRes.headers['content-type']).toBe('image/webp');
    expect(headRes.rawPayload.length).toBe(0);

    expect((await app.inject({ method: 'GET', url: url.replace(/\/[^/]+$/, '/missing.webp') })).statusCode).toBe(404);
    // Demo files shipped in the media folder are still served from disk.
    fs.mkdirSync(path.join(app.ctx.mediaDir, 'demo'), { recursive: true });
    fs.writeFileSync(path.join(app.ctx.mediaDir, 'demo', 'note.txt'), 'shipped with the app');
    expect((await app.inject({ method: 'GET', url: '/media/demo/note.txt' })).body).toBe('shipped with the app');
    // A broken escape is the client's mistake, not the server's.
    expect((await app.inject({ method: 'GET', url: '/media/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('deleting an unused item removes its objects from the bucket and its URLs stop answering', async () => {
    const keys = image.variants.map((v) => keyOf(v.url));
    const deleted = await staffCall(app, admin.token, 'POST', apiPath(ADMIN_API.media.remove, { id: image.id }));
    expect(deleted.body.code).toBe(0);
    for (const key of keys) expect(await inBucket(key)).toBe(false);
    const folder = keys[0].slice(0, keys[0].lastIndexOf('/') + 1);
    const left = await bucket.client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: folder }));
    expect(left.KeyCount ?? 0).toBe(0);
    expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('keeps a document as uploaded in the bucket and serves it as a download under its Chinese name', async () => {
    const pdf = minimalPdf();
    const res = await uploadTo(app, ADMIN_API.media.document, admin.token, '申请表.pdf', pdf);
    expect(res.status).toBe(200);
    const key = keyOf(res.body.data.url);
    expect((await head(key)).ContentType).toBe('application/pdf');
    expect((await bytesOf(key)).equals(pdf)).toBe(true);
    const served = await app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('申请表.pdf')}`);
  });

  it('puts an uploaded video and its poster in the bucket and serves the video in ranges', async () => {
    const clip = await makeClip({ size: '64x48', rate: 10, seconds: 1 });
    const data = fs.readFileSync(clip);
    const client = tus(app, admin.token);
    const created = await client.create(data.length, 'clip.mp4');
    const done = await client.patch(created.location!, 0, data);
    expect(done.status).toBe(200);
    const video = done.body.data;
    expect(fs.existsSync(path.join(app.ctx.mediaDir, keyOf(video.url)))).toBe(false);
    expect((await head(keyOf(video.url))).ContentType).toBe('video/mp4');
    expect((await head(keyOf(video.poster))).ContentType).toBe('image/webp');
    expect((await bytesOf(keyOf(video.url))).equals(data)).toBe(true);
    const ranged = await app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-type']).toBe('video/mp4');
    expect(ranged.rawPayload.equals(data.subarray(0, 100))).toBe(true);
    fs.rmSync(path.dirname(clip), { recursive: true, force: true });
  });

  it('sends a file above the multipart threshold in parts, reassembled byte for byte and served in ranges across a part boundary', async () => {
    const MiB = 1024 * 1024;
    // S3's smallest allowed part is 5 MiB; a lowered threshold keeps the file small.
    const storage = s3Storage(settings, { multipartThreshold: 5 * MiB, partSize: 5 * MiB });
    const commands: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => (args) => (commands.push(context.commandName as string), next(args)),
      { step: 'initialize' },
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-s3-big-'));
    const file = path.join(dir, 'big.mp4');
    const data = randomBytes(11 * MiB + 123);
    fs.writeFileSync(file, data);
    const key = `videos/2031/03/${randomBytes(16).toString('hex')}/video.mp4`;
    await storage.putFile(key, file, 'video/mp4');
    storage.client.destroy();
    expect(commands).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ]);
    expect(fs.existsSync(file)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });

    const stored = await head(key);
    expect(stored.ContentLength).toBe(data.length);
    expect(stored.ContentType).toBe('video/mp4');
    expect(stored.CacheControl).toBe('public, max-age=31536000, immutable');
    expect((await bytesOf(key)).equals(data)).toBe(true);
    const from = 5 * MiB - 10;
    const across = await app.inject({
      method: 'GET',
      url: `/media/${key}`,
      headers: { range: `bytes=${from}-${from + 19}` },
    });
    expect(across.statusCode).toBe(206);
    expect(across.headers['content-range']).toBe(`bytes ${from}-${from + 19}/${data.length}`);
    expect(across.rawPayload.equals(data.subarray(from, from + 20))).toBe(true);
  });

  it('keeps an unfinished resumable upload in the bucket in pieces, keeps what a broken request sent, and puts it together whole', async () => {
    // Pieces of 1,000 bytes: the store's own are 8 MiB.
    const store = new BucketStore(bucket.client, settings.bucket, 1000);
    const id = randomBytes(16).toString('hex');
    const data = randomBytes(5500);
    await store.create(new Upload({ id, size: data.length, offset: 0, metadata: { filename: 'clip.mp4' } }));
    expect(await store.write(Readable.from([data.subarray(0, 700), data.subarray(700, 2500)]), id, 0)).toBe(2500);
    expect(await store.getUpload(id)).toMatchObject({
      id,
      offset: 2500,
      size: 5500,
      metadata: { filename: 'clip.mp4' },
    });

    // A request that breaks after 1,500 more bytes: they are kept, and the upload goes on from there.
    const broken = new Readable({ read() {} });
    broken.push(data.subarray(2500, 4000));
    setImmediate(() => broken.destroy(new Error('connection reset')));
    await expect(store.write(broken, id, 2500)).rejects.toBe(TUS_ERRORS.FILE_WRITE_ERROR);
    expect((await store.getUpload(id)).offset).toBe(4000);
    expect(await store.write(Readable.from([data.subarray(4000)]), id, 4000)).toBe(5500);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-s3-tus-'));
    await store.download(id, path.join(dir, 'whole'));
    expect(fs.readFileSync(path.join(dir, 'whole')).equals(data)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
    // Never served as media.
    expect((await app.inject({ method: 'GET', url: `/media/tus/${id}/info` })).statusCode).toBe(404);

    await store.remove(id);
    const left = await bucket.client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: `tus/${id}/` }));
    expect(left.Contents ?? []).toEqual([]);
    await expect(store.getUpload(id)).rejects.toBe(TUS_ERRORS.FILE_NOT_FOUND);
  });
});
