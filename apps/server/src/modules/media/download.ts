import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { MEDIA_PREFIX } from '../../platform/media.js';
import * as repo from './repo.js';

const DOCUMENTS = `${MEDIA_PREFIX}documents/`;
/** Names of documents already looked up: a URL names one file forever, so an entry never goes stale. */
const NAMES_KEPT = 2000;

/**
 * RFC 6266/5987: an ASCII fallback name for old clients and the real one in UTF-8, so a PDF named in
 * Khmer or Chinese downloads under its own name.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Documents under /media/documents/ are downloaded, not shown in the page, under the name they were
 * uploaded with (their storage key is random). Registered before the file handlers (disk or S3), which
 * keep the header this sets.
 */
export function registerDocumentDownloads(app: FastifyInstance, ctx: AppContext) {
  const names = new Map<string, string>();
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith(DOCUMENTS)) return;
    const url = request.url.split('?')[0];
    let name = names.get(url);
    if (name === undefined) {
      const found = await repo.originalNameOf(ctx.database.db, url);
      if (found === null) return;
      name = found;
      if (names.size >= NAMES_KEPT) names.delete(names.keys().next().value!);
      names.set(url, name);
    }
    reply.header('content-disposition', contentDisposition(name));
  });
}
