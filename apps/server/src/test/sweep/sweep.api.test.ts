import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { test } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ADMIN_API, API, API_BASE, ERRORS, LIMITS, type Role as StaffRole } from '@acsc/shared';
import { members } from '../../db/schema/index.js';
import { routeErrors } from '../../modules/docs/operations.js';
import { exampleOf } from '../../modules/docs/examples.js';
import { placesOf, setAt } from './arbitraries.js';
import { emailMember, newCaller } from '../../modules/auth/auth.testkit.js';
import { useTestApp } from '../kit.js';
import { NON_ENVELOPE_ROUTES } from '../../platform/route-table.js';
import { insertSession } from '../../platform/sessions.js';
import { newSecret, sha256Hex } from '../../platform/tokens.js';
import { contentFactories } from '../content-factories.js';
import { minimalPdf } from '../sample-files.js';
import { checkEnvelope, checkLeaks, expectedLanguage, snapshotter } from './invariants.js';
import { caseArb, describeCase, targetOf, type Case, type Role, type Target } from './requests.js';

/**
 * The bad-input sweep (issue 17). It reads the server's route table, so every route is swept the day it
 * is registered, with no test written for it: as a visitor, a member and an admin, with requests
 * generated from the route's own zod schemas, one mutation away from them, and from the hostile
 * dictionary (hostile.ts). fast-check drives the cases and shrinks a failure to its smallest request;
 * the seed is fixed (SWEEP_SEED overrides it) and a failure prints the seed and the request.
 *
 * Whatever is sent: never a 5xx; a refusal is the envelope in the request's language with the HTTP
 * status its code carries, and a status the OpenAPI document lists for the route; a refused request
 * inserts or deletes no row and leaves the content version; no answer shows a stack trace, a file path or SQL.
 */

const SEED = Number(process.env.SWEEP_SEED ?? 20_170_017);
/** Cases per route and role that passes the route's access check, and per role the check refuses. */
const RUNS = Number(process.env.SWEEP_RUNS ?? 16);
const REFUSED_RUNS = Math.max(2, Math.round(RUNS / 4));

/**
 * Routes whose cases change the caller's own session or roles: handled explicitly, never skipped.
 * A route that does so without being listed here fails the sweep.
 */
const SESSION_CHANGES: Record<string, { reason: string; freshSession: boolean }> = {
  [`POST ${API_BASE}${API.logout}`]: {
    reason: 'ends the session it is called with: every case gets a new session',
    freshSession: true,
  },
  [`POST ${API_BASE}${ADMIN_API.staff.grant}`]: {
    reason: 'may give the sweep member a role: roles are put back after the route',
    freshSession: false,
  },
  [`POST ${API_BASE}${ADMIN_API.staff.revoke}`]: {
    reason: "may take the admin's own role: roles are put back after the route",
    freshSession: false,
  },
};

const { app, clock } = await useTestApp({ clock: true });
const routes = app.routeTable.map(targetOf);
const sessions = { member: { token: '', id: 0 }, staff: { token: '', id: 0 } };
const counts: Record<Role, number> = { visitor: 0, member: 0, staff: 0 };
const spent = { requests: 0, snapshots: 0, cases: 0, sessions: 0 };
const timed = async <T>(what: keyof typeof spent, work: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  try {
    return await work();
  } finally {
    spent[what] += performance.now() - start;
  }
};
let snapshot: () => Promise<string>;
/** The change counters as last read, while nothing can have changed them since. */
let known: string | null = null;
let files: { name: string; type: string; data: Buffer }[] = [];

async function newSession(role: 'member' | 'staff') {
  const { token } = await emailMember(app, newCaller());
  const info = await app.inject({
    method: 'POST',
    url: `${API_BASE}${API.memberInfo}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const id = Number(info.json().data.userId);
  if (role === 'staff')
    await app.ctx.database.db
      .update(members)
      .set({ roles: ['admin'] satisfies StaffRole[] })
      .where(eq(members.id, id));
  return { token, id };
}

/** Puts roles back and checks both sessions still work; a session lost by an unlisted route is a failure. */
/** Another session of the same member, as a sign-in makes it (for cases that end theirs). */
async function freshToken(role: 'member' | 'staff') {
  const token = newSecret();
  const now = clock.now();
  await insertSession(app.ctx.database.db, {
    memberId: sessions[role].id,
    tokenHash: sha256Hex(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + LIMITS.tokenTtlSeconds * 1000),
  });
  return token;
}

/** Roles whose session answered code 90 during the current route (it may have been ended). */
const suspect = new Set<'member' | 'staff'>();

/**
 * After a route: puts roles back when the admin could have changed them, and checks a session that
 * answered code 90 still works. A session ended (or a role changed) by a route not listed in
 * SESSION_CHANGES is a failure.
 */
async function restoreSessions(t: Target, role: Role): Promise<string | null> {
  const db = app.ctx.database.db;
  if (role === 'staff' && t.access.kind === 'staff') {
    const [admin] = await db.select({ roles: members.roles }).from(members).where(eq(members.id, sessions.staff.id));
    const [member] = await db.select({ roles: members.roles }).from(members).where(eq(members.id, sessions.member.id));
    if (admin.roles.join() !== 'admin' || member.roles.length > 0) {
      await db.update(members).set({ roles: [] }).where(eq(members.id, sessions.member.id));
      await db
        .update(members)
        .set({ roles: ['admin'] })
        .where(eq(members.id, sessions.staff.id));
      if (!SESSION_CHANGES[t.key])
        return `${t.key} changed the roles of the sweep's own accounts; list it in SESSION_CHANGES with the reason`;
    }
  }
  for (const r of suspect) {
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE}${API.memberInfo}`,
      headers: { authorization: `Bearer ${sessions[r].token}` },
    });
    if (res.json().code === 0) continue;
    sessions[r] = await newSession(r);
    if (!SESSION_CHANGES[t.key]) return `${t.key} ended the ${r}'s session; list it in SESSION_CHANGES with the reason`;
  }
  suspect.clear();
  return null;
}

beforeAll(async () => {
  sessions.member = await newSession('member');
  sessions.staff = await newSession('staff');
  // Content to read, update and delete: ids 1, 2, 3... exist, as generated ids often are.
  const f = contentFactories(app);
  const channel = await f.channel();
  for (let i = 0; i < 3; i++) {
    await f.article(channel.id);
    const s = await f.scholarship();
    await f.notice(s.id);
    await f.alumniNews();
    await f.alumniStory();
    await f.certifiedAlumnus();
    await f.banner();
  }
  await f.associationSection('acsc', 'introduction', {
    name: { zh_CN: '协会' },
    title: { zh_CN: '简介' },
    summary: {},
    body: {},
    image: null,
    foundedYear: 2010,
  });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  files = [
    { name: 'red.png', type: 'image/png', data: png },
    { name: 'form.pdf', type: 'application/pdf', data: minimalPdf() },
  ];
  snapshot = await snapshotter(app);
});

afterAll(async () => {
  const total = counts.visitor + counts.member + counts.staff;
  console.log(
    `bad-input sweep (${app.ctx.database.kind}, seed ${SEED}, ${RUNS} cases per route and role): ${routes.length} routes, ${total} requests: ` +
      `visitor ${counts.visitor}, member ${counts.member}, staff ${counts.staff}; ` +
      `${Math.round(spent.requests / 1000)} s in requests, ${Math.round(spent.snapshots / 1000)} s reading the change counters, ${Math.round(spent.cases / 1000)} s in cases, ${Math.round(spent.sessions / 1000)} s in sessions`,
  );
});

/** Whether the role gets past the route's access check, and if not, the answer it must get. */
function refusalFor(t: Target, role: Role): { status: number; code: number } | null {
  if (t.access.kind === 'public') return null;
  if (role === 'visitor') return { status: 401, code: ERRORS.SESSION_INVALID.code };
  if (t.access.kind === 'staff' && role === 'member') return { status: 403, code: ERRORS.FORBIDDEN.code };
  return null;
}

/** Whether the route's own schemas refuse what the case sends (when the sweep can tell). */
function schemaRefuses(t: Target, c: Case): boolean {
  if (!c.parsed) return false;
  for (const part of ['body', 'querystring', 'params'] as const) {
    const schema = t.schemas[part];
    if (schema && !schema.safeParse(c.parsed[part]).success) return true;
  }
  return false;
}

/** The token a case is sent with; a route that ends its session gets a new one per case. */
async function tokenFor(t: Target, role: Role) {
  if (role === 'visitor') return null;
  if (!SESSION_CHANGES[t.key]?.freshSession) return sessions[role].token;
  known = null;
  return freshToken(role);
}

async function send(role: Role, c: Case, token: string | null) {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...c.headers };
  counts[role]++;
  return app.inject({ method: c.method as 'GET', url: c.url, headers, payload: c.payload, remoteAddress: c.ip });
}

/** Every problem of one answer; empty when it is right. */
function problemsOf(t: Target, role: Role, c: Case, res: Awaited<ReturnType<typeof send>>, changed: boolean): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  const text = bodyText(res);
  const refused = status >= 400;
  if (status >= 500) problems.push(`HTTP ${status}`);
  const leak = checkLeaks(text, refused);
  if (leak) problems.push(leak);
  if (refused && changed) problems.push('the request was refused but row counts or the content version changed');
  if (t.kind === 'raw' || c.mayMissRoute) return problems;
  const authorization = c.headers.authorization !== undefined;
  const mustRefuse = authorization ? null : refusalFor(t, role);
  const json = res.headers['content-type']?.toString().includes('application/json') ? safeJson(text) : undefined;
  if (mustRefuse && (status !== mustRefuse.status || (c.method !== 'HEAD' && json?.code !== mustRefuse.code)))
    problems.push(`a ${role} must get HTTP ${mustRefuse.status} code ${mustRefuse.code}`);
  if (
    !mustRefuse &&
    !authorization &&
    role === 'visitor' &&
    t.access.kind === 'public' &&
    (json?.code === 90 || json?.code === 1003)
  )
    problems.push(`public route answered a visitor code ${json.code}`);
  if (c.method === 'HEAD') return problems;
  // The tus protocol answers its own errors in plain text; session and role checks come first, in the envelope.
  const envelopeExpected = t.kind !== 'tus' || mustRefuse !== null || json !== undefined;
  // A private file's route (NON_ENVELOPE_ROUTES) answers the file's bytes when it serves it; its refusals are envelopes.
  const bytesOnSuccess = !refused && t.route.url in NON_ENVELOPE_ROUTES && json === undefined;
  if (envelopeExpected && !bytesOnSuccess && (refused || t.documented)) {
    const problem = checkEnvelope(status, json, expectedLanguage(c.headers));
    if (problem) problems.push(problem);
  }
  if (!mustRefuse && schemaRefuses(t, c) && !refused)
    problems.push(`the route's schema refuses this request but the server answered HTTP ${status}`);
  // tus answers protocol errors with the statuses its protocol names (404, 409, 412, 415, 460...), in plain text.
  const tusProtocol = t.kind === 'tus' && json === undefined;
  if (t.documented && refused && status !== mustRefuse?.status && !tusProtocol) {
    const declared = new Set<number>(routeErrors(t.route).map((n) => ERRORS[n].status));
    if (!declared.has(status))
      problems.push(
        `HTTP ${status} is not among the statuses the OpenAPI document lists for this route (${[...declared].join(', ')})`,
      );
  }
  return problems;
}

/** The answer as text, decompressed when the server compressed it. */
function bodyText(res: Awaited<ReturnType<typeof send>>): string {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(raw).toString('utf8');
  return res.body;
}

const safeJson = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

describe('bad-input sweep over every route', () => {
  const roles: Role[] = ['visitor', 'member', 'staff'];
  let current: { t: Target; role: Role } | null = null;
  afterEach(async () => {
    if (!current) return;
    const { t, role } = current;
    current = null;
    known = null;
    expect(await timed('sessions', () => restoreSessions(t, role))).toBeNull();
  });
  for (const t of routes) {
    for (const role of roles) {
      const runs = refusalFor(t, role) ? REFUSED_RUNS : RUNS;
      test.prop([caseArb(t, () => files)], { numRuns: runs, seed: SEED, endOnFailure: false })(
        `${role} ${t.key}`,
        async (c) => {
          current = { t, role };
          const caseStart = performance.now();
          const token = await timed('sessions', () => tokenFor(t, role));
          // The counters after one refused request are those before the next one: read once per case.
          const before = known ?? (await timed('snapshots', snapshot));
          const res = await timed('requests', () => send(role, c, token));
          known = res.statusCode >= 400 ? await timed('snapshots', snapshot) : null;
          const changed = known !== null && known !== before;
          const problems = problemsOf(t, role, c, res, changed);
          if (role !== 'visitor' && !c.headers.authorization && res.statusCode === 401) suspect.add(role);
          spent.cases += performance.now() - caseStart;
          if (problems.length)
            throw new Error(
              `${problems.join('; ')}\n  answer: HTTP ${res.statusCode} ${res.body.slice(0, 300)}\n  replay (SWEEP_SEED=${SEED}): ${describeCase(c)}`,
            );
        },
        300_000,
      );
    }
  }

  test('every text field a route takes refuses NUL and lone surrogates (the one text rule of packages/shared)', () => {
    const loose: string[] = [];
    for (const t of routes) {
      for (const part of ['body', 'querystring', 'params'] as const) {
        const schema = t.schemas[part];
        const json = t.json[part];
        if (!schema || !json) continue;
        const example = exampleOf(json, json.$defs ?? {});
        for (const place of placesOf(json)) {
          if (place.schema.type !== 'string' || place.schema.enum || !place.path.length) continue;
          for (const bad of ['a\u0000b', 'a\ud800b']) {
            if (schema.safeParse(setAt(example, place.path, bad)).success)
              loose.push(`${t.key} ${part}.${place.path.join('.')} takes ${JSON.stringify(bad)}`);
          }
        }
      }
    }
    expect(loose).toEqual([]);
  });

  test('covers every route the server registers, each in every role', () => {
    expect(routes.length).toBe(app.routeTable.length);
    expect(routes.length).toBeGreaterThan(110);
    expect(Object.keys(SESSION_CHANGES).every((k) => routes.some((t) => t.key === k))).toBe(true);
  });
});
