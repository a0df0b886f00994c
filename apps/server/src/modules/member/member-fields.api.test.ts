import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/kit.js';

/**
 * Issue 10 §2: no answer carries a member row as it is. Every route's declared 200 (which is also what
 * the serializer lets through: platform/response-schema.api.test.ts) is walked; wherever a member
 * appears (an object with a nickname), it holds no phone, email, password or internal field, except in
 * the few answers that are about the reader's own account or are for admins, listed with their reason.
 */
const PRIVATE_FIELDS = [
  'phone',
  'email',
  'passwordHash',
  'password',
  'countryCode',
  'status',
  'erasedAt',
  'deleteAt',
  'messagePolicy',
  'profilePolicy',
  'ip',
  'deviceId',
];
const OWN_OR_ADMIN: Record<string, string> = {
  'POST /prod-api/client/member/v1/info':
    'the signed-in member reads their own profile (the spec masks the phone there)',
  'GET /prod-api/client/setting/v1/export': 'the member downloads everything held about them',
  'GET /prod-api/admin/staff/listPage': 'admins manage staff accounts by their addresses',
  'POST /prod-api/admin/staff/grant': 'admins manage staff accounts by their addresses',
  'POST /prod-api/admin/staff/revoke': 'admins manage staff accounts by their addresses',
};

let doc: any;
const { app } = await useTestApp();
beforeAll(async () => {
  doc = (await app.inject({ method: 'GET', url: '/prod-api/docs/openapi.json' })).json();
});

/** Every object schema under `schema` (following $refs), with its path for the failure message. */
function* objects(schema: any, path: string, seen = new Set<any>()): Generator<[string, any]> {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  if (schema.$ref) {
    const target = schema.$ref
      .replace('#/', '')
      .split('/')
      .reduce((o: any, k: string) => o?.[k], doc);
    yield* objects(target, `${path}→${schema.$ref.split('/').at(-1)}`, seen);
    return;
  }
  if (schema.properties) yield [path, schema];
  for (const [k, v] of Object.entries<any>(schema.properties ?? {})) yield* objects(v, `${path}.${k}`, seen);
  for (const key of ['items', 'additionalProperties']) if (schema[key]) yield* objects(schema[key], `${path}[]`, seen);
  for (const key of ['anyOf', 'oneOf', 'allOf']) for (const s of schema[key] ?? []) yield* objects(s, path, seen);
}

describe('members in answers', () => {
  it("appear only as cards: no phone, email or internal field in any declared answer but the reader's own and the admins'", () => {
    const leaks: string[] = [];
    const carriers = new Set<string>();
    for (const [url, methods] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(methods)) {
        const route = `${method.toUpperCase()} ${url}`;
        const data = op.responses?.['200']?.content?.['application/json']?.schema?.properties?.data;
        if (!data || OWN_OR_ADMIN[route]) continue;
        for (const [path, obj] of objects(data, 'data')) {
          if (!('nickname' in obj.properties)) continue;
          carriers.add(route);
          for (const field of PRIVATE_FIELDS) if (field in obj.properties) leaks.push(`${route} ${path}.${field}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The walk does find members, so it is not vacuous: the member page carries one.
    expect([...carriers]).toContain('GET /prod-api/client/member/v1/public');
  });

  it('names only answers that exist', () => {
    for (const route of Object.keys(OWN_OR_ADMIN)) {
      const [method, url] = route.split(' ');
      expect(doc.paths[url]?.[method.toLowerCase()], route).toBeDefined();
    }
  });
});
