import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, bindBody, checkCodeBody, loginCaptchaBody, loginPwdBody, registerCaptchaBody, sendCodeBody } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
// onRequest, not preHandler: a signed-out caller learns that first, before any complaint about the body.
import { requireMember } from '../../platform/auth.js';
import { bindAddress, loginByPassword, loginByPhoneCode, logout, memberInfo, registerByEmailCode } from './service.js';
import { checkVerificationCode, sendVerificationCode, type ClientMeta } from './verification.js';
import { registerAuthJobs } from './cleanup.js';

const header = (request: FastifyRequest, name: string): string | null => {
  const v = request.headers[name];
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 128) : null;
};

/** The spec's client headers, kept with each session and used for per-device caps. */
function clientMeta(request: FastifyRequest): ClientMeta {
  return {
    ip: request.ip,
    deviceId: header(request, 'device-id'),
    osName: header(request, 'os-name'),
    osVersion: header(request, 'os-version'),
    platform: header(request, 'platform'),
    lang: request.lang,
  };
}

export const authModule: AppModule = {
  name: 'auth',
  registerJobs: registerAuthJobs,
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(API.sendCode, { schema: { body: sendCodeBody } }, async (request) => {
      await sendVerificationCode(ctx, clientMeta(request), request.body);
      return ok(request, null);
    });

    api.post(API.checkCode, { schema: { body: checkCodeBody } }, async (request) => ok(request, await checkVerificationCode(ctx, request.body)));

    api.post(API.loginCaptcha, { schema: { body: loginCaptchaBody } }, async (request) =>
      ok(request, await loginByPhoneCode(ctx, clientMeta(request), request.body)),
    );

    api.post(API.loginPwd, { schema: { body: loginPwdBody } }, async (request) => ok(request, await loginByPassword(ctx, clientMeta(request), request.body)));

    api.post(API.registerCaptcha, { schema: { body: registerCaptchaBody } }, async (request) =>
      ok(request, await registerByEmailCode(ctx, clientMeta(request), request.body)),
    );

    api.post(API.bind, { schema: { body: bindBody }, onRequest: requireMember }, async (request) => {
      await bindAddress(ctx, request.member!.id, request.body);
      return ok(request, null);
    });

    api.post(API.memberInfo, { onRequest: requireMember }, async (request) => ok(request, await memberInfo(ctx, request.member!.id)));

    api.post(API.logout, { onRequest: requireMember }, async (request) => {
      await logout(ctx, request.member!.sessionId);
      // The session's open pages (any process) are told at once, not at their next heartbeat.
      await ctx.live.endSession(request.member!.sessionId);
      return ok(request, null);
    });
  },
};
