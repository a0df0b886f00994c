import path from 'node:path';
import { afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API, type Role } from '@acsc/shared';
import type { Config } from '../config.js';
import type { BuildOptions } from '../app.js';
import { call, createTestApp } from './app.js';
import { testClock, type TestClock } from './clock.js';
import type { Caller } from '../modules/auth/auth.testkit.js';
import { staffMember } from '../modules/admin/admin.testkit.js';
import { signedUpMember } from '../modules/notifications/notifications.testkit.js';

/**
 * The test kit of an API test file: `const { app, clock, signUp } = await useTestApp({ clock: true })` at the
 * top of the file gives a fresh server (PGlite in memory, or its own PostgreSQL database and Redis prefix
 * when DATABASE_URL / REDIS_URL are set: test/app.ts), closed after the file's last test.
 */
export interface UseTestAppOptions {
  /** Config overrides (an SMTP server's URL, a built web app, production mode...). */
  config?: Partial<Config>;
  /** Build options (a short live heartbeat, a query recorder, a `now` of the file's own). */
  build?: BuildOptions;
  /**
   * The server's time is the kit's test clock, moved by `clock.advance(seconds)` (a start in ms since the
   * epoch, or true for testClock's default start). Without it the server keeps the real time.
   */
  clock?: true | number;
}

export interface TestKit {
  app: FastifyInstance;
  /** A new phone member, signed in, in `lang` (id, phone, token, the caller it signed in from); `email` sets an address too. */
  signUp(lang?: string, opts?: { email?: boolean }): ReturnType<typeof signedUpMember>;
  /** A new member, signed in, holding staff roles (set in the database, as `npm run admin -- grant` does). */
  signUpStaff(roles: Role[]): ReturnType<typeof staffMember>;
  /** member/v1/info as that token's client asks it. */
  info(token: string, lang?: string): ReturnType<typeof call>;
  /** member/v1/login/captcha from a caller. */
  loginCaptcha(caller: Caller, address: string, captcha: string): ReturnType<typeof call>;
  /** member/v1/login/pwd from a caller (the password as the client sends it: MD5 hex). */
  loginPwd(caller: Caller, address: string, password: string): ReturnType<typeof call>;
  /** The file on disk behind a public `/media/...` URL. */
  fileOf(url: string): string;
}

export async function useTestApp(
  opts: UseTestAppOptions & { clock: true | number },
): Promise<TestKit & { clock: TestClock }>;
export async function useTestApp(opts?: UseTestAppOptions & { clock?: undefined }): Promise<TestKit>;
export async function useTestApp(opts: UseTestAppOptions = {}): Promise<TestKit & { clock?: TestClock }> {
  const clock = opts.clock === undefined ? undefined : opts.clock === true ? testClock() : testClock(opts.clock);
  const app = await createTestApp(opts.config, clock ? { ...opts.build, now: clock.now } : opts.build);
  afterAll(async () => {
    await app.close();
  });
  return {
    app,
    clock,
    signUp: (lang = 'en_US', o = {}) => signedUpMember(app, lang, o),
    signUpStaff: (roles) => staffMember(app, roles),
    info: (token, lang) => call(app, API.memberInfo, { token, lang }),
    loginCaptcha: (caller, address, captcha) => call(app, API.loginCaptcha, { ...caller, body: { address, captcha } }),
    loginPwd: (caller, address, password) => call(app, API.loginPwd, { ...caller, body: { address, password } }),
    fileOf: (url) => path.join(app.ctx.mediaDir, url.replace(/^\/media\//, '')),
  };
}
