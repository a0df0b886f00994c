import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('OpenAPI document', () => {
  it('is served at /prod-api/docs and lists the spec calls with their zod-derived parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/prod-api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const search = doc.paths['/prod-api/client/article/v1/search/listPage'];
    expect(Object.keys(search).sort()).toEqual(['get', 'post']);
    expect(search.get.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(['keywords', 'pageNum', 'pageSize']));
    expect(search.post.requestBody.content['application/json'].schema.properties.keywords.maxLength).toBe(50);
    expect(doc.paths['/prod-api/client/member/v1/login/pwd'].post).toBeDefined();
    expect(doc.paths['/prod-api/client/article/v1/detail/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
    expect(doc.paths['/prod-api/docs']).toBeUndefined();
    const json = await app.inject({ method: 'GET', url: '/prod-api/docs/openapi.json' });
    expect(json.json()).toEqual(doc);
  });
});
