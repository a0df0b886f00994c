import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, ROLES, type Language, type Role } from '@acsc/shared';
import { fail } from './errors.js';
import type { Database } from './db.js';
import { sessionLookup, touchSession } from './sessions.js';
import { isWellFormedSecret, sha256Hex } from './tokens.js';

/** The signed-in member of a request, set by requireMember. */
export interface AuthMember {
  id: number;
  sessionId: number;
  roles: Role[];
  nickname: string;
  language: Language;
  /** When the account was created (write limits are stricter for new accounts). */
  since: Date;
  /** members.feed_version as the session was read: the member's exchange state (likes, follows, blocks) version. */
  feedVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthMember | null;
  }
}

/** Writing last-seen on every call would turn each read into a write; once in a while is enough. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('member', null);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The member a session token belongs to, or null when the token is missing, malformed, expired or
 * revoked, or its member is disabled. Member calls and the live socket both sign in through this.
 */
export async function memberForToken(
  deps: { database: Database; now: () => Date },
  token: string | null | undefined,
): Promise<AuthMember | null> {
  if (!token || !isWellFormedSecret(token)) return null;
  const now = deps.now();
  const session = await sessionLookup(deps.database)(sha256Hex(token), now);
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
    await touchSession(deps.database.db, session.sessionId, now);
  return {
    id: session.memberId,
    sessionId: session.sessionId,
    roles: session.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r)),
    nickname: session.nickname,
    language: isLanguage(session.language) ? session.language : 'zh_CN',
    since: session.memberSince,
    feedVersion: Number(session.feedVersion),
  };
}

/**
 * preHandler for member calls: a missing, malformed, expired or revoked token (or a disabled member)
 * answers code 90 with HTTP 401, which the clients treat as "signed out".
 */
export async function requireMember(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  if (request.member) return;
  const member = await memberForToken(request.server.ctx, bearerToken(request));
  if (!member) fail('SESSION_INVALID');
  request.member = member;
}

/**
 * onRequest for public reads whose answer depends on who asks (a member's page and their privacy
 * choice): a valid token signs the member in, anything else reads as a visitor, never code 90.
 */
export async function optionalMember(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  if (request.member) return;
  request.member = await memberForToken(request.server.ctx, bearerToken(request));
}

/**
 * The language a signed-in member reads in: the one the request asks for (Language header or cookie),
 * else the member's own. Texts rendered for one reader (notifications) follow it.
 */
export function readerLanguage(request: FastifyRequest): Language {
  if (request.headers['language'] || request.cookies?.language) return request.lang;
  return request.member?.language ?? request.lang;
}

/** preHandler for staff calls: a member holding at least one of the roles, else FORBIDDEN (403). */
export function requireRole(...roles: Role[]) {
  return async function requireRoleHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireMember(request, reply);
    if (!request.member!.roles.some((r) => roles.includes(r))) fail('FORBIDDEN');
  };
}
