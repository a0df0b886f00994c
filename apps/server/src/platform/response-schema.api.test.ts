import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API, API_BASE, memberCard, replyOf, userInfo } from '@acsc/shared';
import { call } from '../test/app.js';
import { useTestApp } from '../test/kit.js';
import { phoneMember } from '../modules/auth/auth.testkit.js';
import { NON_ENVELOPE_ROUTES } from './route-table.js';
import { ok, registerEnvelope } from './envelope.js';
import { sendCached } from './cache.js';

/*
 * Every API call declares the shape of its 200 answer (replyOf in packages/shared): the serializer
 * lets out only the fields the contract names, and the OpenAPI document shows them. These tests hold
 * the rule for routes added later and show the filtering on the two ways an answer leaves.
 */

/** A server with only the app's serializer and envelope, for two calls whose handlers return more than their contract. */
let bare: FastifyInstance;
const LEAKY = { phone: '+85512345678', email: 'member@example.com', passwordHash: 'x', status: 'active' };
const leakyMember = { id: '7', nickname: 'Sokha', avatar: null, badges: [], ...LEAKY };

const { app } = await useTestApp();
beforeAll(async () => {
  bare = Fastify();
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  registerEnvelope(bare);
  bare.get('/card', { schema: { response: replyOf(memberCard) } }, async (request) => ok(request, leakyMember));
  bare.get('/cards', { schema: { response: replyOf(z.array(memberCard)) } }, async (request, reply) =>
    sendCached(request, reply, [leakyMember]),
  );
  bare.get('/undeclared', async (request, reply) => sendCached(request, reply, [leakyMember]));
  bare.get('/wrong', { schema: { response: replyOf(memberCard) } }, async (request) =>
    ok(request, { ...leakyMember, nickname: 42 }),
  );
});
afterAll(async () => {
  await bare.close();
});

const responseOf = (options: { schema?: unknown }) =>
  (options.schema as { response?: Record<string, unknown> } | undefined)?.response?.['200'];

describe('response contracts', () => {
  it('every API route declares its 200 answer as a zod schema, or is listed with the reason it answers no envelope', () => {
    const api = app.routeTable.filter(
      (r) => r.url.startsWith(API_BASE + '/') && !r.url.startsWith(`${API_BASE}/test/`),
    );
    expect(api.length).toBeGreaterThan(100);
    const missing = api
      .filter((r) => !NON_ENVELOPE_ROUTES[r.url] && !(responseOf(r.options) instanceof z.ZodType))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    // The exemptions name routes that exist, so the list does not outlive them.
    const urls = new Set(app.routeTable.map((r) => r.url));
    expect(Object.keys(NON_ENVELOPE_ROUTES).filter((u) => !urls.has(u))).toEqual([]);
  });

  it('drops the fields a handler returns beyond its contract (a member card never leaves with phone, email or password)', async () => {
    const res = await bare.inject({ method: 'GET', url: '/card' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      msg: expect.any(String),
      data: { id: '7', nickname: 'Sokha', avatar: null, badges: [] },
    });
    expect(res.body).not.toMatch(/phone|email|password|active/i);
  });

  it('filters cached reads, which leave as prepared text, through the same schema', async () => {
    const res = await bare.inject({ method: 'GET', url: '/cards' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: '7', nickname: 'Sokha', avatar: null, badges: [] }]);
    expect(res.body).not.toMatch(/phone|email|password|active/i);
  });

  it('answers a server error, never the data, when an answer does not fit its contract or a cached read has none', async () => {
    for (const url of ['/wrong', '/undeclared']) {
      const res = await bare.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json(), url).toMatchObject({ code: 1500, data: null });
      expect(res.body, url).not.toMatch(/phone|email|Sokha/);
    }
  });

  it('keeps the error envelope of failed calls (code 90 on a missing session) and the signed-in profile whole', async () => {
    const anonymous = await call(app, API.memberInfo);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 90, data: null });
    const { token } = await phoneMember(app);
    const me = await call(app, API.memberInfo, { token });
    expect(me.status).toBe(200);
    expect(Object.keys(me.body.data).sort()).toEqual(Object.keys(userInfo.shape).sort());
  });

  it('lists the real data shape of each 200 in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/prod-api/docs/openapi.json' })).json();
    const detail =
      doc.paths['/prod-api/client/article/v1/detail/{id}'].get.responses['200'].content['application/json'].schema;
    expect(detail.required).toEqual(expect.arrayContaining(['code', 'msg', 'data']));
    expect(Object.keys(detail.properties.data.properties)).toEqual(
      expect.arrayContaining(['title', 'body', 'related', 'prev', 'next']),
    );
    const info = doc.paths['/prod-api/client/member/v1/info'].post.responses['200'].content['application/json'].schema;
    expect(Object.keys(info.properties.data.properties)).toEqual(
      expect.arrayContaining(['userId', 'nickname', 'roles']),
    );
    expect(info.properties.data.properties).not.toHaveProperty('passwordHash');
  });
});
