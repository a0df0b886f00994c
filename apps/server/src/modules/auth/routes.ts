import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  FIELD_ERRORS,
  type ErrorName,
  bindBody,
  checkCodeBody,
  checkCodeResult,
  loginCaptchaBody,
  loginPwdBody,
  loginResult,
  noData,
  passwordResetBody,
  registerCaptchaBody,
  replyOf,
  sendCodeBody,
  userInfo,
} from '@acsc/shared';
import { ACCOUNT_NOTIFICATIONS } from './notifications.js';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
// onRequest, not preHandler: a signed-out caller learns that first, before any complaint about the body.
import { requireMember } from '../../platform/auth.js';
import { bindAddress, loginByPassword, loginByPhoneCode, logout, memberInfo, registerByEmailCode } from './service.js';
import { checkVerificationCode, sendVerificationCode } from './verification.js';
import { resetPassword } from './password-reset.js';
import { clientMeta } from '../../platform/client-meta.js';
import { registerAuthJobs } from './cleanup.js';

// The errors of each call beyond validation (listed in the OpenAPI document).
const ADDRESS_ERRORS: ErrorName[] = ['ADDRESS_REQUIRED', 'PHONE_INVALID', 'EMAIL_INVALID', 'COUNTRY_CODE_UNSUPPORTED'];
const CODE_ERRORS: ErrorName[] = [
  'CODE_REQUIRED',
  'CODE_WRONG',
  'CODE_EXPIRED',
  'CODE_TOO_MANY_TRIES',
  'CODE_GUESSES_LIMITED',
];
/** Every sign-in form answers its own message for a bad address, code or password (FIELD_ERRORS), not VALIDATION. */
const errors = (...names: ErrorName[]) => ({ errors: [...ADDRESS_ERRORS, ...names], fieldErrors: FIELD_ERRORS });

export const authModule: AppModule = {
  name: 'auth',
  notifications: ACCOUNT_NOTIFICATIONS,
  registerJobs: registerAuthJobs,
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    const sendErrors = errors(
      'CODE_RESEND_TOO_SOON',
      'CODE_DAILY_ADDRESS',
      'CODE_DAILY_ADDRESS_IP',
      'CODE_DAILY_IP',
      'CODE_DAILY_DEVICE',
      'SMS_CEILING',
      'DELIVERY_FAILED',
    );
    api.post(
      API.sendCode,
      { schema: { body: sendCodeBody, response: replyOf(noData) }, config: sendErrors },
      async (request) => {
        await sendVerificationCode(ctx, clientMeta(request), request.body);
        return ok(request, null);
      },
    );

    api.post(
      API.checkCode,
      { schema: { body: checkCodeBody, response: replyOf(checkCodeResult) }, config: errors(...CODE_ERRORS) },
      async (request) => ok(request, await checkVerificationCode(ctx, clientMeta(request), request.body)),
    );

    api.post(
      API.loginCaptcha,
      {
        schema: { body: loginCaptchaBody, response: replyOf(loginResult) },
        config: errors(...CODE_ERRORS, 'ACCOUNT_DISABLED'),
      },
      async (request) => ok(request, await loginByPhoneCode(ctx, clientMeta(request), request.body)),
    );

    api.post(
      API.loginPwd,
      {
        schema: { body: loginPwdBody, response: replyOf(loginResult) },
        config: errors('LOGIN_FAILED', 'LOGIN_THROTTLED', 'LOGIN_SLOWED', 'ACCOUNT_DISABLED'),
      },
      async (request) => ok(request, await loginByPassword(ctx, clientMeta(request), request.body)),
    );

    const registerErrors = errors(
      ...CODE_ERRORS,
      'EMAIL_TAKEN',
      'PASSWORDS_DIFFER',
      'PASSWORD_TOO_COMMON',
      'PASSWORD_FORMAT',
    );
    api.post(
      API.registerCaptcha,
      { schema: { body: registerCaptchaBody, response: replyOf(loginResult) }, config: registerErrors },
      async (request) => ok(request, await registerByEmailCode(ctx, clientMeta(request), request.body)),
    );

    // A forgotten password (issue 28): the uniqueMark of captcha/v1/check (type 3), the new password twice.
    const resetErrors = errors(
      'UNIQUE_MARK_INVALID',
      'PASSWORDS_DIFFER',
      'PASSWORD_TOO_COMMON',
      'PASSWORD_FORMAT',
      'ACCOUNT_NOT_FOUND',
      'ACCOUNT_DISABLED',
      'EMAIL_NOT_BOUND',
    );
    api.post(
      API.passwordReset,
      { schema: { body: passwordResetBody, response: replyOf(loginResult) }, config: resetErrors },
      async (request) => ok(request, await resetPassword(ctx, clientMeta(request), request.body)),
    );

    api.post(
      API.bind,
      {
        schema: { body: bindBody, response: replyOf(noData) },
        onRequest: requireMember,
        config: errors('UNIQUE_MARK_INVALID', 'ADDRESS_TAKEN', 'ALREADY_BOUND'),
      },
      async (request) => {
        await bindAddress(ctx, request.member!.id, request.body);
        return ok(request, null);
      },
    );

    api.post(API.memberInfo, { schema: { response: replyOf(userInfo) }, onRequest: requireMember }, async (request) =>
      ok(request, await memberInfo(ctx, request.member!.id)),
    );

    api.post(API.logout, { schema: { response: replyOf(noData) }, onRequest: requireMember }, async (request) => {
      await logout(ctx, request.member!.sessionId);
      // The session's open pages (any process) are told at once, not at their next heartbeat.
      await ctx.live.endSession(request.member!.sessionId);
      return ok(request, null);
    });
  },
};
