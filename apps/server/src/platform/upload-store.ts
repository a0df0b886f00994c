import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { UNFINISHED_UPLOADS_PREFIX, type Storage, type s3Storage } from './storage.js';

/**
 * Where the bytes of unfinished resumable (tus) uploads wait, so that any server process can take up an
 * upload another one started:
 * - with S3 (`S3_*`), in the bucket under `tus/<id>/`: a description object and the bytes in pieces, one
 *   object per piece named by its offset. Only plain PUT, GET, LIST and DELETE are used, so any
 *   S3-compatible service (s3rver in the tests) holds them; the finished file is put together in the
 *   process that receives the last byte;
 * - without S3, in `DATA_DIR/tus` (tus's file store): processes that share one `DATA_DIR` (one machine, or
 *   a shared filesystem, as `DATA_DIR/media` must then be) resume each other's uploads.
 */
export interface UploadStore {
  datastore: DataStore;
  /** The finished upload as a local file (ffprobe and ffmpeg read it); storage.putFile moves it away. */
  localFile(id: string): Promise<string>;
  /** Removes everything of an upload: its bytes, its description, a local copy. A missing one is no error. */
  discard(id: string): Promise<void>;
  close(): void;
}

/** Upload ids are tus's 32 hex characters; anything else is no upload (and never part of a path or key). */
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The local folder: DATA_DIR/tus, or a temporary one for in-memory test apps. */
function localDir(dataDir: string): { dir: string; temporary: boolean } {
  if (dataDir === 'memory://') return { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-tus-')), temporary: true };
  const dir = path.join(dataDir, 'tus');
  fs.mkdirSync(dir, { recursive: true });
  return { dir, temporary: false };
}

/**
 * FileStore creates its folder with a callback-style mkdir from its constructor; when a short-lived app
 * removes its temporary folder on close, that late callback throws unhandled. The folder already exists
 * here, so make the check synchronous.
 */
// Typed loosely: FileStore declares the method private, so TypeScript would refuse the override.
const FileStoreBase = FileStore as unknown as new (options: ConstructorParameters<typeof FileStore>[0]) => {
  directory: string;
};
class FolderStore extends FileStoreBase {
  checkOrCreateDirectory() {
    fs.mkdirSync(this.directory, { recursive: true });
  }
}

export function createUploadStore(ctx: { config: { dataDir: string }; storage: Storage }): UploadStore {
  const { dir, temporary } = localDir(ctx.config.dataDir);
  const close = () => {
    if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  };
  if (ctx.storage.kind === 's3') {
    const s3 = ctx.storage as ReturnType<typeof s3Storage>;
    const datastore = new BucketStore(s3.client, s3.bucket);
    return {
      datastore,
      async localFile(id) {
        const file = path.join(dir, checked(id));
        await datastore.download(id, file);
        return file;
      },
      async discard(id) {
        await fsp.rm(path.join(dir, checked(id)), { force: true });
        await datastore.remove(id).catch((e: unknown) => {
          if (e !== ERRORS.FILE_NOT_FOUND) throw e;
        });
      },
      close,
    };
  }
  const datastore = new FolderStore({ directory: dir }) as unknown as FileStore;
  return {
    datastore,
    localFile: async (id) => path.join(dir, checked(id)),
    async discard(id) {
      // FileStore.remove stops at a file already moved into storage and would leave its description behind.
      await fsp.rm(path.join(dir, checked(id)), { force: true });
      await fsp.rm(path.join(dir, `${id}.json`), { force: true });
    },
    close,
  };
}

function checked(id: string): string {
  if (!SAFE_ID.test(id)) throw ERRORS.FILE_NOT_FOUND;
  return id;
}

/** What a PATCH keeps in memory before it stores a piece: bounded memory per upload, few objects per file. */
const PIECE_BYTES = 8 * 1024 * 1024;
/** Pieces are named by their offset, zero-padded so that the bucket lists them in order. */
const pieceName = (offset: number) => String(offset).padStart(15, '0');

type S3Failure = { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
const notFound = (e: unknown) =>
  (e as S3Failure)?.$metadata?.httpStatusCode === 404 || (e as S3Failure)?.name === 'NoSuchKey';

/** Unfinished uploads in an S3 bucket: `tus/<id>/info` (JSON) and `tus/<id>/<offset>` pieces. */
export class BucketStore extends DataStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly pieceBytes = PIECE_BYTES,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination'];
  }

  private folder(id: string) {
    return `${UNFINISHED_UPLOADS_PREFIX}${checked(id)}/`;
  }

  private async saveInfo(upload: Upload) {
    const info = {
      id: upload.id,
      size: upload.size,
      metadata: upload.metadata,
      creation_date: upload.creation_date,
    };
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: `${this.folder(upload.id)}info`,
        Body: JSON.stringify(info),
        ContentType: 'application/json',
      }),
    );
  }

  private async info(id: string): Promise<Upload> {
    try {
      const obj = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: `${this.folder(id)}info` }));
      const info = JSON.parse(await obj.Body!.transformToString()) as {
        size?: number;
        metadata?: Record<string, string | null>;
        creation_date?: string;
      };
      return new Upload({ id, size: info.size, offset: 0, metadata: info.metadata, creation_date: info.creation_date });
    } catch (e) {
      if (notFound(e)) throw ERRORS.FILE_NOT_FOUND;
      throw e;
    }
  }

  /** Every object of an upload, in key order (the description, then the pieces by offset). */
  private async objects(id: string): Promise<{ key: string; size: number }[]> {
    const out: { key: string; size: number }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.folder(id), ContinuationToken }),
      );
      for (const o of page.Contents ?? []) out.push({ key: o.Key!, size: o.Size ?? 0 });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return out;
  }

  /** The pieces that follow each other from offset 0 (a stray piece after a gap is not counted). */
  private async pieces(id: string): Promise<{ key: string; offset: number; size: number }[]> {
    const folder = this.folder(id);
    const found = (await this.objects(id))
      .map((o) => ({ ...o, name: o.key.slice(folder.length) }))
      .filter((o) => /^\d{15}$/.test(o.name))
      .map((o) => ({ key: o.key, offset: Number(o.name), size: o.size }))
      .sort((a, b) => a.offset - b.offset);
    const pieces = [];
    let next = 0;
    for (const p of found) {
      if (p.offset !== next || p.size === 0) break;
      pieces.push(p);
      next += p.size;
    }
    return pieces;
  }

  async create(upload: Upload): Promise<Upload> {
    upload.creation_date ??= new Date().toISOString();
    await this.saveInfo(upload);
    upload.storage = { type: 's3', path: this.folder(upload.id), bucket: this.bucket };
    return upload;
  }

  async getUpload(id: string): Promise<Upload> {
    const upload = await this.info(id);
    const pieces = await this.pieces(id);
    upload.offset = pieces.reduce((sum, p) => sum + p.size, 0);
    upload.storage = { type: 's3', path: this.folder(id), bucket: this.bucket };
    return upload;
  }

  async declareUploadLength(id: string, length: number): Promise<void> {
    const upload = await this.info(id);
    upload.size = length;
    await this.saveInfo(upload);
  }

  /**
   * Stores the request's bytes in pieces as they arrive. A request that ends early (the client went away,
   * or another request took the upload over) keeps what it received, so the upload resumes from there.
   */
  async write(readable: Readable, id: string, offset: number): Promise<number> {
    const folder = this.folder(id);
    let held: Buffer[] = [];
    let heldBytes = 0;
    const flush = async () => {
      if (heldBytes === 0) return;
      const body = Buffer.concat(held, heldBytes);
      held = [];
      heldBytes = 0;
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: folder + pieceName(offset), Body: body }),
      );
      offset += body.length;
    };
    let failure: unknown = null;
    try {
      for await (const chunk of readable) {
        const buf = chunk as Buffer;
        held.push(buf);
        heldBytes += buf.length;
        if (heldBytes >= this.pieceBytes) await flush();
      }
    } catch (e) {
      failure = e;
    }
    await flush();
    if (failure) throw ERRORS.FILE_WRITE_ERROR;
    return offset;
  }

  read(id: string): Readable {
    const pieces = this.pieces(id);
    const { client, bucket } = this;
    return Readable.from(
      (async function* () {
        for (const p of await pieces) {
          const obj = await client.send(new GetObjectCommand({ Bucket: bucket, Key: p.key }));
          yield* obj.Body as Readable;
        }
      })(),
    );
  }

  /** Puts the pieces together into a local file. */
  async download(id: string, file: string): Promise<void> {
    const out = await fsp.open(file, 'w');
    try {
      for await (const chunk of this.read(id)) await out.write(chunk as Buffer);
    } finally {
      await out.close();
    }
  }

  async remove(id: string): Promise<void> {
    const objects = await this.objects(id);
    if (!objects.some((o) => o.key.endsWith('/info'))) throw ERRORS.FILE_NOT_FOUND;
    for (let i = 0; i < objects.length; i += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: objects.slice(i, i + 1000).map((o) => ({ Key: o.key })), Quiet: true },
        }),
      );
    }
  }
}
