import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call } from '../../test/app.js';

/** Helpers for the auth API tests: distinct callers, codes read from the dev outbox (the clock: test/clock.ts). */

let seq = 0;
/** A caller with its own IP and Device-Id, so one test's daily caps never touch another's. */
export function newCaller(lang?: string) {
  seq++;
  return {
    ip: `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`,
    headers: { 'device-id': `device-${process.pid}-${seq}` },
    lang,
  };
}
export type Caller = ReturnType<typeof newCaller>;

export const uniqueEmail = (tag = 'user') => `${tag}.${process.pid}.${++seq}@example.com`;
/** A plausible Cambodian mobile number (012 prefix), unique within the run. */
export const uniquePhone = () => `+85512${String(100000 + (++seq % 900000)).padStart(6, '0')}`;

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');

export async function outbox(
  app: FastifyInstance,
): Promise<{ address: string; channel: string; purpose: string; code: string | null; text: string }[]> {
  const res = await call(app, '/dev/outbox', { method: 'GET' });
  return res.body.data;
}

/** The newest code sent to an address, read from the dev outbox as a real client's tester would. */
export async function latestCode(app: FastifyInstance, address: string): Promise<string> {
  const entry = (await outbox(app)).find((e) => e.address === address);
  if (!entry?.code) throw new Error(`no code in the outbox for ${address}`);
  return entry.code;
}

export function send(app: FastifyInstance, caller: Caller, address: string, type = 2) {
  return call(app, '/client/captcha/v1/send', { ...caller, body: { address, type } });
}

/** Sends a code and returns it. */
export async function sendAndRead(app: FastifyInstance, caller: Caller, address: string, type = 2): Promise<string> {
  const res = await send(app, caller, address, type);
  if (res.body.code !== 0) throw new Error(`send failed: ${JSON.stringify(res.body)}`);
  return latestCode(app, address.replace(/[\s-]/g, '').toLowerCase());
}

/** Signs a new member in by phone code; returns the token and the phone. */
export async function phoneMember(app: FastifyInstance, caller: Caller = newCaller()) {
  const phone = uniquePhone();
  const captcha = await sendAndRead(app, caller, phone);
  const res = await call(app, '/client/member/v1/login/captcha', { ...caller, body: { address: phone, captcha } });
  if (res.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token as string, phone };
}

/** Registers a new email member with a strong password; returns the token, email and password (MD5). */
export async function emailMember(app: FastifyInstance, caller: Caller = newCaller()) {
  const email = uniqueEmail();
  const password = md5(`Strong${seq}Pass${process.pid}`);
  const captcha = await sendAndRead(app, caller, email);
  const res = await call(app, '/client/member/v1/register/captcha', {
    ...caller,
    body: { address: email, captcha, newPassword: password, confirmPassword: password },
  });
  if (res.body.code !== 0) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token as string, email, password };
}
