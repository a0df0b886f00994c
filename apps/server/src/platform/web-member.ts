import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, API_BASE, type Language } from '@acsc/shared';
import type { PageMember } from './web-page.js';

/** The API's envelope (spec section 7). */
interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

const parse = (body: string): Envelope | null => {
  try {
    const e = JSON.parse(body) as Envelope;
    return typeof e?.code === 'number' ? e : null;
  } catch {
    return null;
  }
};

/**
 * The signed-in member a personal page is drawn for (issue 30: the member's pages, the exchange's feed
 * and posts), from the session cookie the page request carries, or null (no session: a visitor's page).
 *
 * Every read of their page is answered by the API's own route, called in the process (Fastify's inject,
 * no socket) with the member's token, the page's language and the caller's address: the page holds what
 * the browser would be answered, so the routes' own sign-in, ownership and privacy rules apply, and the
 * rate limits count the caller. Only GET reads are made (the renderer makes no other: components/api/http.ts).
 *
 * Reading the session from a cookie here is not the API's CSRF posture (docs/security.md: the API reads it
 * only from the Authorization header): a page is only read, and only by the page's own origin (another site
 * cannot read a page it loads; frames are refused), and it is never kept or shared (`private, no-store`).
 */
export async function pageMember(
  app: FastifyInstance,
  token: string,
  request: FastifyRequest,
  lang: Language,
): Promise<PageMember | null> {
  const headers = { authorization: `Bearer ${token}`, language: lang, accept: 'application/json' };
  const remoteAddress = request.ip;
  const info = await app.inject({ method: 'POST', url: API_BASE + API.memberInfo, headers, remoteAddress });
  const me = parse(info.body);
  if (info.statusCode !== 200 || me?.code !== 0 || !me.data) return null;
  return {
    user: me.data,
    async read(path, query) {
      const search = new URLSearchParams(query).toString();
      const res = await app.inject({
        method: 'GET',
        url: API_BASE + path + (search ? `?${search}` : ''),
        headers,
        remoteAddress,
      });
      const e = parse(res.body);
      if (res.statusCode === 200 && e?.code === 0) return e.data;
      throw Object.assign(new Error(e?.msg ?? `HTTP ${res.statusCode}`), {
        status: res.statusCode === 200 ? 500 : res.statusCode,
        code: e?.code ?? -1,
      });
    },
  };
}
