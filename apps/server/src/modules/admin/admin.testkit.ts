import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@acsc/shared';
import { members } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { newCaller, phoneMember } from '../auth/auth.testkit.js';

/** A signed-in member holding some roles (roles set in the database, as `npm run admin -- grant` does). */
export async function staffMember(app: FastifyInstance, roles: Role[]) {
  const caller = newCaller();
  const { token } = await phoneMember(app, caller);
  const info = await call(app, '/client/member/v1/info', { token });
  const id = Number(info.body.data.userId);
  await app.ctx.database.db.update(members).set({ roles }).where(eq(members.id, id));
  return { token, id, caller };
}

/** Calls a staff route: GET with a query string, POST with a JSON body. */
export function staffCall(
  app: FastifyInstance,
  token: string | undefined,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  lang?: string,
) {
  if (method === 'GET') {
    const qs = body
      ? '?' +
        new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString()
      : '';
    return call(app, path + qs, { method: 'GET', token, lang });
  }
  return call(app, path, { method: 'POST', token, body: body ?? {}, lang });
}
