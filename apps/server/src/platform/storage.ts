import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { MEDIA_PREFIX } from './media.js';

/**
 * Where uploaded media live. Keys are server-generated relative paths ("images/2031/03/ab12.../960.webp");
 * every stored file is public under /media/<key> and never changes (a new upload gets a new key).
 */
export interface Storage {
  kind: 'disk' | 's3';
  /** Stores a local file (moved when it can be, so a 20 GB video is not copied twice). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  putBuffer(key: string, data: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export const mediaUrlOf = (key: string) => MEDIA_PREFIX + key;

/** A key must stay inside the media root: no absolute paths, no "..", only safe characters. */
export function assertSafeKey(key: string) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(key) || key.split('/').some((p) => p === '..' || p === '')) throw new Error(`unsafe storage key: ${key}`);
}

export function diskStorage(root: string): Storage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async putFile(key, file) {
      const to = full(key);
      await fsp.mkdir(path.dirname(to), { recursive: true });
      try {
        await fsp.rename(file, to);
      } catch (e: any) {
        if (e.code !== 'EXDEV') throw e;
        await fsp.copyFile(file, to);
        await fsp.rm(file, { force: true });
      }
    },
    async putBuffer(key, data) {
      const to = full(key);
      await fsp.mkdir(path.dirname(to), { recursive: true });
      await fsp.writeFile(to, data);
    },
    async remove(key) {
      await fsp.rm(full(key), { force: true });
    },
    async exists(key) {
      return fs.existsSync(full(key));
    },
  };
}

/** Above this size a file goes up in parts (PutObject stops at 5 GB; videos may reach 20 GB). */
const MULTIPART_THRESHOLD = 64 * 1024 * 1024;
const PART_SIZE = 64 * 1024 * 1024;

export type S3Settings = NonNullable<Config['s3']>;

export function s3Storage(s: S3Settings): Storage & { client: S3Client; bucket: string } {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  });
  const Bucket = s.bucket;
  const cache = 'public, max-age=31536000, immutable';
  return {
    kind: 's3',
    client,
    bucket: Bucket,
    async putFile(key, file, contentType) {
      assertSafeKey(key);
      const { size } = await fsp.stat(file);
      if (size <= MULTIPART_THRESHOLD) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: await fsp.readFile(file), ContentType: contentType, CacheControl: cache }));
      } else {
        const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType, CacheControl: cache }));
        try {
          const parts: { ETag?: string; PartNumber: number }[] = [];
          const fh = await fsp.open(file, 'r');
          try {
            for (let offset = 0, n = 1; offset < size; offset += PART_SIZE, n++) {
              const buf = Buffer.alloc(Math.min(PART_SIZE, size - offset));
              await fh.read(buf, 0, buf.length, offset);
              const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber: n, Body: buf }));
              parts.push({ ETag, PartNumber: n });
            }
          } finally {
            await fh.close();
          }
          await client.send(new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }));
        } catch (e) {
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch(() => undefined);
          throw e;
        }
      }
      await fsp.rm(file, { force: true });
    },
    async putBuffer(key, data, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, CacheControl: cache }));
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: 'bytes=0-0' }));
        (res.Body as Readable | undefined)?.destroy?.();
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The configured storage: S3 when S3_* is set, else files under the media folder. */
export function createStorage(config: Config, mediaDir: string): Storage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(mediaDir);
}

/**
 * With S3, /media/<key> is read from the bucket (range requests pass through, so video seeking works);
 * files the bucket lacks fall back to the local media folder (demo files shipped with the app).
 */
export function registerS3Media(app: FastifyInstance, storage: ReturnType<typeof s3Storage>, localDir: string) {
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith(MEDIA_PREFIX)) return;
    const key = decodeURIComponent(request.url.slice(MEDIA_PREFIX.length).split('?')[0]);
    try {
      assertSafeKey(key);
    } catch {
      return;
    }
    if (fs.existsSync(path.join(localDir, key))) return;
    try {
      const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
      const obj = await storage.client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: key, Range: range }));
      reply.status(obj.ContentRange ? 206 : 200);
      reply.header('accept-ranges', 'bytes');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      if (obj.ContentType) reply.header('content-type', obj.ContentType);
      if (obj.ContentLength !== undefined) reply.header('content-length', obj.ContentLength);
      if (obj.ContentRange) reply.header('content-range', obj.ContentRange);
      if (obj.ETag) reply.header('etag', obj.ETag);
      return reply.send(request.method === 'HEAD' ? undefined : (obj.Body as Readable));
    } catch (e: any) {
      if (e?.$metadata?.httpStatusCode === 404 || e?.name === 'NoSuchKey') return;
      throw e;
    }
  });
}
