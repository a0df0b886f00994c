import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Role } from '@acsc/shared';
import type { Database, Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { PRIVATE_PREFIX, type PrivateStore } from '../../platform/private-store.js';
import { mayRead, type FileReader } from './policy.js';
import * as repo from './repo.js';

/**
 * Private files (DESIGN 3a "Files"): alumni proofs, CV attachments, chat images. A feature stores its own
 * (its purpose and the staff roles that may read them) through service.ts; the bytes go to the private
 * store (platform/private-store.ts), the row here, and GET /client/file/v1/private/:id serves them all.
 */

export type { FileReader };
export type PrivateFileRow = repo.PrivateFileRow;

export interface PrivateFileDeps {
  database: Database;
  privateFiles: PrivateStore;
  now: () => Date;
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
      return repo.insertPrivateFile(tx, {
        ownerId: file.ownerId,
        purpose: file.purpose,
        key,
        mime: file.mime,
        bytes: file.data.length,
        originalName: file.originalName,
        readRoles: [...(file.readRoles ?? ['admin'])],
        createdAt: now,
      });
    });
  } catch (e) {
    await deps.privateFiles.remove(key).catch(() => undefined);
    throw e;
  }
}

/**
 * A private file for a reader. A visitor is told to sign in (code 90); a file that does not exist and a
 * file the reader may not read get the same NOT_FOUND, so ids reveal nothing.
 */
export async function openPrivateFile(
  deps: PrivateFileDeps,
  reader: FileReader | null,
  id: number,
): Promise<{ file: PrivateFileRow; body: Readable }> {
  if (!reader) fail('SESSION_INVALID');
  const file = await repo.privateFileById(deps.database.db, id);
  if (!file || !mayRead(file, reader)) fail('NOT_FOUND');
  const body = await deps.privateFiles.open(file.key);
  if (!body) fail('NOT_FOUND');
  return { file, body };
}

/** Deletes one of the owner's files (row in the caller's transaction when given); returns the file removal to run after. */
export async function deletePrivateFile(
  deps: PrivateFileDeps,
  ownerId: number,
  id: number,
  tx: Executor = deps.database.db,
) {
  const keys = await repo.deletePrivateFile(tx, ownerId, id);
  return async () => {
    await Promise.all(keys.map((k) => deps.privateFiles.remove(k)));
  };
}

/** Every private file of a member (account erasure): rows now, in `tx`; the bytes by the returned function, after the commit. */
export async function deletePrivateFilesOf(deps: Pick<PrivateFileDeps, 'privateFiles'>, ownerId: number, tx: Executor) {
  const keys = await repo.deletePrivateFilesOf(tx, ownerId);
  return async () => {
    await Promise.all(keys.map((k) => deps.privateFiles.remove(k)));
  };
}

/** The owner's files, oldest first (the data export, a feature's list). */
export const privateFilesOf = (db: Executor, ownerId: number) => repo.privateFilesOf(db, ownerId);

/**
 * Files a member uploaded (client/file/v1/private/upload) taken by a feature: each must be the member's and
 * of one of `mimes`; they get the feature's purpose and staff readers. Answers them in the order of `ids`,
 * or null (nothing changed) when one is missing, someone else's, or of another type.
 */
export async function claimPrivateFiles(
  tx: Executor,
  claim: {
    ownerId: number;
    ids: readonly number[];
    purpose: string;
    readRoles: readonly Role[];
    mimes: ReadonlySet<string>;
  },
): Promise<PrivateFileRow[] | null> {
  const unique = [...new Set(claim.ids)];
  const rows = await repo.privateFilesByIds(tx, unique);
  if (rows.length !== unique.length || rows.some((r) => r.ownerId !== claim.ownerId || !claim.mimes.has(r.mime)))
    return null;
  const changed = await repo.setPrivateFilesPurpose(tx, claim.ownerId, unique, claim.purpose, claim.readRoles);
  const byId = new Map(changed.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

/** Files by id, whoever owns them (a feature presenting its own records' files). */
export const privateFilesByIds = (db: Executor, ids: readonly number[]) => repo.privateFilesByIds(db, ids);
