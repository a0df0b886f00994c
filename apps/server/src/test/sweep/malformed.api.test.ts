import { beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE } from '@acsc/shared';
import { exampleOf } from '../../modules/docs/examples.js';
import { openApiPath } from '../../platform/route-table.js';
import { useTestApp } from '../kit.js';
import { placesOf, setAt, type JsonSchema } from './arbitraries.js';
import { checkEnvelope, checkLeaks, snapshotter } from './invariants.js';
import { targetOf, type Target } from './requests.js';

/**
 * The malformed-input sweep, every route and every kind (issue 34). The bad-input sweep (sweep.api.test.ts)
 * samples its cases at random, so one route may never get a given kind; here each JSON route of the API
 * gets each of them, deterministically, as a caller its access check lets through (an admin, who is a
 * member too): a body that is not JSON, other content types, 5,000 levels of nesting, a body past the
 * limit, the wrong type for the whole body, and in each text field one character more than it takes.
 * Each answer: a 4xx envelope in the request's language (km_KH here), never a 5xx nor a stack trace, and
 * no row inserted or deleted. A route that reads no body ignores a JSON one (the spec's clients post `{}`)
 * and takes a POST with no body and no Content-Type; a body that is not JSON is refused on every route,
 * before any route runs (the same answer whether the route reads a body or not). Unknown fields are refused or dropped by the
 * schema before the handler sees them (the spec's clients send fields this server does not read), and
 * every text field is bounded: both checked on the schemas, field by field.
 */

const { app, signUpStaff } = await useTestApp();
const routes = app.routeTable
  .map(targetOf)
  .filter((t) => t.kind === 'json' && t.route.url.startsWith(API_BASE + '/') && t.documented);
const withBody = routes.filter((t) => !['GET', 'HEAD', 'OPTIONS'].includes(t.route.method));
let token = '';
let snapshot: () => Promise<string>;

beforeAll(async () => {
  token = (await signUpStaff(['admin'])).token;
  snapshot = await snapshotter(app);
});

/** Past the body limit: no text field may take it. */
const PAST_LIMIT = 1024 * 1024 + 10;
const exampleBody = (t: Target) => (t.json.body ? exampleOf(t.json.body, t.json.body.$defs ?? {}) : {});
const textPlaces = (json: JsonSchema) =>
  placesOf(json, json).filter((p) => p.schema.type === 'string' && !p.schema.enum && p.path.length > 0);

/** The example with its first field that is not an object (localized texts drop unknown keys) 5,000 levels deep. */
function deepIn(t: Target, example: unknown): string | null {
  const body = example && typeof example === 'object' && !Array.isArray(example) ? example : {};
  const props = (t.json.body?.properties ?? {}) as Record<string, JsonSchema>;
  const key = Object.keys(props).find((k) => props[k].type !== 'object' && !props[k].$ref);
  if (!key) return null;
  return JSON.stringify({ ...body, [key]: '__deep__' }).replace(
    '"__deep__"',
    () => '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  );
}

/** The bodies a route gets: [name, content type, payload]. */
function badBodies(t: Target): [string, string, string][] {
  const example = exampleBody(t);
  // Refused before any route runs, whether the route reads a body or not: bodies are JSON.
  const parser: [string, string, string][] = [
    ['not JSON', 'application/json', 'not json {'],
    ['past the body limit', 'application/json', `{"a":"${'x'.repeat(PAST_LIMIT)}"}`],
    ['text/plain', 'text/plain', JSON.stringify(example)],
    ['a form', 'application/x-www-form-urlencoded', 'a=1&b=2'],
    ['XML', 'application/xml', '<?xml version="1.0"?><a>1</a>'],
  ];
  if (!t.json.body) return parser;
  const out: [string, string, string][] = [
    ...parser,
    ['an array for the body', 'application/json', JSON.stringify([example])],
  ];
  const deep = deepIn(t, example);
  if (deep) out.push(['5,000-deep JSON in a field', 'application/json', deep]);
  for (const place of textPlaces(t.json.body)) {
    const max = place.schema.maxLength as number | undefined;
    if (max === undefined || max > 200_000) continue;
    out.push([
      `${max + 1} characters in ${place.path.join('.')}`,
      'application/json',
      JSON.stringify(setAt(example, place.path, 'ស'.repeat(max + 1))),
    ]);
  }
  return out;
}

/** A new admin when a route ended the session (logout). */
async function renewToken() {
  const info = await app.inject({
    method: 'POST',
    url: `${API_BASE}${API.memberInfo}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (info.json().code !== 0) token = (await signUpStaff(['admin'])).token;
}
const url = (t: Target, query = '') => t.route.url.replace(/:\w+/g, '1') + query;

describe('malformed input, every kind on every route', () => {
  it('drops an unknown query parameter, drops or refuses an unknown body field, and bounds every text field, by schema', () => {
    const loose: string[] = [];
    for (const t of routes) {
      for (const part of ['body', 'querystring'] as const) {
        const schema = t.schemas[part];
        const json = t.json[part];
        if (!schema || !json) continue;
        const example = exampleOf(json, json.$defs ?? {});
        const parsed = schema.safeParse({ ...(example as object), unexpectedField: 'x' });
        if (parsed.success && 'unexpectedField' in (parsed.data as object))
          loose.push(`${t.key} ${part} passes an unknown field on to the handler`);
        // Unknown query parameters are ignored on every route (docs/security.md): never refused.
        if (part === 'querystring' && !parsed.success)
          loose.push(`${t.key} refuses an unknown query parameter (make its schema drop it, not .strict())`);
        for (const place of textPlaces(json)) {
          if (schema.safeParse(setAt(example, place.path, 'a'.repeat(PAST_LIMIT))).success)
            loose.push(`${t.key} ${part}.${place.path.join('.')} takes any length`);
        }
      }
    }
    expect(loose).toEqual([]);
  });

  it('answers every malformed body with a 4xx envelope in the reader language, and writes nothing', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const t of withBody) {
      for (const [name, type, payload] of badBodies(t)) {
        const before = await snapshot();
        const res = await app.inject({
          method: t.route.method as 'POST',
          url: url(t),
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': type,
            language: 'km_KH',
            'device-id': 'malformed',
          },
          payload,
        });
        sent++;
        const where = `${t.key} ${name}: HTTP ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode < 400 || res.statusCode >= 500) {
          problems.push(where);
          continue;
        }
        let body: unknown;
        try {
          body = res.json();
        } catch {
          body = undefined;
        }
        const problem = checkEnvelope(res.statusCode, body, 'km_KH') ?? checkLeaks(res.body, true);
        if (problem) problems.push(`${where}: ${problem}`);
        if ((await snapshot()) !== before) problems.push(`${where}: rows changed`);
      }
    }
    console.log(`malformed-input sweep (${app.ctx.database.kind}): ${sent} bodies to ${withBody.length} routes`);
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(withBody.length * 4);
  });

  it('answers a POST with no body and no Content-Type as it answers `{}` on every route that reads no body (as clients send both)', async () => {
    const problems: string[] = [];
    const noInput = withBody.filter((t) => !t.json.body);
    const send = async (t: Target, json: boolean) => {
      await renewToken();
      const res = await app.inject({
        method: t.route.method as 'POST',
        url: url(t),
        headers: {
          authorization: `Bearer ${token}`,
          language: 'km_KH',
          'device-id': 'malformed',
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        payload: json ? '{}' : undefined,
      });
      return `HTTP ${res.statusCode} code ${res.json().code}`;
    };
    for (const t of noInput) {
      const [withJson, without] = [await send(t, true), await send(t, false)];
      if (without !== withJson || without.startsWith('HTTP 5'))
        problems.push(`${t.key}: ${without} with no body, ${withJson} with {}`);
    }
    expect(problems).toEqual([]);
    expect(noInput.length).toBeGreaterThan(20);
  });

  it('ignores unknown query parameters on every GET of the OpenAPI document: the answer is the one without them', async () => {
    const doc = (await app.inject({ method: 'GET', url: `${API_BASE}/docs/openapi.json` })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const byKey = new Map(
      app.routeTable.map(targetOf).map((t) => [`${t.route.method} ${openApiPath(t.route.url)}`, t]),
    );
    const gets = Object.entries(doc.paths).flatMap(([path, ops]) => ('get' in ops ? [`GET ${path}`] : []));
    // What clients add: a cache-buster, tracking, a parameter this server does not know, one in brackets.
    const extra = '_=1764370000000&utm_source=wechat&unexpectedField=x&filter%5Ba%5D=1';
    const problems: string[] = [];
    await renewToken();
    for (const key of gets) {
      const t = byKey.get(key);
      if (!t) {
        problems.push(`${key}: in the OpenAPI document, not in the route table`);
        continue;
      }
      const params = (t.json.params ? exampleOf(t.json.params, t.json.params.$defs ?? {}) : {}) as Record<
        string,
        unknown
      >;
      const query = (t.json.querystring ? exampleOf(t.json.querystring, t.json.querystring.$defs ?? {}) : {}) as Record<
        string,
        unknown
      >;
      const path = t.route.url.replace(/:(\w+)/g, (_, n: string) => encodeURIComponent(String(params[n] ?? 1)));
      const qs = new URLSearchParams(
        Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ).toString();
      const answer = async (q: string) => {
        const res = await app.inject({
          method: 'GET',
          url: q ? `${path}?${q}` : path,
          headers: { authorization: `Bearer ${token}`, language: 'km_KH', 'device-id': 'malformed' },
        });
        const type = String(res.headers['content-type'] ?? '').split(';')[0];
        let code: unknown;
        try {
          code = JSON.parse(res.body).code;
        } catch {
          code = undefined;
        }
        return `HTTP ${res.statusCode} ${type} code ${code}`;
      };
      const plain = await answer(qs);
      const withExtra = await answer(qs ? `${qs}&${extra}` : extra);
      if (withExtra !== plain) problems.push(`${key}: ${plain} without, ${withExtra} with ?${extra}`);
    }
    console.log(`unknown query parameters: ${gets.length} GET operations of the OpenAPI document`);
    expect(problems).toEqual([]);
    expect(gets.length).toBeGreaterThan(80);
  });

  it('answers a 3,000-character value in every query parameter with a 4xx envelope', async () => {
    const problems: string[] = [];
    for (const t of routes.filter((r) => r.json.querystring && r.route.method === 'GET')) {
      const names = Object.keys(t.json.querystring!.properties ?? {});
      const cases = names.map((n) => `${n}=${encodeURIComponent('ស'.repeat(3000))}`);
      for (const q of cases) {
        const res = await app.inject({
          method: 'GET',
          url: url(t, `?${q}`),
          headers: { authorization: `Bearer ${token}`, language: 'km_KH', 'device-id': 'malformed' },
        });
        const where = `${t.key} ?${q.slice(0, 40)}: HTTP ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) problems.push(where);
        else if (res.statusCode >= 400) {
          const problem = checkEnvelope(res.statusCode, res.json(), 'km_KH') ?? checkLeaks(res.body, true);
          if (problem) problems.push(`${where}: ${problem}`);
        } else problems.push(`${where}: accepted`);
      }
    }
    expect(problems).toEqual([]);
  });
});
