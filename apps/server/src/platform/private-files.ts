import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { and, eq } from 'drizzle-orm';
import type { Role } from '@acsc/shared';
import { privateFiles } from '../db/schema/index.js';
import type { Database, Executor } from './db.js';
import { fail } from './errors.js';
import { assertSafeKey, type s3Storage, type Storage } from './storage.js';

/**
 * Private files (DESIGN 3a "Files"): alumni proofs, CV attachments, chat images. They never live where
 * /media/ is served from: on disk under DATA_DIR/private-files (a folder no static handler knows), in a bucket
 * under the `private/` prefix that the /media/ bucket proxy refuses. They are read only through
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
      await fsp.writeFile(to, data);
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
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, CacheControl: 'private, no-store' }));
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
  const root = temporary ? fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-private-')) : path.join(dataDir, 'private-files');
  fs.mkdirSync(root, { recursive: true });
  return { store: diskPrivateStore(root), close: () => temporary && fs.rmSync(root, { recursive: true, force: true }) };
}

export type PrivateFileRow = typeof privateFiles.$inferSelect;

export interface PrivateFileDeps {
  database: Database;
  privateFiles: PrivateStore;
  now: () => Date;
}

/** Who reads: a member (request.member) or a visitor. */
export interface FileReader {
  id: number;
  roles: readonly Role[];
}

export interface NewPrivateFile {
  ownerId: number;
  /** `<feature>.<what>`, e.g. alumnus.proof. */
  purpose: string;
  data: Buffer;
  mime: string;
  originalName: string;
  /** Staff roles that may read it besides the owner (admins only when not given). */
  readRoles?: readonly Role[];
  /** Runs in the insert's transaction before the row is written (a quota check); a failure removes the stored bytes. */
  check?(tx: Executor, bytes: number): Promise<void>;
}

/** Stores the bytes under a random key, then the row; a failed insert leaves no file behind. */
export async function storePrivateFile(deps: PrivateFileDeps, file: NewPrivateFile): Promise<PrivateFileRow> {
  const now = deps.now();
  const key = `${PRIVATE_PREFIX}${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}`;
  await deps.privateFiles.put(key, file.data, file.mime);
  try {
    return await deps.database.db.transaction(async (tx) => {
      await file.check?.(tx, file.data.length);
      const [row] = await tx
        .insert(privateFiles)
        .values({
          ownerId: file.ownerId,
          purpose: file.purpose,
          key,
          mime: file.mime,
          bytes: file.data.length,
          originalName: file.originalName,
          readRoles: [...(file.readRoles ?? ['admin'])],
          createdAt: now,
        })
        .returning();
      return row;
    });
  } catch (e) {
    await deps.privateFiles.remove(key).catch(() => undefined);
    throw e;
  }
}

/** Whether `reader` may read the file: its owner, or staff holding one of its roles. */
export const mayRead = (file: Pick<PrivateFileRow, 'ownerId' | 'readRoles'>, reader: FileReader) =>
  reader.id === file.ownerId || reader.roles.some((r) => file.readRoles.includes(r));

/**
 * A private file for a reader. A visitor is told to sign in (code 90); a file that does not exist and a
 * file the reader may not read get the same NOT_FOUND, so ids reveal nothing.
 */
export async function openPrivateFile(deps: PrivateFileDeps, reader: FileReader | null, id: number): Promise<{ file: PrivateFileRow; body: Readable }> {
  if (!reader) fail('SESSION_INVALID');
  const [file] = await deps.database.db.select().from(privateFiles).where(eq(privateFiles.id, id)).limit(1);
  if (!file || !mayRead(file, reader)) fail('NOT_FOUND');
  const body = await deps.privateFiles.open(file.key);
  if (!body) fail('NOT_FOUND');
  return { file, body };
}

/** Deletes one of the owner's files (row in the caller's transaction when given); returns the file removal to run after. */
export async function deletePrivateFile(deps: PrivateFileDeps, ownerId: number, id: number, tx: Executor = deps.database.db) {
  const rows = await tx
    .delete(privateFiles)
    .where(and(eq(privateFiles.id, id), eq(privateFiles.ownerId, ownerId)))
    .returning({ key: privateFiles.key });
  return async () => {
    await Promise.all(rows.map((r) => deps.privateFiles.remove(r.key)));
  };
}

/** Every private file of a member (account erasure): rows now, in `tx`; the bytes by the returned function, after the commit. */
export async function deletePrivateFilesOf(deps: Pick<PrivateFileDeps, 'privateFiles'>, ownerId: number, tx: Executor) {
  const rows = await tx.delete(privateFiles).where(eq(privateFiles.ownerId, ownerId)).returning({ key: privateFiles.key });
  return async () => {
    await Promise.all(rows.map((r) => deps.privateFiles.remove(r.key)));
  };
}

/** The owner's files, newest first (the data export, a feature's list). */
export async function privateFilesOf(db: Executor, ownerId: number) {
  return db.select().from(privateFiles).where(eq(privateFiles.ownerId, ownerId)).orderBy(privateFiles.createdAt);
}
