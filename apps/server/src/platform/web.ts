import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@acsc/shared';
import { sendApiNotFound } from './envelope.js';

/** Hook that lets a module put a page's own title and meta tags into the HTML of a route. */
export type HeadRenderer = (request: FastifyRequest, pathname: string) => Promise<string | null>;

/**
 * Serves the built web app: hashed assets with a one-year cache, index.html (never cached) for every
 * other path so the SPA's history routing and its 404 page work. Unknown /prod-api paths get JSON.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, heads: HeadRenderer[] = []) {
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Without this, @fastify/static's own "max-age=0" replaces the header set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }
  let indexHtml: string | null = null;
  const readIndex = () => (indexHtml ??= fs.readFileSync(indexPath, 'utf8'));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (url === API_BASE || url.startsWith(API_BASE + '/') || url.startsWith(API_BASE + '?')) return sendApiNotFound(request, reply);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !hasWeb) return sendApiNotFound(request, reply);
    const pathname = url.split('?')[0];
    // A missing hashed asset must not answer HTML: the web app's chunk-reload logic relies on a failed load.
    if (pathname.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    let html = readIndex();
    for (const render of heads) {
      const head = await render(request, pathname);
      if (head) {
        html = html.replace(/<title>[\s\S]*?<\/title>/, head);
        break;
      }
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
