import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import sharp from 'sharp';
import { Server, type Upload } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { ERRORS, LIMITS, errorMessage, type ErrorName, type Language } from '@acsc/shared';
import { media } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { mediaUrlOf } from '../../platform/storage.js';
import { writeAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/staff.js';
import { cleanUploadName } from './document.js';
import { newItemFolder } from './keys.js';
import { presentMedia } from './library.js';
import { extractFrame, playableContainer, probeVideo } from './probe.js';

/** Who is uploading: set by the Fastify route (after its role check) for the tus hooks it calls. */
export const uploadContext = new AsyncLocalStorage<{ actor: Actor; lang: Language }>();

/** Where unfinished uploads wait: DATA_DIR/tus, or a temporary folder for in-memory test apps. */
function uploadDir(ctx: Pick<AppContext, 'config'>): { dir: string; temporary: boolean } {
  if (ctx.config.dataDir === 'memory://') return { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-tus-')), temporary: true };
  const dir = path.join(ctx.config.dataDir, 'tus');
  fs.mkdirSync(dir, { recursive: true });
  return { dir, temporary: false };
}

/**
 * FileStore creates its folder with a callback-style mkdir from its constructor; when a short-lived app
 * removes its temporary folder on close, that late callback throws unhandled. The folder already exists
 * here, so make the check synchronous.
 */
// Typed loosely: FileStore declares the method private, so TypeScript would refuse the override.
const FileStoreBase = FileStore as unknown as new (options: ConstructorParameters<typeof FileStore>[0]) => { directory: string };
class UploadStore extends FileStoreBase {
  checkOrCreateDirectory() {
    fs.mkdirSync(this.directory, { recursive: true });
  }
}

/** A tus error response in the API's envelope, in the uploader's language. */
function rejection(name: ErrorName, lang: Language, params: Record<string, string | number> = {}) {
  const def = ERRORS[name];
  return { status_code: def.status, body: JSON.stringify({ code: def.code, msg: errorMessage(name, lang, params), data: null }) };
}

/**
 * The tus server of video uploads. When an upload completes, ffprobe reads it: a file with no readable
 * video stream, in a container browsers cannot play, or longer than the limit is deleted and the last
 * PATCH answers with the reason; a good one is moved into storage with a poster frame and recorded.
 */
export function createTusServer(ctx: Pick<AppContext, 'config' | 'storage' | 'now' | 'database' | 'log'>, publicPath: string) {
  const { dir, temporary } = uploadDir(ctx);
  const store = new UploadStore({ directory: dir }) as unknown as FileStore;
  const server = new Server({
    path: publicPath,
    datastore: store,
    maxSize: LIMITS.videoBytesMax,
    relativeLocation: true,
    async onUploadFinish(_req, upload: Upload) {
      const who = uploadContext.getStore();
      const lang = who?.lang ?? 'zh_CN';
      const file = path.join(dir, upload.id);
      const reject = async (name: ErrorName, params?: Record<string, string | number>) => {
        await store.remove(upload.id).catch(() => undefined);
        throw rejection(name, lang, params);
      };
      const probe = await probeVideo(ctx.config.ffprobePath, file);
      if (!probe) return reject('VIDEO_UNREADABLE');
      if (probe.durationSeconds > LIMITS.videoSecondsMax)
        return reject('VIDEO_TOO_LONG', { minutes: Math.round(probe.durationSeconds / 6) / 10, limit: LIMITS.videoSecondsMax / 60 });
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
      await store.remove(upload.id).catch(() => undefined);
      const actor = who?.actor ?? { id: null, name: 'tus', ip: null };
      const name = cleanUploadName(String(upload.metadata?.filename ?? ''));
      try {
        const item = await ctx.database.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(media)
            .values({
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
              createdBy: actor.id,
            })
            .returning();
          const presented = presentMedia(row, []);
          await writeAudit(tx, actor, { action: 'upload', entityType: 'media', entityId: row.id, before: null, after: presented, at: now });
          return presented;
        });
        return {
          status_code: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Upload-Media-Id': item.id },
          body: JSON.stringify({ code: 0, msg: errorMessage('SUCCESS', lang), data: item }),
        };
      } catch (e) {
        await Promise.all([ctx.storage.remove(videoKey), ctx.storage.remove(posterKey)]).catch(() => undefined);
        throw e;
      }
    },
  });
  const close = () => {
    if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  };
  return { server, store, close };
}
