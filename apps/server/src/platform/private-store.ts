import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { asStorageError, assertSafeKey, type s3Storage, type Storage } from './storage.js';

/**
 * Where the bytes of private files live (DESIGN 3a "Files": alumni proofs, CV attachments, chat images):
 * never where /media/ is served from: on disk under DATA_DIR/private-files (a folder no static handler
 * knows), in a bucket under the `private/` prefix that the /media/ bucket proxy refuses. Their rows, who
 * may read them and the member's quota are modules/file's; they are read only through
 * GET /client/file/v1/private/:id, by their owner or by staff holding one of the file's roles.
 */

export const PRIVATE_PREFIX = 'private/';

export interface PrivateStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when it is gone. */
  open(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

function diskPrivateStore(root: string): PrivateStore {
  const full = (key: string) => {
    assertSafeKey(key);
    if (!key.startsWith(PRIVATE_PREFIX)) throw new Error(`not a private key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const to = full(key);
      await fsp.mkdir(path.dirname(to), { recursive: true });
      try {
        await fsp.writeFile(to, data);
      } catch (e) {
        // A full disk leaves the part it wrote: nothing half-written may stay.
        await fsp.rm(to, { force: true });
        throw asStorageError(e);
      }
    },
    async open(key) {
      const file = full(key);
      return fs.existsSync(file) ? fs.createReadStream(file) : null;
    },
    async remove(key) {
      await fsp.rm(full(key), { force: true });
    },
  };
}

function s3PrivateStore(storage: ReturnType<typeof s3Storage>): PrivateStore {
  const { client, bucket: Bucket } = storage;
  const check = (key: string) => {
    assertSafeKey(key);
    if (!key.startsWith(PRIVATE_PREFIX)) throw new Error(`not a private key: ${key}`);
  };
  return {
    async put(key, data, contentType) {
      check(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: 'private, no-store',
        }),
      );
    },
    async open(key) {
      check(key);
      try {
        const obj = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return obj.Body as Readable;
      } catch (e) {
        if ((e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404) return null;
        throw e;
      }
    },
    async remove(key) {
      check(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

/**
 * The private store beside the public one: the same bucket with S3, else DATA_DIR/private-files (a temporary
 * folder, removed by `close`, when the database is in memory as in tests).
 */
export function createPrivateStore(storage: Storage, dataDir: string): { store: PrivateStore; close(): void } {
  if (storage.kind === 's3') return { store: s3PrivateStore(storage as ReturnType<typeof s3Storage>), close() {} };
  const temporary = dataDir === 'memory://';
  const root = temporary
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-private-'))
    : path.join(dataDir, 'private-files');
  fs.mkdirSync(root, { recursive: true });
  return { store: diskPrivateStore(root), close: () => temporary && fs.rmSync(root, { recursive: true, force: true }) };
}
