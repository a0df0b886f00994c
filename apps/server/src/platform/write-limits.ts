import type { FastifyInstance, FastifyRequest, RouteOptions, preHandlerHookHandler } from 'fastify';
import { WRITE_LIMITS, type WriteLimitClass } from '@acsc/shared';
import type { Counters } from './counters.js';
import { fail } from './errors.js';
import { accessOf } from './route-table.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A member write (post, comment, message, registration, application, settings change): counted per
     * member and per IP in fixed windows (WRITE_LIMITS), stricter for accounts younger than a day. The
     * route must run requireMember. One line opts a route in: `config: { writeLimit: 'write' }`.
     */
    writeLimit?: WriteLimitClass;
  }
}

/** The errors a write-limited route may answer (the OpenAPI document and the sweep read them). */
export const WRITE_LIMIT_ERRORS = ['WRITE_LIMITED', 'NEW_ACCOUNT_WRITE_LIMITED'] as const;

interface Window {
  key: string;
  secondsLeft: number;
}

function windowOf(name: string, now: Date): Window {
  const seconds = WRITE_LIMITS.windowSeconds;
  const t = now.getTime() / 1000;
  const index = Math.floor(t / seconds);
  return { key: `write:${name}:${index}`, secondsLeft: Math.max(1, Math.ceil((index + 1) * seconds - t)) };
}

/**
 * Counts one write of the member and their IP, or refuses it. A refused write is taken back from both
 * counts (release), so hammering a limit does not push it further; the window always lifts.
 */
export async function checkWriteLimit(
  deps: { counters: Counters; now: () => Date },
  limitClass: WriteLimitClass,
  who: { memberId: number; since: Date; ip: string },
): Promise<void> {
  const now = deps.now();
  const rule = WRITE_LIMITS.classes[limitClass];
  const isNew = now.getTime() - who.since.getTime() < WRITE_LIMITS.newAccountSeconds * 1000;
  const member = windowOf(`${limitClass}:m:${who.memberId}`, now);
  const ip = windowOf(`${limitClass}:ip:${who.ip}`, now);
  const seconds = WRITE_LIMITS.windowSeconds;
  const [byMember, byIp] = await Promise.all([
    deps.counters.hit(member.key, seconds),
    deps.counters.hit(ip.key, seconds),
  ]);
  const memberLimit = isNew ? rule.perNewMember : rule.perMember;
  if (byMember <= memberLimit && byIp <= rule.perIp) return;
  await Promise.all([deps.counters.release(member.key), deps.counters.release(ip.key)]);
  const over = byMember > memberLimit ? member : ip;
  const minutes = Math.ceil(over.secondsLeft / 60);
  fail(byMember > memberLimit && isNew ? 'NEW_ACCOUNT_WRITE_LIMITED' : 'WRITE_LIMITED', { minutes });
}

function limiter(limitClass: WriteLimitClass): preHandlerHookHandler {
  return async function writeLimit(request: FastifyRequest) {
    const member = request.member;
    // requireMember ran in onRequest; a route without it is a programming error caught at startup.
    if (!member) fail('SESSION_INVALID');
    await checkWriteLimit(request.server.ctx, limitClass, { memberId: member.id, since: member.since, ip: request.ip });
  };
}

/**
 * Turns `config.writeLimit` into a preHandler (after the session check and body validation, so a
 * refused body is not counted), and adds its errors to the route's declared ones.
 */
export function registerWriteLimits(app: FastifyInstance) {
  app.addHook('onRoute', (options: RouteOptions) => {
    const limitClass = options.config?.writeLimit;
    if (!limitClass) return;
    if (!(limitClass in WRITE_LIMITS.classes))
      throw new Error(`${options.url}: unknown write limit class ${limitClass}`);
    if (accessOf(options).kind === 'public')
      throw new Error(`${options.url}: a write limit needs a signed-in member (onRequest: requireMember)`);
    const handlers = options.preHandler
      ? Array.isArray(options.preHandler)
        ? options.preHandler
        : [options.preHandler]
      : [];
    options.preHandler = [limiter(limitClass), ...handlers];
    options.config = {
      ...options.config,
      errors: [...new Set([...(options.config?.errors ?? []), ...WRITE_LIMIT_ERRORS])],
    };
  });
}
