import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ADMIN_SUPPORT_API, SUPPORT_API, type SupportSettings } from '@acsc/shared';
import { call } from '../../test/app.js';

/** Helpers of the support chat tests: a visitor is a Device-Id (and an address), a member a token as well. */

export interface ChatCaller {
  device: string;
  token?: string;
  lang?: string;
  ip?: string;
}

export const newDevice = () => `chat-${randomBytes(6).toString('hex')}`;

export function chat(app: FastifyInstance) {
  const headers = (who: ChatCaller) => ({ 'device-id': who.device });
  const get = (path: string, who: ChatCaller, query: Record<string, string | number> = {}) =>
    call(app, `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
      method: 'GET',
      token: who.token,
      lang: who.lang ?? 'en_US',
      ip: who.ip,
      headers: headers(who),
    });
  const post = (path: string, who: ChatCaller, body: unknown = {}) =>
    call(app, path, { token: who.token, lang: who.lang ?? 'en_US', ip: who.ip, headers: headers(who), body });
  return {
    get,
    post,
    current: (who: ChatCaller) => get(SUPPORT_API.current, who),
    send: (who: ChatCaller, text: string, page?: string) =>
      post(SUPPORT_API.send, who, { text, ...(page ? { page } : {}) }),
    list: (who: ChatCaller) => get(SUPPORT_API.listPage, who),
    texts: async (who: ChatCaller) =>
      ((await get(SUPPORT_API.listPage, who)).body.data.list as { text: string }[]).map((m) => m.text).reverse(),
  };
}

/** Staff calls: GET with a query, POST with a body; `:id` filled from `id`. */
export function staffApi(app: FastifyInstance, token: string) {
  const path = (p: string, id?: string | number) => (id === undefined ? p : p.replace(':id', String(id)));
  return {
    get: (p: string, query: Record<string, string | number> = {}, id?: string | number) =>
      call(app, `${path(p, id)}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
        method: 'GET',
        token,
        lang: 'en_US',
      }),
    post: (p: string, body: unknown, id?: string | number) => call(app, path(p, id), { token, lang: 'en_US', body }),
    reply: (id: string | number, text: string, internal = false) =>
      call(app, path(ADMIN_SUPPORT_API.reply, id), { token, lang: 'en_US', body: { text, internal } }),
  };
}

/** Office hours open every day, all day (tests that need someone to answer). */
export const ALWAYS_OPEN: SupportSettings = {
  days: Array.from({ length: 7 }, () => ({ open: '00:00', close: '23:59' })),
  greeting: { zh_CN: '', km_KH: '', en_US: '' },
};
