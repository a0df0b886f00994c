import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERRORS, TEXT_RULE, singleLine } from '@acsc/shared';
import { failValidation, frameworkError, ok, registerEnvelope, sendApiNotFound } from './envelope.js';

/**
 * The envelope's mapping of what Fastify and its plugins throw (issue 18, mutation testing): a 413 stays
 * a 413, a 429 a 429, another 4xx is BAD_REQUEST, anything else INTERNAL; every answer in the request's
 * language (Language header, then the language cookie), the 404 of an unknown path too.
 */
const statusError = (statusCode: number, code?: string) =>
  Object.assign(new Error(`status ${statusCode}`), { statusCode, code });

const logged: { level: number; msg: string; err?: { message?: string } }[] = [];
const logStream = { write: (line: string) => void logged.push(JSON.parse(line)) };

async function tinyApp() {
  const app = Fastify({
    bodyLimit: 64,
    frameworkErrors: frameworkError,
    maxParamLength: 20,
    logger: { level: 'error', stream: logStream },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  registerEnvelope(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/echo', async (request) => ok(request, request.body));
  api.get('/item/:id', async (request) => ok(request, null));
  api.post('/status/:n', async (request) => {
    throw statusError(Number((request.params as { n: string }).n));
  });
  api.post('/too-large-code', async () => {
    throw Object.assign(new Error('too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });
  api.post('/texts', { schema: { body: z.object({ title: z.object({ km_KH: singleLine() }) }) } }, async (request) =>
    ok(request, null),
  );
  api.post(
    '/nested',
    { schema: { body: z.object({ items: z.array(z.object({ n: z.number() })) }) } },
    async (request) => ok(request, null),
  );
  api.post('/two', { schema: { body: z.object({ page: z.number(), size: z.number() }) } }, async (request) =>
    ok(request, null),
  );
  api.post('/content', async (request) => {
    const parsed = z.object({ intro: z.object({ text: z.string() }) }).safeParse(request.body);
    if (!parsed.success) failValidation(parsed.error.issues, 'content');
    return ok(request, null);
  });
  api.post('/content-text', async () => {
    failValidation([{ path: ['blocks', 2, 'text'], params: { rule: TEXT_RULE } }], 'content');
  });
  app.setNotFoundHandler(sendApiNotFound);
  return app;
}

type App = Awaited<ReturnType<typeof tinyApp>>;
async function call(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  opts: { payload?: string; headers?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method,
    url,
    payload: opts.payload,
    headers: { 'content-type': 'application/json', ...opts.headers },
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
}

describe('statuses thrown by Fastify and plugins', () => {
  it('a body past the limit is 413 PAYLOAD_TOO_LARGE, in the request language', async () => {
    const app = await tinyApp();
    const res = await call(app, 'POST', '/echo', {
      payload: JSON.stringify({ text: 'x'.repeat(200) }),
      headers: { language: 'en_US' },
    });
    expect(res).toEqual({
      status: 413,
      body: { code: ERRORS.PAYLOAD_TOO_LARGE.code, msg: 'What you sent is too large.', data: null },
    });
    const byCode = await call(app, 'POST', '/too-large-code', { payload: '{}', headers: { language: 'en_US' } });
    expect(byCode.status).toBe(413);
    expect(byCode.body.code).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
  });

  it('a 413 or 429 from a plugin keeps its status and named error', async () => {
    const app = await tinyApp();
    expect(await call(app, 'POST', '/status/413', { payload: '{}', headers: { language: 'en_US' } })).toEqual({
      status: 413,
      body: { code: ERRORS.PAYLOAD_TOO_LARGE.code, msg: 'What you sent is too large.', data: null },
    });
    expect(await call(app, 'POST', '/status/429', { payload: '{}', headers: { language: 'en_US' } })).toEqual({
      status: 429,
      body: { code: ERRORS.TOO_MANY_REQUESTS.code, msg: 'Too many requests. Please try again later.', data: null },
    });
  });

  it.each([400, 401, 405, 415, 499])('another client error (%i) is 400 BAD_REQUEST', async (n) => {
    const app = await tinyApp();
    expect(await call(app, 'POST', `/status/${n}`, { payload: '{}', headers: { language: 'en_US' } })).toEqual({
      status: 400,
      body: { code: ERRORS.BAD_REQUEST.code, msg: 'The request is not valid.', data: null },
    });
  });

  it('an unexpected error is logged with its cause for the operators, while the client sees only INTERNAL', async () => {
    const app = await tinyApp();
    logged.length = 0;
    await call(app, 'POST', '/status/503', { payload: '{}' });
    expect(logged).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'unhandled error',
        err: expect.objectContaining({ message: 'status 503' }),
      }),
    ]);
    await call(app, 'POST', '/status/404', { payload: '{}' });
    expect(logged).toHaveLength(1);
  });

  it.each([500, 502, 503, 399, 0])('a server error or an odd status (%i) is 500 INTERNAL, never a 400', async (n) => {
    const app = await tinyApp();
    const res = await call(app, 'POST', `/status/${n}`, { payload: '{}', headers: { language: 'en_US' } });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe(ERRORS.INTERNAL.code);
  });
});

describe('the language of an error', () => {
  it('an unknown path answers ROUTE_NOT_FOUND in the Language header, then the cookie, else Chinese', async () => {
    const app = await tinyApp();
    expect((await call(app, 'GET', '/nowhere', { headers: { language: 'km_KH' } })).body).toEqual({
      code: ERRORS.ROUTE_NOT_FOUND.code,
      msg: 'រកមិនឃើញផ្លូវ API នេះទេ',
      data: null,
    });
    expect((await call(app, 'GET', '/nowhere', { headers: { cookie: 'language=en_US' } })).body.msg).toBe(
      'There is no such API call.',
    );
    expect(
      (await call(app, 'GET', '/nowhere', { headers: { language: 'km_KH', cookie: 'language=en_US' } })).body.msg,
    ).toBe('រកមិនឃើញផ្លូវ API នេះទេ');
    expect((await call(app, 'GET', '/nowhere')).body.msg).toBe('接口不存在');
  });

  it('what the router refuses before any hook (a path parameter past its limit) is BAD_REQUEST in the Language header', async () => {
    const app = await tinyApp();
    const long = `/item/${'9'.repeat(40)}`;
    expect(await call(app, 'GET', long, { headers: { language: 'en_US' } })).toEqual({
      status: 400,
      body: { code: ERRORS.BAD_REQUEST.code, msg: 'The request is not valid.', data: null },
    });
    expect((await call(app, 'GET', long)).body.msg).toBe('请求有误');
  });
});

describe('the field named by a refused input', () => {
  it('a nested text field is named with dots (title.km_KH); a nested array field by its top field', async () => {
    const app = await tinyApp();
    const text = await call(app, 'POST', '/texts', {
      payload: JSON.stringify({ title: { km_KH: 'a\u0000' } }),
      headers: { language: 'en_US' },
    });
    expect(text.body).toEqual({
      code: ERRORS.TEXT_INVALID.code,
      msg: expect.stringContaining('"title.km_KH"'),
      data: null,
    });
    const nested = await call(app, 'POST', '/nested', {
      payload: JSON.stringify({ items: [{ n: 'x' }] }),
      headers: { language: 'en_US' },
    });
    expect(nested.body).toEqual({
      code: ERRORS.VALIDATION.code,
      msg: 'Please check what you entered: items',
      data: null,
    });
    const two = await call(app, 'POST', '/two', { payload: JSON.stringify({}), headers: { language: 'en_US' } });
    expect(two.body.msg).toBe('Please check what you entered: page, size');
    const empty = await call(app, 'POST', '/nested', { payload: JSON.stringify([]), headers: { language: 'en_US' } });
    expect(empty.body).toEqual({
      code: ERRORS.VALIDATION.code,
      msg: 'Please check what you entered: body',
      data: null,
    });
  });

  it('a schema a route checks itself names the field under its prefix, a bad text as TEXT_INVALID', async () => {
    const app = await tinyApp();
    const res = await call(app, 'POST', '/content', {
      payload: JSON.stringify({ intro: { text: 3 } }),
      headers: { language: 'en_US' },
    });
    expect(res).toEqual({
      status: 400,
      body: { code: ERRORS.VALIDATION.code, msg: 'Please check what you entered: content.intro.text', data: null },
    });
    const text = await call(app, 'POST', '/content-text', { payload: '{}', headers: { language: 'en_US' } });
    expect(text.body).toEqual({
      code: ERRORS.TEXT_INVALID.code,
      msg: expect.stringContaining('"content.blocks.2.text"'),
      data: null,
    });
  });
});
