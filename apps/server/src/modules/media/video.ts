import fs from 'node:fs';
import { AsyncLocalStorage } from 'node:async_hooks';
import sharp from 'sharp';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ERRORS as TUS_ERRORS, Server, type Upload } from '@tus/server';
import { ERRORS, LIMITS, errorMessage, type ErrorName, type Language } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { mediaUrlOf } from '../../platform/storage.js';
import { writeAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/staff.js';
import { createUploadLocks } from '../../platform/upload-locks.js';
import { createUploadStore } from '../../platform/upload-store.js';
import { sanitizeFileName } from '../../platform/upload.js';
import { newItemFolder } from './keys.js';
import type { MediaRow } from './library.js';
import { presentMedia } from './presenter.js';
import * as repo from './repo.js';
import { extractFrame, playableContainer, probeVideo } from './probe.js';

/**
 * Who is uploading a video: a staff member through the console (audited), or a member (the row is
 * theirs: quota, erasure, `videoId` of an exchange post). Each upload remembers its uploader, and only
 * the same uploader (any staff member for a staff upload) may resume, read or delete it: to anyone else
 * it answers as an id that does not exist.
 */
export type VideoUploader = { kind: 'staff'; actor: Actor } | { kind: 'member'; memberId: number };

/** Set by the Fastify route (after its session and role checks) for the tus hooks it calls. */
const uploadContext = new AsyncLocalStorage<{ uploader: VideoUploader; lang: Language }>();

/** The owner an upload records in its (server-written) metadata. */
const OWNER_KEY = 'acsc-owner';
const ownerTag = (u: VideoUploader) => (u.kind === 'staff' ? 'staff' : `member:${u.memberId}`);
/** tus names uploads with 32 hex characters; anything else is no upload of ours (and never a path). */
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A tus error response in the API's envelope, in the uploader's language. */
function rejection(name: ErrorName, lang: Language, params: Record<string, string | number> = {}) {
  const def = ERRORS[name];
  return {
    status_code: def.status,
    body: JSON.stringify({ code: def.code, msg: errorMessage(name, lang, params), data: null }),
  };
}

export interface TusPipelineOptions {
  /** The public path of the tus endpoint (API_BASE + route). */
  path: string;
  /** Member uploads: refuses an upload the member's quota cannot hold, before any byte and again when it is recorded. */
  quota?: (db: Executor, memberId: number, bytes: number) => Promise<void>;
  /** What the PATCH that completes an upload answers in `data`. */
  present: (row: MediaRow) => unknown;
}

/**
 * The one tus pipeline of video uploads (staff console and members). When an upload completes, ffprobe
 * reads it: a file with no readable video stream, in a container browsers cannot play, or longer than
 * the limit is deleted and the last PATCH answers with the reason; a good one is moved into storage
 * with a poster frame and recorded. Locks are shared across processes with REDIS_URL, and so are the
 * unfinished bytes (in the bucket with S3, else in DATA_DIR/tus: platform/upload-store.ts).
 */
export function createTusServer(
  ctx: Pick<AppContext, 'config' | 'storage' | 'now' | 'database' | 'log'>,
  options: TusPipelineOptions,
) {
  const uploads = createUploadStore(ctx);
  const store = uploads.datastore;
  const locks = createUploadLocks(ctx.config);
  const who = () => {
    const current = uploadContext.getStore();
    if (!current) throw rejection('SESSION_INVALID', 'zh_CN');
    return current;
  };
  /** An AppError (quota, daily count) as the tus answer. */
  const asRejection = (e: unknown, lang: Language) =>
    e instanceof AppError ? rejection(e.errorName, lang, e.params) : e;

  const server = new Server({
    path: options.path,
    datastore: store,
    locker: locks.locker,
    maxSize: LIMITS.videoBytesMax,
    relativeLocation: true,
    // A lock not freed in time is a busy upload, not a server failure: 423, which clients retry.
    async onResponseError(_req, error) {
      if (error === TUS_ERRORS.ERR_LOCK_TIMEOUT)
        return { status_code: 423, body: 'Upload locked by another request\n' };
    },
    async onUploadCreate(_req, upload: Upload) {
      const { uploader, lang } = who();
      if (uploader.kind === 'member' && options.quota) {
        // A member's upload announces its length, so the quota is known before any byte is stored.
        if (upload.size === undefined) throw rejection('BAD_REQUEST', lang);
        await options.quota(ctx.database.db, uploader.memberId, upload.size).catch((e: unknown) => {
          throw asRejection(e, lang);
        });
      }
      return { metadata: { ...upload.metadata, [OWNER_KEY]: ownerTag(uploader) } };
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      const { uploader } = who();
      if (!UPLOAD_ID.test(id)) throw TUS_ERRORS.FILE_NOT_FOUND;
      const upload = await store.getUpload(id).catch(() => null);
      if (!upload) throw TUS_ERRORS.FILE_NOT_FOUND;
      // Uploads from before owners were recorded are the console's. Someone else's upload answers as an
      // unknown id does (tus's 404), so the answer never tells that the id exists.
      const owner = upload.metadata?.[OWNER_KEY] ?? 'staff';
      if (owner !== ownerTag(uploader)) throw TUS_ERRORS.FILE_NOT_FOUND;
    },
    async onUploadFinish(_req, upload: Upload) {
      const { uploader, lang } = who();
      const file = await uploads.localFile(upload.id);
      const reject = async (name: ErrorName, params?: Record<string, string | number>) => {
        await uploads.discard(upload.id).catch(() => undefined);
        throw rejection(name, lang, params);
      };
      const probe = await probeVideo(ctx.config.ffprobePath, file);
      if (!probe) return reject('VIDEO_UNREADABLE');
      if (probe.durationSeconds > LIMITS.videoSecondsMax)
        return reject('VIDEO_TOO_LONG', {
          minutes: Math.round(probe.durationSeconds / 6) / 10,
          limit: LIMITS.videoSecondsMax / 60,
        });
      const container = playableContainer(probe);
      if (!container) return reject('VIDEO_UNREADABLE');
      const frame = await extractFrame(ctx.config.ffmpegPath, file, probe.durationSeconds);
      if (!frame) return reject('VIDEO_UNREADABLE');

      const now = ctx.now();
      const folder = newItemFolder('videos', now);
      const videoKey = `${folder}/video.${container.ext}`;
      const posterKey = `${folder}/poster.webp`;
      const poster = await sharp(frame).webp({ quality: 80 }).toBuffer();
      const bytes = fs.statSync(file).size;
      await ctx.storage.putBuffer(posterKey, poster, 'image/webp');
      await ctx.storage.putFile(videoKey, file, container.mime);
      await uploads.discard(upload.id).catch(() => undefined);
      const name = sanitizeFileName(String(upload.metadata?.filename ?? ''), container.ext, 'video');
      try {
        const row = await ctx.database.db.transaction(async (tx) => {
          if (uploader.kind === 'member' && options.quota) await options.quota(tx, uploader.memberId, bytes);
          const row = await repo.insertMedia(tx, {
            kind: 'video',
            url: mediaUrlOf(videoKey),
            keys: [videoKey, posterKey],
            width: probe.width,
            height: probe.height,
            poster: mediaUrlOf(posterKey),
            durationSeconds: Math.round(probe.durationSeconds * 1000) / 1000,
            bytes,
            mime: container.mime,
            originalName: name,
            uploadId: upload.id,
            createdAt: now,
            createdBy: uploader.kind === 'staff' ? uploader.actor.id : null,
            ownerId: uploader.kind === 'member' ? uploader.memberId : null,
          });
          if (uploader.kind === 'staff')
            await writeAudit(tx, uploader.actor, {
              action: 'upload',
              entityType: 'media',
              entityId: row.id,
              before: null,
              after: presentMedia(row, []),
              at: now,
            });
          return row;
        });
        return {
          status_code: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Upload-Media-Id': String(row.id) },
          body: JSON.stringify({ code: 0, msg: errorMessage('SUCCESS', lang), data: options.present(row) }),
        };
      } catch (e) {
        await Promise.all([ctx.storage.remove(videoKey), ctx.storage.remove(posterKey)]).catch(() => undefined);
        throw asRejection(e, lang);
      }
    },
  });
  const close = async () => {
    await locks.close();
    uploads.close();
  };
  return { server, store, close };
}

const TUS_METHODS = ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Registers a tus endpoint in a Fastify scope: POST (create) at `url`, HEAD/PATCH/DELETE/GET at
 * `url/:uploadId`. The route's own hooks (session, roles, write limits) run first; then the tus server
 * writes the raw reply. `create` is merged into the creating POST's options only (a write limit counts
 * uploads, not the thousands of PATCHes of a large one).
 */
export function registerTusRoutes(
  scope: FastifyInstance,
  ctx: Pick<AppContext, 'config' | 'storage' | 'now' | 'database' | 'log'>,
  route: {
    url: string;
    options: TusPipelineOptions;
    /** Shared by every tus route: hooks and config (errors, roles). */
    shared: Pick<RouteOptions, 'onRequest' | 'config'>;
    create?: Pick<RouteOptions, 'config'>;
    uploader: (request: FastifyRequest) => VideoUploader;
  },
) {
  const tus = createTusServer(ctx, route.options);
  scope.addHook('onClose', async () => tus.close());
  // tus bodies are streamed by the tus server itself, not parsed by Fastify.
  scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await uploadContext.run({ uploader: route.uploader(request), lang: request.lang }, () =>
      tus.server.handle(request.raw, reply.raw),
    );
  };
  const config = { ...route.shared.config, upload: 'tus' as const };
  const createConfig = {
    ...config,
    ...route.create?.config,
    errors: [...(config.errors ?? []), ...(route.create?.config?.errors ?? [])],
  };
  scope.route({ ...route.shared, method: 'POST', url: route.url, config: createConfig, handler });
  scope.route({ ...route.shared, method: 'OPTIONS', url: route.url, config, handler });
  scope.route({
    ...route.shared,
    method: [...TUS_METHODS, 'GET'],
    url: `${route.url}/:uploadId`,
    config,
    handler,
  });
  return tus;
}
