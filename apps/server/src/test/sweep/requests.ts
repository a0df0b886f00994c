import { fc } from '@fast-check/vitest';
import type { z } from 'zod';
import { API_BASE } from '@acsc/shared';
import { accessOf, type Access, type RegisteredRoute } from '../../platform/route-table.js';
import { hostileArb, invalidArb, jsonSchemaOf, valueArb, type JsonSchema } from './arbitraries.js';
import {
  HOSTILE_BODIES,
  HOSTILE_HEADERS,
  HOSTILE_QUERY,
  HOSTILE_SEGMENTS,
  HOSTILE_VALUES,
  RawJson,
} from './hostile.js';

/** How a route takes its input, which decides the requests the sweep makes for it. */
export type Kind = 'json' | 'multipart' | 'tus' | 'raw';
export type Role = 'visitor' | 'member' | 'staff';

export interface Target {
  route: RegisteredRoute;
  key: string;
  access: Access;
  kind: Kind;
  /** In the OpenAPI document: its successes are envelopes too. */
  documented: boolean;
  schemas: { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
  json: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
  paramNames: string[];
}

export function targetOf(route: RegisteredRoute): Target {
  const schema = (route.options.schema ?? {}) as {
    body?: z.ZodType;
    querystring?: z.ZodType;
    params?: z.ZodType;
    hide?: boolean;
  };
  const api = route.url.startsWith(API_BASE + '/');
  const upload = route.options.config?.upload;
  const kind: Kind = !api ? 'raw' : (upload ?? 'json');
  const schemas = { body: schema.body, querystring: schema.querystring, params: schema.params };
  const json: Target['json'] = {};
  for (const part of ['body', 'querystring', 'params'] as const)
    if (schemas[part]) json[part] = jsonSchemaOf(schemas[part]!);
  return {
    route,
    key: `${route.method} ${route.url}`,
    access: accessOf(route.options),
    kind,
    documented: api && !schema.hide,
    schemas,
    json,
    paramNames: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]).concat(route.url.endsWith('*') ? ['*'] : []),
  };
}

/** One request of the sweep, printed (long strings shortened) when a property fails, to replay it. */
export class Case {
  constructor(
    readonly label: string,
    readonly method: string,
    readonly url: string,
    readonly headers: Record<string, string>,
    readonly payload: string | Buffer | undefined,
    /** What the route's schemas see, when the sweep can say: to know the request must be refused. */
    readonly parsed: { body?: unknown; querystring?: unknown; params?: unknown } | null,
    /** The client address the request comes from, so daily caps per IP do not refuse every later case. */
    readonly ip: string,
    /** A path that may resolve to another route (`..`): only the checks every answer must pass apply. */
    readonly mayMissRoute = false,
  ) {}

  [fc.toStringMethod]() {
    return describeCase(this);
  }
}

const shorten = (_key: string, v: unknown) =>
  typeof v === 'string' && v.length > 120 ? `${v.slice(0, 40)}…(${v.length} characters)` : v;
export function describeCase(c: Case): string {
  const payload =
    c.payload === undefined
      ? ''
      : Buffer.isBuffer(c.payload)
        ? `<${c.payload.length} bytes>`
        : JSON.stringify(c.payload, shorten);
  const url = c.url.length > 300 ? `${c.url.slice(0, 200)}…(${c.url.length} characters)` : c.url;
  return `[${c.label}] ${c.method} ${url} from ${c.ip} headers=${JSON.stringify(c.headers, shorten)} payload=${payload}`;
}

/** Percent-encodes any text, lone surrogates included (encodeURIComponent throws on them). */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}
const decodes = (segment: string) => {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
};
const roundTrips = (value: string) => {
  try {
    return decodeURIComponent(encodeURIComponent(value)) === value;
  } catch {
    return false;
  }
};

interface Parts {
  label: string;
  params?: Record<string, string>;
  /** Raw URL segments for params (already encoded or deliberately broken). */
  rawParams?: Record<string, string>;
  query?: Record<string, unknown>;
  rawQuery?: string;
  body?: unknown;
  rawBody?: { contentType: string | null; payload: string | Buffer };
  headers?: Record<string, string>;
}

const asStrings = (v: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((v ?? {}) as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => [k, typeof x === 'string' ? x : x instanceof RawJson ? x.text : JSON.stringify(x)]),
  );

/** JSON text of a value, RawJson parts written as they are; `raw` tells whether there were any. */
function serialize(value: unknown): { text: string; raw: boolean } {
  const parts: RawJson[] = [];
  const text = JSON.stringify(value, (_k, v) => (v instanceof RawJson ? `__raw_${parts.push(v) - 1}__` : v));
  return {
    text: parts.reduce((t, part, i) => t.replace(`"__raw_${i}__"`, () => part.text), text),
    raw: parts.length > 0,
  };
}

function build(t: Target, p: Parts, lang: string | undefined, ip: number): Case {
  let url = t.route.url;
  let exact = true;
  const usedParams: Record<string, string> = {};
  for (const name of t.paramNames) {
    const raw = p.rawParams?.[name];
    const value = p.params?.[name] ?? '1';
    usedParams[name] = value;
    if (raw === undefined && (!roundTrips(value) || value.length > 100)) exact = false;
    const segment = raw ?? encode(value);
    url = name === '*' ? url.replace(/\*$/, segment) : url.replace(`:${name}`, segment);
  }
  if (p.rawParams) exact = false;
  const query = asStrings(p.query);
  const qs = [
    ...Object.entries(query).map(([k, v]) => `${encode(k)}=${encode(v)}`),
    ...(p.rawQuery ? [p.rawQuery] : []),
  ].join('&');
  if (qs) url += `?${qs}`;
  if (p.rawQuery || Object.values(query).some((v) => !roundTrips(v))) exact = false;
  const headers: Record<string, string> = {
    'device-id': `sweep-${ip}`,
    ...(lang ? { language: lang } : {}),
    ...p.headers,
  };
  let payload: string | Buffer | undefined;
  const method = t.route.method;
  if (p.rawBody) {
    if (p.rawBody.contentType) headers['content-type'] = p.rawBody.contentType;
    payload = p.rawBody.payload;
    exact = false;
  } else if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
    headers['content-type'] = 'application/json';
    const body = p.body === undefined ? { text: '{}', raw: false } : serialize(p.body);
    payload = body.text;
    if (body.raw) exact = false;
  }
  const parsed = exact
    ? {
        body: payload !== undefined ? JSON.parse(payload as string) : undefined,
        querystring: query,
        params: usedParams,
      }
    : null;
  // `..` may lead to another route; a segment that is not valid percent-encoding or longer than the
  // router takes is answered by the router before any route (400, in the envelope).
  const mayMissRoute = [...Object.values(p.rawParams ?? {}), ...Object.values(p.params ?? {})].some(
    (seg) => /^(?:\.\.|%2e%2e)/i.test(seg) || seg.length > 100 || !decodes(seg),
  );
  return new Case(p.label, method, url, headers, payload, parsed, `10.77.${ip >> 8}.${ip & 255}`, mayMissRoute);
}

const segmentArb = fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/));

/** Requests for a route with JSON (or no) input: generated from its schemas, one mutation away, hostile. */
function jsonParts(t: Target): fc.Arbitrary<Parts> {
  const part = (name: 'body' | 'querystring' | 'params') =>
    t.json[name] ? valueArb(t.json[name]!) : fc.constant(undefined);
  const params = t.json.params
    ? part('params')
    : fc.record(Object.fromEntries(t.paramNames.map((n) => [n, segmentArb])));
  const valid = fc.record({ params, query: part('querystring'), body: part('body') });
  const toParts =
    (label: string) =>
    (v: { params?: unknown; query?: unknown; body?: unknown }): Parts => ({
      label,
      params: asStrings(v.params),
      query: v.query as Record<string, unknown> | undefined,
      body: v.body,
    });
  const recipes: fc.Arbitrary<Parts>[] = [valid.map(toParts('generated'))];
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(t.route.method);
  for (const name of ['body', 'querystring', 'params'] as const) {
    const schema = t.json[name];
    if (!schema) continue;
    const wrap =
      (kind: string) =>
      ([v, m]: [Record<string, unknown>, { label: string; value: unknown }]) =>
        toParts(`${kind} ${name}: ${m.label}`)({ ...v, [name === 'querystring' ? 'query' : name]: m.value });
    // A query and path parameters are always an object of fields: only the body can be replaced whole.
    const whole = name === 'body';
    recipes.push(fc.tuple(valid, invalidArb(schema, part(name), whole)).map(wrap('invalid')));
    recipes.push(fc.tuple(valid, hostileArb(schema, part(name), whole)).map(wrap('hostile')));
  }
  if (hasBody) {
    recipes.push(
      fc
        .tuple(valid, fc.constantFrom(...HOSTILE_BODIES))
        .map(([v, b]) => ({
          ...toParts(`hostile body: ${b.name}`)(v),
          rawBody: { contentType: b.contentType, payload: b.payload() },
        })),
    );
    if (!t.json.body)
      recipes.push(
        fc
          .tuple(valid, fc.constantFrom(...HOSTILE_VALUES))
          .map(([v, h]) => toParts(`hostile body: ${h.name}`)({ ...v, body: h.value() })),
      );
  }
  if (t.paramNames.length)
    recipes.push(
      fc.tuple(valid, fc.constantFrom(...t.paramNames), fc.constantFrom(...HOSTILE_SEGMENTS)).map(([v, name, seg]) => ({
        ...toParts(`hostile path ${name}: ${seg.slice(0, 20)}`)(v),
        rawParams: { [name]: seg },
      })),
    );
  recipes.push(
    fc
      .tuple(
        valid,
        fc.constantFrom(...Object.keys(t.json.querystring?.properties ?? { q: 1 })),
        fc.constantFrom(...HOSTILE_QUERY),
      )
      .map(([v, key, q]) => ({
        ...toParts(`hostile query ${key}: ${q.slice(0, 20)}`)(v),
        query: undefined,
        rawQuery: `${key}=${q}&${key}=${q}`,
      })),
  );
  recipes.push(
    fc
      .tuple(valid, fc.constantFrom(...HOSTILE_HEADERS))
      .map(([v, hh]) => ({ ...toParts(`hostile headers: ${hh.name}`)(v), headers: hh.headers })),
  );
  return fc.oneof(...recipes);
}

/** A multipart upload route: a real image, other bytes, hostile file names, no file, not multipart at all. */
type SampleFile = { name: string; type: string; data: Buffer };
function multipartParts(samples: () => SampleFile[]): fc.Arbitrary<Parts> {
  // The sample files are made before the first case runs, after the arbitraries are built.
  const fileArb = fc.constantFrom(0, 1).map((i) => samples()[i]);
  const filenames = [
    'a.png',
    'a\u0000.png',
    '../../etc/passwd',
    '%00.png',
    'ស្ស.png',
    'x'.repeat(1000) + '.png',
    '',
    'a".png',
    'con.png',
  ];
  const form = (field: string, filename: string, type: string, data: Buffer) => {
    const boundary = '----sweep7d3f';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([Buffer.from(head, 'utf8'), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    };
  };
  return fc.oneof(
    fc
      .tuple(fileArb, fc.constantFrom(...filenames))
      .map(([f, name]) => ({
        label: `upload ${f.name} as ${JSON.stringify(name.slice(0, 30))}`,
        rawBody: form('file', name || f.name, f.type, f.data),
      })),
    fc
      .uint8Array({ maxLength: 2048 })
      .map((bytes) => ({
        label: `upload ${bytes.length} random bytes`,
        rawBody: form('file', 'random.bin', 'application/octet-stream', Buffer.from(bytes)),
      })),
    fileArb.map((f) => ({
      label: `upload in a field that is not "file"`,
      rawBody: form('other', f.name, f.type, f.data),
    })),
    fc
      .constantFrom(...HOSTILE_BODIES)
      .map((b) => ({
        label: `hostile body: ${b.name}`,
        rawBody: { contentType: b.contentType, payload: b.payload() },
      })),
  );
}

/** A tus route: the protocol's headers with hostile values, unknown and hostile upload ids. */
function tusParts(t: Target): fc.Arbitrary<Parts> {
  const header = (values: (string | undefined)[]) => fc.constantFrom(...values);
  return fc
    .record({
      resumable: header(['1.0.0', undefined, '0.2.2', '\u00ff']),
      length: header(['10', '0', '-1', '1e308', 'NaN', '99999999999999999999', undefined]),
      offset: header(['0', '5', '-1', 'NaN', undefined]),
      metadata: header([
        `filename ${Buffer.from('clip.mp4').toString('base64')}`,
        'filename',
        'filename %%%',
        `filename ${Buffer.from('a\u0000b').toString('base64')}`,
        'x'.repeat(5000),
        undefined,
      ]),
      id: fc.oneof(segmentArb, fc.constantFrom(...HOSTILE_SEGMENTS)),
      bytes: fc.uint8Array({ maxLength: 64 }),
    })
    .map((r) => {
      const headers: Record<string, string> = {};
      if (r.resumable) headers['tus-resumable'] = r.resumable;
      if (r.length) headers['upload-length'] = r.length;
      if (r.offset) headers['upload-offset'] = r.offset;
      if (r.metadata) headers['upload-metadata'] = r.metadata;
      const body =
        t.route.method === 'PATCH'
          ? { rawBody: { contentType: 'application/offset+octet-stream', payload: Buffer.from(r.bytes) } }
          : {};
      return {
        label: `tus ${JSON.stringify(headers, (_k, v) => (typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…` : v))}`,
        rawParams: { uploadId: r.id },
        headers,
        ...body,
      };
    });
}

/** A route outside the API (media files, feeds, the web app): hostile paths and queries. */
function rawParts(t: Target): fc.Arbitrary<Parts> {
  return fc.oneof(
    fc
      .record(Object.fromEntries(t.paramNames.map((n) => [n, segmentArb])))
      .map((params) => ({ label: 'generated', params })),
    fc
      .tuple(
        fc.constantFrom(...(t.paramNames.length ? t.paramNames : ['*'])),
        fc.constantFrom(...HOSTILE_SEGMENTS, '../../../../etc/passwd', 'documents/%00.pdf', 'prod-api/..%2f..%2f'),
      )
      .map(([name, seg]) => ({
        label: `hostile path ${seg.slice(0, 20)}`,
        rawParams: { [name]: seg },
      })),
    fc
      .constantFrom(...HOSTILE_QUERY)
      .map((q) => ({ label: `hostile query ${q.slice(0, 20)}`, rawQuery: `lang=${q}&q=${q}` })),
    fc.constantFrom(...HOSTILE_HEADERS).map((hh) => ({ label: `hostile headers: ${hh.name}`, headers: hh.headers })),
  );
}

/** Every request the sweep may send to a route: its kind's recipes, in one of the three languages (or none). */
export function caseArb(t: Target, files: () => SampleFile[]): fc.Arbitrary<Case> {
  const parts =
    t.kind === 'json'
      ? jsonParts(t)
      : t.kind === 'multipart'
        ? multipartParts(files)
        : t.kind === 'tus'
          ? tusParts(t)
          : rawParts(t);
  return fc
    .tuple(
      parts,
      fc.constantFrom<string | undefined>('zh_CN', 'km_KH', 'en_US', undefined),
      fc.integer({ min: 1, max: 60_000 }),
    )
    .map(([p, lang, ip]) => build(t, p, lang, ip));
}
