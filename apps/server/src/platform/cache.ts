import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope.js';

/** How long browsers and CDNs may reuse a public read before revalidating with its ETag. */
export const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * Sends a public read in the envelope with a strong ETag (hash of the exact body), `Cache-Control`
 * and `Vary: Language`, and answers 304 with no body when the client's If-None-Match matches.
 * The body is serialized here, once, so the hash is of the bytes the client receives.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, data: unknown) {
  return sendPrepared(request, reply, prepareCached(request, data));
}

/** A public read's envelope, serialized once, and its strong ETag (what the read cache keeps). */
export interface PreparedBody {
  body: string;
  etag: string;
}
export function prepareCached(request: FastifyRequest, data: unknown): PreparedBody {
  const body = JSON.stringify(wireEnvelope(request, data));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a prepared public read with its validators, or 304 when the client has it already. A read that
 * signed a member in depends on who asks: it must not be stored by browsers and CDNs for everyone
 * (docs/architecture.md, "Caches"), so that mistake fails loudly instead of leaking.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: PreparedBody,
  opts: { revalidate?: boolean } = {},
) {
  if (request.member) throw new Error(`a member read (${request.url}) must not be answered as a public cached read`);
  // `revalidate`: a read whose URL a member also calls with Authorization (the exchange feeds): browsers
  // keep it but ask again each time (a 304 when unchanged), so a visitor who signs in never gets the
  // visitor's copy, and a new post shows on the next read.
  reply.header('cache-control', opts.revalidate ? 'public, no-cache' : `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
  reply.header('vary', opts.revalidate ? 'Language, Authorization' : 'Language');
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Sends a member's read serialized earlier by prepareCached (a private answer kept per member, e.g. the
 * exchange feeds): no validators, never stored by browsers or CDNs.
 */
export function sendPrivateBody(reply: FastifyReply, body: string | Buffer) {
  reply.header('cache-control', 'private, no-store');
  return reply.type('application/json; charset=utf-8').send(body);
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 13.1.2): a proxy that compressed the body may have added W/.
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * The envelope as the route's declared 200 schema lets it out. A prepared body is a string, which
 * Fastify sends without its serializer, so the same filtering happens here, once, when the body is
 * built: fields the schema does not name are dropped, a value of the wrong shape fails the call (500)
 * as it would in the serializer. A route answering through here must declare one (docs/architecture.md).
 */
function wireEnvelope(request: FastifyRequest, data: unknown) {
  const schema = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.['200'];
  if (!(schema instanceof z.ZodType))
    throw new Error(
      `${request.method} ${request.routeOptions.url} answers a cached read but declares no 200 response schema`,
    );
  return z.encode(schema, ok(request, data));
}
