import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_WORK_API, API_BASE, ERRORS, EXCHANGE_API } from '@acsc/shared';
import { call } from '../app.js';
import { members } from '../../db/schema/index.js';
import { exampleOf } from '../../modules/docs/examples.js';
import { createdCompany, jobInput, publishedJob } from '../../modules/work/work.testkit.js';
import { staffCall } from '../../modules/admin/admin.testkit.js';
import { useTestApp } from '../kit.js';
import type { JsonSchema } from './arbitraries.js';
import { snapshotter } from './invariants.js';
import { Owned, RESOURCE_NAMES, type Actor, type ResourceName, type World } from './owned.js';
import { targetOf, type Target } from './requests.js';

/**
 * The authorization sweep (issue 34). It reads the route table, finds every id a member or public route
 * takes (a path parameter, a query or body field named like an id), and says what each one names: a
 * resource one member owns (made by a factory of owned.ts), or something anyone may name (with the
 * reason). Then, for every route that takes an owned id, a second member sends the route's OpenAPI
 * example with the first member's resource in it: refused with 403 or 404, no row inserted or deleted,
 * the resource as it was; and the owner's same request then succeeds, so the refusal was about who
 * asked, not a malformed request. A route that takes an id no rule names fails the sweep: a new route
 * cannot slip through. Employers are swept the same way on the staff routes their role opens (the work
 * console): an employer of another company is refused the owner employer's company, jobs and the
 * applications to them. Other staff routes are the role matrix's (modules/admin/roles.api.test.ts).
 */

/** Input names that carry an id of something. */
const ID_NAME = /^(?:id|ids|[a-z]+Ids?|with|to|upTo|orderNo)$/;

type Binding =
  /** The owner's resource (`name` or `name.value` for a value other than its id). */
  | {
      route: RegExp;
      field: RegExp;
      owned: `${ResourceName}` | `${ResourceName}.${string}`;
      /** Who may make the request instead of the owner (the control that the request itself is right). */
      allowed?: 'third';
      /** The owner's answer when it is not a success, with the reason. */
      ownerGets?: { status: number; reason: string };
    }
  /** Anyone may name it; `value` gives a real one when the route also takes an owned id. */
  | { route: RegExp; field: RegExp; open: string; value?: (w: World) => Promise<string | number> };

const BINDINGS: Binding[] = [
  // Exchange: the owner's followers-only post and the comments under it; images and videos not yet used.
  { route: /\/exchange\/v1\/post\/(?:update|delete|like|collect|detail)/, field: /^id$/, owned: 'post' },
  { route: /\/exchange\/v1\/comment\/(?:create|listPage)/, field: /^postId$/, owned: 'post' },
  { route: /\/exchange\/v1\/comment\/(?:create|listPage)/, field: /^parentId$/, owned: 'comment' },
  { route: /\/exchange\/v1\/comment\/(?:delete|like)/, field: /^id$/, owned: 'comment' },
  // The owner may not report their own post; a follower (the third member) may.
  { route: /\/exchange\/v1\/report$/, field: /^id$/, owned: 'post', allowed: 'third' },
  { route: /\/exchange\/v1\/post\/(?:create|update)/, field: /^imageIds$/, owned: 'image' },
  { route: /\/exchange\/v1\/post\/(?:create|update)/, field: /^videoId$/, owned: 'video' },
  // Messages: the owner's conversation with a third member.
  { route: /\/exchange\/v1\/message\/send/, field: /^imageId$/, owned: 'privateImage' },
  { route: /\/exchange\/v1\/message\/image\//, field: /^id$/, owned: 'message' },
  { route: /\/exchange\/v1\/message\/read/, field: /^upTo$/, owned: 'message' },
  // Private files: CV attachments and graduation proofs.
  { route: /\/file\/v1\/private\//, field: /^id$/, owned: 'privateFile' },
  { route: /\/work\/v1\/apply/, field: /^attachmentId$/, owned: 'privateFile' },
  { route: /\/alumnus\/v1\/submit/, field: /^proofIds$/, owned: 'privateFile' },
  // Account.
  { route: /\/notification\/v1\/read$/, field: /^id$/, owned: 'notification' },
  { route: /\/session\/revoke/, field: /^id$/, owned: 'session' },
  // Reservations, appointments, applications, the CV.
  { route: /\/activity\/cancel/, field: /^activityId$/, owned: 'registration.activityId' },
  { route: /\/record\/(?:detail|ics)\//, field: /^id$/, owned: 'registration' },
  { route: /\/order\/check_pay/, field: /^orderNo$/, owned: 'registration.orderNo' },
  { route: /\/appointment\/cancel/, field: /^serviceId$/, owned: 'booking.serviceId' },
  { route: /\/appointment\/booking\/ics\//, field: /^id$/, owned: 'booking' },
  { route: /\/application\/withdraw/, field: /^id$/, owned: 'application' },
  { route: /\/vitae\/experience\/(?:save|delete|reorder)/, field: /^ids?$/, owned: 'experience' },
  // Uploads in progress; the support chat's own conversation.
  {
    route: /^OPTIONS /,
    field: /./,
    open: "a CORS/tus preflight: answers the protocol's capabilities, never an upload's content",
  },
  {
    route: /^GET .*\/file\/v1\/video\/tus\//,
    field: /^uploadId$/,
    owned: 'upload',
    ownerGets: { status: 404, reason: 'tus serves no bytes of an unfinished upload, to anyone' },
  },
  { route: /\/file\/v1\/video\/tus\//, field: /^uploadId$/, owned: 'upload' },
  { route: /\/file\/v1\/video\/upload\//, field: /^uploadId$/, owned: 'finishedUpload' },
  { route: /\/support\/v1\/message\/(?:image|read)/, field: /^(?:id|upTo)$/, owned: 'supportMessage' },
  // The work console as an employer sees it: their company, its jobs and the applications to them.
  { route: /\/admin\/work\/company\/(?:detail|update)\//, field: /^id$/, owned: 'company' },
  { route: /\/admin\/work\/job\/(?:create|update|listPage)/, field: /^companyId$/, owned: 'company' },
  { route: /\/admin\/work\/job\/(?:detail|update|publish|close|copy)\//, field: /^id$/, owned: 'job' },
  { route: /\/admin\/work\/application\/(?:listPage|export)/, field: /^jobId$/, owned: 'job' },
  {
    route: /\/admin\/work\/application\/(?:detail\/|attachment\/|status$|note$)/,
    field: /^id$/,
    owned: 'jobApplication',
  },

  // What anyone may name.
  {
    route: /\/exchange\/v1\/(?:un)?(?:follow|block)$|\/attention\/listPage/,
    field: /^memberId$/,
    open: 'any member may follow or block any other; whom a member follows shows on their profile',
  },
  {
    route: /\/exchange\/v1\/user\/|\/member\/v1\/public/,
    field: /^id$/,
    open: "a member's public profile: their privacy setting decides what it shows",
  },
  {
    route: /\/exchange\/v1\/message\//,
    field: /^(?:with|to)$/,
    open: "the other member of the caller's own conversation",
    value: async (w) => String(w.third.id),
  },
  {
    route: /\/exchange\/v1\/post\/listPage/,
    field: /^authorId$/,
    open: "one author's posts, filtered by what the caller may see",
  },
  {
    route: /\/alumnus\/v1\/submit/,
    field: /^schoolId$/,
    open: 'a school of the public list',
    value: async () => 'pku',
  },
  {
    route: /\/work\/v1\/apply/,
    field: /^jobId$/,
    open: 'a published job: any member may apply',
    value: async (w) => publishedJob(w.app, w.staffToken, jobInput(w.companyId, w.app.ctx.now())),
  },
  {
    route: /\/activity\/(?:register|detail)|\/appointment\/(?:book|slots)/,
    field: /^(?:id|activityId|slotId)$/,
    open: 'a published event or appointment slot: any member may register or book',
  },
  {
    route:
      /\/(?:article|scholarship|alumnus|work)\/v1\/(?:detail|view|notice|news|style|job|company|channel|search|submit)/,
    field: /^(?:id|channelId|companyId|schoolId)$/,
    open: 'published content (news, scholarships, alumni stories, jobs, companies, schools): public by the spec',
  },
  {
    route: /\/dev\/payment\/pay/,
    field: /^orderNo$/,
    open: 'the development payment gateway stands for the bank, which knows every order (never registered in production)',
  },
];

const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
let world: World;
/** Who owns and who is refused: members on member and public routes, employers on the work console's. */
type Side = 'member' | 'employer';
const actors = {} as Record<Side, { owner: Actor; intruder: Actor }>;
let snapshot: () => Promise<string>;
const startedAt = performance.now();

/** Top-level property names of an object schema, through unions. */
function fieldsOf(s: JsonSchema | undefined): Map<string, JsonSchema> {
  const out = new Map<string, JsonSchema>();
  if (!s) return out;
  for (const branch of [s, ...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
    for (const [k, v] of Object.entries((branch.properties ?? {}) as Record<string, JsonSchema>))
      if (!out.has(k)) out.set(k, v);
  return out;
}

type Part = 'params' | 'querystring' | 'body';
interface IdInput {
  part: Part;
  field: string;
  schema: JsonSchema | undefined;
  binding: Binding | undefined;
}

function idInputsOf(t: Target): IdInput[] {
  const out: IdInput[] = [];
  const add = (part: Part, field: string, schema: JsonSchema | undefined) => {
    if (!ID_NAME.test(field)) return;
    const binding = BINDINGS.find((b) => b.route.test(t.key) && b.field.test(field));
    out.push({ part, field, schema, binding });
  };
  for (const name of t.paramNames) add('params', name, fieldsOf(t.json.params).get(name));
  for (const part of ['querystring', 'body'] as const)
    for (const [name, schema] of fieldsOf(t.json[part])) add(part, name, schema);
  return out;
}

/** Member and public routes; of the staff routes, those an employer may call. */
const sideOf = (t: Target): Side | null =>
  t.access.kind !== 'staff' ? 'member' : t.access.roles.includes('employer') ? 'employer' : null;
const targets = app.routeTable
  .map(targetOf)
  .filter((t) => sideOf(t) !== null && t.route.url.startsWith(API_BASE + '/'))
  .map((t) => ({ t, side: sideOf(t)!, inputs: idInputsOf(t) }))
  .filter((x) => x.inputs.length > 0);
const owning = targets.filter((x) => x.inputs.some((i) => i.binding && 'owned' in i.binding));

/** A value as the field takes it: the example's type, else the schema's. */
function typed(value: string | number, example: unknown, schema: JsonSchema | undefined): unknown {
  const arrayish = Array.isArray(example) || schema?.type === 'array';
  const inner = Array.isArray(example) ? example[0] : undefined;
  const itemType = arrayish ? (schema?.items?.type ?? typeof inner) : (schema?.type ?? typeof example);
  const one = itemType === 'integer' || itemType === 'number' ? Number(value) : String(value);
  return arrayish ? [one] : one;
}

/** The route's example request with every id input filled in from the owner's resources and the fixtures. */
async function requestFor(t: Target, inputs: IdInput[], owned: Owned, missing = false) {
  const ex = (part: Part) => (t.json[part] ? exampleOf(t.json[part]!, t.json[part]!.$defs ?? {}) : undefined);
  const parts: Record<Part, Record<string, unknown>> = {
    params: (ex('params') as Record<string, unknown>) ?? {},
    querystring: (ex('querystring') as Record<string, unknown>) ?? {},
    body: (ex('body') as Record<string, unknown>) ?? {},
  };
  for (const input of inputs) {
    const b = input.binding!;
    let value: string | number | undefined;
    if ('owned' in b) {
      const [name, key = 'id'] = b.owned.split('.') as [ResourceName, string?];
      value = (await owned.get(name)).values[key];
      if (missing) value = missingLike(value);
    } else if (b.value) value = await b.value(world);
    if (value === undefined) continue;
    parts[input.part][input.field] = typed(value, parts[input.part][input.field], input.schema);
  }
  // Images or a video in a post, never both: the owned ones the route was given stay.
  if (t.key.includes('/exchange/v1/post/') && 'imageIds' in parts.body && 'videoId' in parts.body)
    delete parts.body.videoId;
  let url = t.route.url;
  for (const name of t.paramNames) url = url.replace(`:${name}`, encodeURIComponent(String(parts.params[name] ?? 1)));
  const qs = new URLSearchParams(
    Object.entries(parts.querystring).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
  const method = t.route.method;
  const hasBody = !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(method);
  const tusHeaders: Record<string, string> =
    t.kind === 'tus'
      ? {
          'tus-resumable': '1.0.0',
          ...(method === 'PATCH' ? { 'content-type': 'application/offset+octet-stream', 'upload-offset': '100' } : {}),
        }
      : {};
  return (who: Actor) =>
    app.inject({
      method: method as 'GET',
      url: qs ? `${url}?${qs}` : url,
      headers: {
        authorization: `Bearer ${who.token}`,
        'device-id': who.device,
        language: 'en_US',
        ...(hasBody && t.kind !== 'tus' ? { 'content-type': 'application/json' } : {}),
        ...tusHeaders,
      },
      payload:
        t.kind === 'tus' && method === 'PATCH' ? Buffer.alloc(10, 2) : hasBody ? JSON.stringify(parts.body) : undefined,
    });
}

/** The envelope's "not found" errors (NOT_FOUND, UPLOAD_NOT_FOUND...), whatever their HTTP status. */
const NOT_FOUND_CODES = new Set(
  Object.entries(ERRORS)
    .filter(([name]) => name.endsWith('NOT_FOUND') && name !== 'ROUTE_NOT_FOUND')
    .map(([, e]) => e.code as number),
);

/** An id of the same form that names nothing: digits to 0 (9s for a number), hex letters to f. */
const missingLike = (v: string | number) =>
  /^\d+$/.test(String(v)) ? '999999999' : String(v).replace(/\d/g, '0').replace(/[a-f]/g, 'f').replace(/[A-F]/g, 'F');

const codeOf = (res: { body: string }) => {
  try {
    return JSON.parse(res.body).code as number;
  } catch {
    return undefined;
  }
};

beforeAll(async () => {
  const staff = await signUpStaff(['admin']);
  const [a, b, c] = [await signUp(), await signUp(), await signUp()];
  // Old enough for the exchange's new-account rules (posting, links, messages to strangers).
  const old = new Date(clock.now().getTime() - 30 * 86_400_000);
  for (const m of [a, b, c])
    await app.ctx.database.db.update(members).set({ createdAt: old }).where(eq(members.id, m.id));
  const actor = (m: { id: number; token: string }, device: string): Actor => ({ id: m.id, token: m.token, device });
  actors.member = { owner: actor(a, 'owner-device'), intruder: actor(b, 'intruder-device') };
  world = {
    app,
    staffToken: staff.token,
    third: actor(c, 'third-device'),
    companyId: await createdCompany(app, staff.token),
  };
  // Two employers, each bound to a company of their own.
  const employer = async (name: string, device: string) => {
    const e = await signUpStaff([]);
    const companyId = await createdCompany(app, staff.token, { name: { en_US: name } });
    ok(await staffCall(app, staff.token, 'POST', ADMIN_WORK_API.employerBind, { memberId: e.id, companyId }));
    return actor(e, device);
  };
  actors.employer = {
    owner: await employer('Owner Co', 'employer-device'),
    intruder: await employer('Rival Co', 'rival-device'),
  };
  ok(await call(app, EXCHANGE_API.follow, { token: c.token, body: { memberId: String(a.id) } }));
  snapshot = await snapshotter(app);
});

const ok = (res: { body: { code: number } }) => {
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
};

afterAll(() => {
  console.log(
    `authorization sweep (${app.ctx.database.kind}): ${targets.length} routes take ids, ${owning.length} take an owned one (${owning.filter((x) => x.side === 'employer').length} of them the work console's, as employers); ${Math.round(performance.now() - startedAt)} ms`,
  );
});

describe('authorization sweep over every route that takes an id', () => {
  it('knows what every id a member or public route takes names (an owned resource with its factory, or why anyone may name it)', () => {
    const unknown = targets.flatMap(({ t, inputs }) =>
      inputs.filter((i) => !i.binding).map((i) => `${t.key} ${i.part}.${i.field}`),
    );
    expect(unknown, 'add a factory in owned.ts and a binding here, or an open binding with the reason').toEqual([]);
    expect(owning.length).toBeGreaterThan(25);
    // The work console: every route an employer may call that names a company, a job or an application.
    expect(owning.filter((x) => x.side === 'employer').map((x) => x.t.key).length).toBeGreaterThanOrEqual(14);
    // Every factory is used by some route.
    const used = new Set(
      owning.flatMap(({ inputs }) =>
        inputs.flatMap((i) => (i.binding && 'owned' in i.binding ? [i.binding.owned.split('.')[0]] : [])),
      ),
    );
    expect(RESOURCE_NAMES.filter((n) => !used.has(n))).toEqual([]);
    // Every binding matches some route (a renamed route leaves none behind).
    const stale = BINDINGS.filter(
      (b) => !targets.some(({ t, inputs }) => inputs.some((i) => i.binding === b) && b.route.test(t.key)),
    );
    expect(stale.map((b) => `${b.route} ${b.field}`)).toEqual([]);
  });

  for (const { t, side, inputs } of owning) {
    const who = side === 'employer' ? 'an employer of another company' : 'another member';
    it(`${t.key}: ${who} is refused the owner's resource, the owner is not`, async () => {
      const { owner, intruder } = actors[side];
      const owned = new Owned(world, owner);
      const send = await requestFor(t, inputs, owned);
      const before = await owned.states();
      const rows = await snapshot();
      const res = await send(intruder);
      const summary = `HTTP ${res.statusCode} ${res.body.slice(0, 200)}`;
      // Refused: 403 or 404, a "not found" error of the envelope (a file "cannot be found": 400), or the
      // very answer an id that does not exist gets.
      if (![403, 404].includes(res.statusCode) && !NOT_FOUND_CODES.has(codeOf(res) ?? -1)) {
        const none = await (await requestFor(t, inputs, owned, true))(intruder);
        expect(res.statusCode, `the intruder got ${summary}`).toBeGreaterThanOrEqual(400);
        expect(`HTTP ${res.statusCode} code ${codeOf(res)}`, `the intruder got ${summary}`).toBe(
          `HTTP ${none.statusCode} code ${codeOf(none)}`,
        );
      }
      expect(await snapshot(), 'rows were inserted or deleted').toBe(rows);
      expect(await owned.states(), "the owner's resource changed").toBe(before);
      const allowed = inputs.some((i) => i.binding && 'allowed' in i.binding) ? world.third : owner;
      const mine = await send(allowed);
      const ownerGets = inputs.flatMap((i) => (i.binding && 'ownerGets' in i.binding ? [i.binding.ownerGets] : []))[0];
      if (ownerGets) return expect(mine.statusCode).toBe(ownerGets.status);
      expect(mine.statusCode, `the owner got HTTP ${mine.statusCode} ${mine.body.slice(0, 200)}`).toBeLessThan(400);
      const code = codeOf(mine);
      if (code !== undefined) expect(code, `the owner got ${mine.body.slice(0, 200)}`).toBe(0);
    });
  }
});
