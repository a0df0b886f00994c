import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERRORS, FIELD_ERRORS, loginPwdBody, registerCaptchaBody } from '@acsc/shared';
import { ok, registerEnvelope, sendApiNotFound } from './envelope.js';
import { AppError } from './errors.js';

async function tinyApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEnvelope(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/ok', async (request) => ok(request, { hello: 'world' }));
  api.post('/throttled', async () => {
    throw new AppError('LOGIN_THROTTLED', { minutes: 12 });
  });
  api.post('/boom', async () => {
    throw new Error('database exploded');
  });
  api.post(
    '/register',
    { schema: { body: registerCaptchaBody }, config: { fieldErrors: FIELD_ERRORS } },
    async (request) => ok(request, null),
  );
  api.post('/login', { schema: { body: loginPwdBody }, config: { fieldErrors: FIELD_ERRORS } }, async (request) =>
    ok(request, null),
  );
  api.post(
    '/postal',
    { schema: { body: z.object({ address: z.string().min(1), password: z.string().min(6) }) } },
    async (request) => ok(request, null),
  );
  api.post('/other', { schema: { body: z.object({ page: z.number().int() }) } }, async (request) => ok(request, null));
  app.setNotFoundHandler(sendApiNotFound);
  return app;
}

const post = async (app: Awaited<ReturnType<typeof tinyApp>>, url: string, body: unknown, lang?: string) => {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: lang ? { language: lang } : {},
  });
  return { status: res.statusCode, body: res.json() };
};

describe('envelope', () => {
  it('wraps success with code 0 and the message in the request language, zh_CN by default', async () => {
    const app = await tinyApp();
    expect(await post(app, '/ok', {})).toEqual({
      status: 200,
      body: { code: 0, msg: '操作成功', data: { hello: 'world' } },
    });
    expect((await post(app, '/ok', {}, 'km_KH')).body.msg).toBe('ជោគជ័យ');
    expect((await post(app, '/ok', {}, 'en-US')).body.msg).toBe('Success');
  });

  it('maps a named error to its code, HTTP status and filled-in message', async () => {
    const app = await tinyApp();
    const res = await post(app, '/throttled', {}, 'en_US');
    expect(res.status).toBe(ERRORS.LOGIN_THROTTLED.status);
    expect(res.body).toEqual({
      code: ERRORS.LOGIN_THROTTLED.code,
      msg: 'Too many failed logins. Please try again in 12 minutes.',
      data: null,
    });
  });

  it('maps a failed body schema to the error named for its field', async () => {
    const app = await tinyApp();
    const missing = await post(app, '/register', { captcha: '1', newPassword: 'x', confirmPassword: 'y' }, 'en_US');
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(ERRORS.ADDRESS_REQUIRED.code);
    const badPassword = await post(
      app,
      '/register',
      { address: 'a@b.co', captcha: '1', newPassword: 'short', confirmPassword: 'short' },
      'en_US',
    );
    expect(badPassword.body).toEqual({
      code: ERRORS.PASSWORD_FORMAT.code,
      msg: 'The password must be 6 to 30 letters or digits.',
      data: null,
    });
    const login = await post(app, '/login', { address: 'a@b.co' });
    expect(login.body.code).toBe(ERRORS.LOGIN_FAILED.code);
    const generic = await post(app, '/other', {}, 'en_US');
    expect(generic.body).toEqual({
      code: ERRORS.VALIDATION.code,
      msg: 'Please check what you entered: page',
      data: null,
    });
  });

  it('gives a field its own message only on routes that declare it: a postal address elsewhere is plain VALIDATION', async () => {
    const app = await tinyApp();
    const postal = await post(app, '/postal', { address: '', password: 'secret1' }, 'en_US');
    expect(postal.body).toEqual({
      code: ERRORS.VALIDATION.code,
      msg: 'Please check what you entered: address',
      data: null,
    });
    const password = await post(app, '/postal', { address: 'Street 1', password: 'x' }, 'en_US');
    expect(password.body.code).toBe(ERRORS.VALIDATION.code);
    const text = await post(app, '/login', { address: 'a\u0000b@c.co', password: 'x' }, 'en_US');
    expect(text.body.code).toBe(ERRORS.TEXT_INVALID.code);
  });

  it('hides unexpected errors behind INTERNAL and answers unknown paths with ROUTE_NOT_FOUND', async () => {
    const app = await tinyApp();
    const boom = await post(app, '/boom', {}, 'en_US');
    expect(boom).toEqual({
      status: 500,
      body: {
        code: ERRORS.INTERNAL.code,
        msg: 'Something went wrong on our side. Please try again later.',
        data: null,
      },
    });
    expect(JSON.stringify(boom.body)).not.toContain('exploded');
    const missing = await post(app, '/nowhere', {});
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(ERRORS.ROUTE_NOT_FOUND.code);
  });

  it('refuses a body that is not JSON with BAD_REQUEST in the envelope', async () => {
    const app = await tinyApp();
    const res = await app.inject({
      method: 'POST',
      url: '/ok',
      payload: '{not json',
      headers: { 'content-type': 'application/json', language: 'en_US' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ERRORS.BAD_REQUEST.code, data: null });
  });
});
