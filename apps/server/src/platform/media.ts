import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** URL prefix of stored media (demo files now, uploads in issue 4). */
export const MEDIA_PREFIX = '/media/';

/**
 * Where media files live: DATA_DIR/media, or a temporary folder (removed on close) when the
 * database is in memory, as in tests.
 */
export function resolveMediaDir(dataDir: string): { dir: string; temporary: boolean } {
  if (dataDir === 'memory://') return { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-media-')), temporary: true };
  const dir = path.join(dataDir, 'media');
  fs.mkdirSync(dir, { recursive: true });
  return { dir, temporary: false };
}

/**
 * Serves /media/... with HTTP range requests (video seeking) and a one-year immutable cache: a stored
 * file never changes, a new upload gets a new name.
 */
export async function registerMedia(app: FastifyInstance, dir: string, temporary: boolean) {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    acceptRanges: true,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  if (temporary) app.addHook('onClose', async () => fs.rmSync(dir, { recursive: true, force: true }));
}
