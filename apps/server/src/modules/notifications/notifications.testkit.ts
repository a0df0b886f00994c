import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '@acsc/shared';
import { members } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { newCaller, phoneMember, sendAndRead, uniqueEmail, type Caller } from '../auth/auth.testkit.js';

/** Helpers of the notification tests: members signing in from several devices, as a client would. */

export interface TestMember {
  id: number;
  phone: string;
  token: string;
  caller: Caller;
  email: string | null;
}

/** A phone member signed up in `lang`; with `email`, an address is set directly (codes by email go to SMTP in these tests). */
export async function signedUpMember(
  app: FastifyInstance,
  lang: string,
  opts: { email?: boolean } = {},
): Promise<TestMember> {
  const caller = newCaller(lang);
  const { token, phone } = await phoneMember(app, caller);
  const info = await call(app, API.memberInfo, { token });
  const id = Number(info.body.data.userId);
  let email: string | null = null;
  if (opts.email) {
    email = uniqueEmail('notice');
    await app.ctx.database.db.update(members).set({ email }).where(eq(members.id, id));
  }
  return { id, phone, token, caller, email };
}

/** Signs the member in again from another device (its own Device-Id and IP); the clock must allow a new code. */
export async function signInFromNewDevice(
  app: FastifyInstance,
  member: TestMember,
  device: { osVersion?: string } = {},
) {
  const caller = newCaller();
  caller.headers = {
    ...caller.headers,
    'os-version': device.osVersion ?? 'Firefox',
    'os-name': 'PC',
    platform: 'Web',
  } as typeof caller.headers;
  const captcha = await sendAndRead(app, caller, member.phone);
  const res = await call(app, API.loginCaptcha, { ...caller, body: { address: member.phone, captcha } });
  if (res.body.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token as string, caller };
}

export function list(
  app: FastifyInstance,
  token: string | undefined,
  query: Record<string, string | number> = {},
  lang?: string,
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return call(app, `${API.notificationList}${qs ? `?${qs}` : ''}`, { method: 'GET', token, lang });
}
