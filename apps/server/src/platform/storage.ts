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
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { MEDIA_PREFIX } from './media.js';
import { AppError } from './errors.js';

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
  /** Rejects when files cannot be stored (readiness: modules/health): the folder is not writable, the bucket does not answer. */
  ping(): Promise<void>;
}

export const mediaUrlOf = (key: string) => MEDIA_PREFIX + key;

/** Where unfinished resumable uploads wait in a bucket (platform/upload-store.ts): never served. */
export const UNFINISHED_UPLOADS_PREFIX = 'tus/';

/** A key must stay inside the media root: no absolute paths, no "..", only safe characters. */
export function assertSafeKey(key: string) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(key) || key.split('/').some((p) => p === '..' || p === ''))
    throw new Error(`unsafe storage key: ${key}`);
}

/**
 * A write the disk (or its quota) has no room for, as the caller's error: STORAGE_FULL in the reader's
 * language instead of a 500 or, behind the image pipeline, "cannot be read" (issue 34's full-disk run). The
 * part written is removed by the caller first. Any other error is passed on as it is.
 */
export function asStorageError(e: unknown): unknown {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'ENOSPC' || code === 'EDQUOT' ? new AppError('STORAGE_FULL') : e;
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
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
        try {
          await fsp.copyFile(file, to);
        } catch (copyError) {
          await fsp.rm(to, { force: true });
          throw asStorageError(copyError);
        }
        await fsp.rm(file, { force: true });
      }
    },
    async putBuffer(key, data) {
      const to = full(key);
      await fsp.mkdir(path.dirname(to), { recursive: true });
      try {
        await fsp.writeFile(to, data);
      } catch (e) {
        // A full disk (ENOSPC) leaves the part it wrote: nothing half-written may stay.
        await fsp.rm(to, { force: true });
        throw asStorageError(e);
      }
    },
    async remove(key) {
      await fsp.rm(full(key), { force: true });
    },
    async exists(key) {
      return fs.existsSync(full(key));
    },
    async ping() {
      await fsp.access(root, fs.constants.W_OK);
    },
  };
}

/** Above this size a file goes up in parts (PutObject stops at 5 GB; videos may reach 20 GB). */
const MULTIPART_THRESHOLD = 64 * 1024 * 1024;
const PART_SIZE = 64 * 1024 * 1024;

/** Stored files never change (a new upload gets a new key), so clients and caches keep them a year. */
const MEDIA_CACHE = 'public, max-age=31536000, immutable';

export type S3Settings = NonNullable<Config['s3']>;
/** What the S3 client's errors carry that the code below looks at. */
type S3Failure = { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;

export function s3Storage(
  s: S3Settings,
  {
    multipartThreshold = MULTIPART_THRESHOLD,
    partSize = PART_SIZE,
  }: { multipartThreshold?: number; partSize?: number } = {},
): Storage & { client: S3Client; bucket: string } {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // The SDK's default CRC32 checksums (and x-amz-checksum-mode on reads) are AWS-only: several S3-compatible
    // servers reject them or fail multipart completion. SigV4 still signs each body's SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s.bucket;
  const cache = MEDIA_CACHE;
  return {
    kind: 's3',
    client,
    bucket: Bucket,
    async putFile(key, file, contentType) {
      assertSafeKey(key);
      const { size } = await fsp.stat(file);
      if (size <= multipartThreshold) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: await fsp.readFile(file),
            ContentType: contentType,
            CacheControl: cache,
          }),
        );
      } else {
        const { UploadId } = await client.send(
          new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType, CacheControl: cache }),
        );
        try {
          const parts: { ETag?: string; PartNumber: number }[] = [];
          const fh = await fsp.open(file, 'r');
          try {
            for (let offset = 0, n = 1; offset < size; offset += partSize, n++) {
              const buf = Buffer.alloc(Math.min(partSize, size - offset));
              await fh.read(buf, 0, buf.length, offset);
              const { ETag } = await client.send(
                new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber: n, Body: buf }),
              );
              parts.push({ ETag, PartNumber: n });
            }
          } finally {
            await fh.close();
          }
          await client.send(
            new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }),
          );
        } catch (e) {
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch(() => undefined);
          throw e;
        }
      }
      await fsp.rm(file, { force: true });
    },
    async putBuffer(key, data, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, CacheControl: cache }),
      );
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      // HEAD, not a one-byte GET: an empty object has no byte 0 to ask for.
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (e) {
        if ((e as S3Failure)?.$metadata?.httpStatusCode === 404) return false;
        throw e;
      }
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
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
  const Bucket = storage.bucket;
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith(MEDIA_PREFIX)) return;
    let key: string;
    try {
      // A malformed escape is a missing file (404 from the static handler), not a server error.
      key = decodeURIComponent(request.url.slice(MEDIA_PREFIX.length).split('?')[0]);
      assertSafeKey(key);
    } catch {
      return;
    }
    // Private files and unfinished uploads share the bucket and are never public (platform/private-store.ts,
    // platform/upload-store.ts): the static handler answers 404.
    if (key.startsWith('private/') || key.startsWith(UNFINISHED_UPLOADS_PREFIX)) return;
    if (fs.existsSync(path.join(localDir, key))) return;
    const Range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
    try {
      // HEAD asks the bucket for headers only: a GetObject body left unread would hold its connection.
      const obj = await storage.client.send(
        request.method === 'HEAD'
          ? new HeadObjectCommand({ Bucket, Key: key, Range })
          : new GetObjectCommand({ Bucket, Key: key, Range }),
      );
      reply.status(obj.ContentRange ? 206 : 200);
      reply.header('accept-ranges', 'bytes');
      reply.header('cache-control', MEDIA_CACHE);
      if (obj.ContentType) reply.header('content-type', obj.ContentType);
      if (obj.ContentLength !== undefined) reply.header('content-length', obj.ContentLength);
      if (obj.ContentRange) reply.header('content-range', obj.ContentRange);
      if (obj.ETag) reply.header('etag', obj.ETag);
      return reply.send('Body' in obj ? (obj.Body as Readable) : undefined);
    } catch (err) {
      const e = err as S3Failure;
      const status = e?.$metadata?.httpStatusCode;
      if (status === 404 || e?.name === 'NoSuchKey' || e?.name === 'NotFound') return;
      if (status === 416 || e?.name === 'InvalidRange') {
        // A seek past the end: say how long the object is, as a file server would.
        const size = await storage.client.send(new HeadObjectCommand({ Bucket, Key: key })).then(
          (h) => h.ContentLength,
          () => undefined,
        );
        if (size !== undefined) reply.header('content-range', `bytes */${size}`);
        return reply.status(416).header('accept-ranges', 'bytes').send();
      }
      throw e;
    }
  });
}
