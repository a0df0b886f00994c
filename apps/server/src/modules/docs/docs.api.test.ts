import { beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { z } from 'zod';
import { API_BASE } from '@acsc/shared';
import { useTestApp } from '../../test/kit.js';
import { accessOf, openApiPath, type RegisteredRoute } from '../../platform/route-table.js';

let doc: any;
const { app } = await useTestApp();
beforeAll(async () => {
  doc = (await app.inject({ method: 'GET', url: '/prod-api/docs/openapi.json' })).json();
});

/** The API routes the document must describe: everything under /prod-api that is not hidden. */
const apiRoutes = (): RegisteredRoute[] =>
  app.routeTable.filter(
    (r) => r.url.startsWith(API_BASE + '/') && !(r.options.schema as { hide?: boolean } | undefined)?.hide,
  );
const operationOf = (r: RegisteredRoute) => doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];

describe('OpenAPI document', () => {
  it('is served at /prod-api/docs and lists the spec calls with their zod-derived parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/prod-api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(doc);
    expect(doc.openapi).toMatch(/^3\./);
    const search = doc.paths['/prod-api/client/article/v1/search/listPage'];
    expect(Object.keys(search).sort()).toEqual(['get', 'post']);
    expect(search.get.parameters.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(['keywords', 'pageNum', 'pageSize']),
    );
    expect(search.post.requestBody.content['application/json'].schema.properties.keywords.maxLength).toBe(50);
    expect(doc.paths['/prod-api/client/article/v1/detail/{id}'].get.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
    });
    expect(doc.paths['/prod-api/docs']).toBeUndefined();
  });

  it('is a valid OpenAPI 3 document (swagger-parser validates the structure and every $ref)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('describes every route the server registers under /prod-api', () => {
    const missing = apiRoutes()
      .filter((r) => !operationOf(r))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(100);
  });

  it('puts the bearer scheme on member and staff calls and none on public ones, and names the staff roles', () => {
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    for (const r of apiRoutes()) {
      const op = operationOf(r);
      const access = accessOf(r.options);
      expect(op.security, `${r.method} ${r.url}`).toEqual(access.kind === 'public' ? [] : [{ bearer: [] }]);
      if (access.kind === 'staff') expect(op['x-roles']).toEqual(access.roles);
    }
    expect(doc.paths['/prod-api/client/member/v1/info'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/prod-api/client/member/v1/login/pwd'].post.security).toEqual([]);
  });

  it('lists the error responses of each call in the envelope, with code 90 on 401', () => {
    for (const r of apiRoutes()) {
      const op = operationOf(r);
      const label = `${r.method} ${r.url}`;
      expect(op.responses['500'], label).toBeDefined();
      for (const [status, response] of Object.entries<any>(op.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (status === '200') continue;
        expect(schema.required, `${label} ${status}`).toEqual(['code', 'msg', 'data']);
        expect(schema.properties.code.enum.length, `${label} ${status}`).toBeGreaterThan(0);
      }
      const access = accessOf(r.options);
      if (access.kind !== 'public') {
        expect(op.responses['401'].content['application/json'].schema.properties.code.enum, label).toEqual([90]);
        expect(op.responses['401'].description).toMatch(/code 90/);
      } else expect(op.responses['401'], label).toBeUndefined();
      if (access.kind === 'staff')
        expect(op.responses['403'].content['application/json'].schema.properties.code.enum, label).toContain(1003);
    }
    const send = doc.paths['/prod-api/client/captcha/v1/send'].post;
    expect(Object.keys(send.responses).sort()).toEqual(['200', '400', '413', '429', '500', '502']);
    expect(send.responses['429'].content['application/json'].schema.properties.code.enum).toEqual(
      expect.arrayContaining([2013, 2014, 2015, 2016, 2017]),
    );
    expect(
      doc.paths['/prod-api/admin/news/channel/create'].post.responses['409'].content['application/json'].schema
        .properties.code.enum,
    ).toEqual([4009]);
    expect(doc.paths['/prod-api/client/article/v1/detail/{id}'].get.responses['404']).toBeDefined();
  });

  it('publishes the sets the server accepts as enums (code type 0, 2 or 3)', () => {
    const type =
      doc.paths['/prod-api/client/captcha/v1/send'].post.requestBody.content['application/json'].schema.properties.type;
    const values = (type.anyOf ?? [type]).flatMap((t: any) => t.enum);
    expect(values).toEqual(expect.arrayContaining([0, 2, 3]));
    expect(values.filter((v: unknown) => typeof v === 'number')).toEqual([0, 2, 3]);
  });

  it('describes the multipart and tus uploads', () => {
    const image = doc.paths['/prod-api/admin/media/image'].post;
    expect(image.requestBody.content['multipart/form-data'].schema.properties.file).toEqual({
      type: 'string',
      format: 'binary',
      description: 'One file',
    });
    expect(image.responses['415']).toBeDefined();
    const tus = doc.paths['/prod-api/admin/media/tus/{uploadId}'];
    expect(tus.patch.requestBody.content['application/offset+octet-stream']).toBeDefined();
    expect(tus.patch.parameters.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(['Tus-Resumable', 'Upload-Offset']),
    );
    expect(doc.paths['/prod-api/admin/media/tus'].post.parameters.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(['Upload-Length', 'Upload-Metadata']),
    );
  });

  it('gives every JSON request body an example that the route itself accepts', () => {
    const refused: string[] = [];
    for (const r of apiRoutes()) {
      const body = (r.options.schema as { body?: z.ZodType } | undefined)?.body;
      if (!body) continue;
      const example = operationOf(r).requestBody?.content?.['application/json']?.example;
      expect(example, `${r.method} ${r.url}`).toBeDefined();
      const result = body.safeParse(example);
      if (!result.success)
        refused.push(
          `${r.method} ${r.url}: ${JSON.stringify(example)} ${result.error.issues[0]?.path.join('.')} ${result.error.issues[0]?.message}`,
        );
    }
    expect(refused).toEqual([]);
  });

  it('marks public only the calls a visitor really gets an answer from (never code 90 or FORBIDDEN)', async () => {
    const wrong: string[] = [];
    for (const r of apiRoutes().filter((x) => accessOf(x.options).kind === 'public')) {
      const op = operationOf(r);
      const url = r.url.replace(/:(\w+)/g, '1');
      const example = op.requestBody?.content?.['application/json']?.example;
      const res = await app.inject({
        method: r.method as 'GET',
        url,
        headers: {
          'device-id': 'docs-test',
          language: 'en_US',
          ...(example !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        payload: example !== undefined ? JSON.stringify(example) : undefined,
        remoteAddress: '10.250.0.1',
      });
      const code = res.headers['content-type']?.toString().includes('json') ? res.json().code : null;
      if (res.statusCode === 401 || res.statusCode === 403 || code === 90 || code === 1003)
        wrong.push(`${r.method} ${r.url} -> ${res.statusCode}/${code}`);
    }
    expect(wrong).toEqual([]);
  });
});
