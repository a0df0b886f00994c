/**
 * npm run bench [-- --db pglite|postgres|both] [--duration 10] [--connections 50] [--articles 100000] [--fresh] [--only pages|api|exchange|messages|chat|uploads|slots|reservation|work]
 *
 * Starts the server as a child process on a loopback port against a large database (PGlite under
 * BENCH_DATA_DIR, default ./data/bench; PostgreSQL at BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/acsc_bench, created when missing), seeds it with
 * `seed:large` when it holds fewer articles than asked, and runs autocannon against a bare JSON route
 * of the same server, a channel's article list, article detail and search in three scripts, and the
 * page HTML of /, /news, an article and a scholarship page with and without compression (the web app
 * must be built, or WEB_DIST set). `--only pages` runs the bare route and the pages only. Prints a
 * table and writes it into docs/benchmarks-history.md ("Runs"). Never part of `npm test`.
 *
 * The exchange (issue 11): with --exchange-posts N (default 100000; 0 leaves it out) the database gets an
 * exchange community of that size (`seed:large:exchange`: 10 000 members, ten likes per post, 30 follows
 * each) and the rows Latest, Popular and Following (read as the member who follows the most people, with
 * a session the bench writes), the first five pages of each, and a post's detail. `--only exchange` runs
 * the bare route and those rows only; `--rows WORD` keeps the bare route and the rows whose name holds WORD. `--only messages`: message delivery latency with 500 members connected (messages.ts); `--only chat`: the same for support chat messages from visitors to 5 agents (messages.ts, issue 33). `--only uploads`: image uploads, a one-bit 7,000 x 7,000 PNG against a photo (uploads.ts). `--only slots`: the page HTML across the page cache's 30 s slot boundaries (slots.ts, issue 30). `--only reservation`: the events list and detail as a visitor, and 1,000 registrations racing for 50 places (reservation.ts, issue 31). `--only work`: the job list with a city and a keyword, and a job's detail, as a visitor, with 5 000 jobs (work.ts, issue 32).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/platform/db.js';
import { EN_CONTENT, KM_CONTENT, ZH_CONTENT } from '../src/seed/large-words.js';
import { EXCHANGE_API, WORK_API } from '@acsc/shared';
import { sessions } from '../src/db/schema/index.js';
import { newSecret, sha256Hex } from '../src/platform/tokens.js';
import { seedMembers } from '../src/modules/member/service.js';
import { DOC, writeDoc } from './doc.js';
import { messageLatency, messageMembers, messagesTable } from './messages.js';
import { uploadAccounts, uploadRows, uploadsTable } from './uploads.js';
import { firstRequestRow, loadedRows, quietRows, slotsTable } from './slots.js';
import { race, raceLine, raceSetup, seedEvents } from './reservation.js';
import { seedJobs } from './work.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** BENCH_SERVER_DIR runs another checkout's server (a before/after comparison) with this bench. */
const SERVER_DIR = path.resolve(process.env.BENCH_SERVER_DIR ?? path.join(ROOT, 'apps/server'));

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[i + 1] : fallback;
}
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '50'));
const ARTICLES = Number(arg('articles', '100000'));
const FRESH = process.argv.includes('--fresh');
const WHICH = arg('db', 'both');
const EXCHANGE_POSTS = Number(arg('exchange-posts', '100000'));
/** Names the run in docs/benchmarks-history.md, e.g. "before": each label keeps its own table. */
const LABEL = arg('label', 'current');
/** `pages`: the bare route and the page HTML rows only; `api`: without the page rows; `exchange`: the bare route and the exchange rows. */
const ONLY = arg('only', 'all');
const PORT = Number(arg('port', '3900'));
const PGLITE_DIR = path.resolve(ROOT, process.env.BENCH_DATA_DIR ?? 'data/bench');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/acsc_bench';

interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
}

async function ensurePostgresDatabase(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bench database name must be a plain identifier: ${name}`);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  if (FRESH) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

async function rowCount(t: Target, table: 'articles' | 'exchange_posts' | 'members'): Promise<number> {
  const d = await openDatabase({ databaseUrl: t.env.DATABASE_URL, dataDir: t.env.DATA_DIR ?? PGLITE_DIR });
  const r = (await d.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  await d.close();
  return r.rows[0].n;
}

/**
 * Sessions for the MANY_MEMBERS members who follow the most people, heaviest first (the first one's
 * Following tab is the heaviest); empty without follows.
 */
async function exchangeTokens(t: Target): Promise<string[]> {
  return signIn(
    t,
    sql`select follower_id as id from member_follows group by follower_id order by count(*) desc, follower_id limit ${MANY_MEMBERS}`,
  );
}

/** Sessions for MANY_MEMBERS members (the member pages' rows: any members, newest first; made when missing). */
async function memberTokens(t: Target): Promise<string[]> {
  const have = await rowCount(t, 'members');
  if (have < MANY_MEMBERS) {
    const d = await openDatabase({ databaseUrl: t.env.DATABASE_URL, dataDir: t.env.DATA_DIR ?? PGLITE_DIR });
    try {
      const run = Date.now().toString(36);
      await seedMembers(
        d.db,
        Array.from({ length: MANY_MEMBERS - have }, (_, k) => ({
          email: `page${k}.${run}@bench.acsc-ccya.invalid`,
          nickname: `${['学员', 'សិស្ស', 'Member'][k % 3]} ${k}`,
          language: ['zh_CN', 'km_KH', 'en_US'][k % 3]!,
        })),
      );
    } finally {
      await d.close();
    }
  }
  return signIn(t, sql`select id from members order by id desc limit ${MANY_MEMBERS}`);
}

/** A session for each member the query names (its rows' `id`). */
async function signIn(t: Target, query: ReturnType<typeof sql>): Promise<string[]> {
  const d = await openDatabase({ databaseUrl: t.env.DATABASE_URL, dataDir: t.env.DATA_DIR ?? PGLITE_DIR });
  try {
    const r = (await d.db.execute(query)) as unknown as { rows: { id: string }[] };
    const tokens = r.rows.map(() => newSecret());
    if (tokens.length === 0) return [];
    const expiresAt = new Date(Date.now() + 86_400_000);
    await d.db.insert(sessions).values(
      r.rows.map((row, i) => ({
        memberId: Number(row.id),
        tokenHash: sha256Hex(tokens[i]!),
        expiresAt,
        deviceId: 'bench',
      })),
    );
    return tokens;
  } finally {
    await d.close();
  }
}
/** The "many members" row: this many members signed in, each request as the next one (their pages fit the member page cache). */
const MANY_MEMBERS = 200;

function run(cmd: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, {
      cwd: path.join(ROOT, 'apps/server'),
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    p.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function startServer(t: Target, port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    // The bench measures what the server does at a load, so it does not shed it (503 SERVER_BUSY past an event
    // loop delay or heap limit, config.ts): set OVERLOAD_* in the bench's environment to measure the shedding.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_HEAP_MB: '0',
    ...process.env,
    ...t.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  };
  if (!t.env.DATABASE_URL) delete env.DATABASE_URL;
  if (!t.env.REDIS_URL) delete env.REDIS_URL;
  // Another server on the port would answer the health check and be measured instead of this one.
  if (
    await fetch(`http://127.0.0.1:${port}/prod-api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is in use: pass --port`);
  // BENCH_SERVER_NODE_ARGS: extra Node.js flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The compiled server, as production runs it (scripts/build.mjs), when the checkout has the build.
  const compiled = fs.existsSync(path.join(SERVER_DIR, 'scripts/build.mjs'));
  if (compiled) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  const entry = compiled ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/prod-api/health`);
      if (r.ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Scenario {
  name: string;
  lang: string;
  paths: string[];
  note?: string;
  /** Overrides --connections (search is also measured alone, the latency one visitor sees). */
  connections?: number;
  /** Request headers besides language and device-id (a page's Accept-Encoding). */
  headers?: Record<string, string>;
  /** Authorization headers taken in turn, one per request (many members signed in at once). */
  auths?: string[];
  /** The header `auths` go in: `authorization` (the API), or `cookie` (a member's page, drawn for them). */
  authHeader?: 'authorization' | 'cookie';
  /** With auths: each member's own paths (instead of `paths` for all). */
  memberPaths?: string[][];
}

async function getJson(base: string, p: string, lang = 'zh_CN') {
  const r = await fetch(base + p, { headers: { language: lang } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads the few fields it needs of whichever endpoint it measures
  const body = (await r.json()) as { code: number; msg: string; data: any };
  if (r.status !== 200 || body.code !== 0) throw new Error(`${p}: ${r.status} ${body.msg}`);
  return body.data;
}

/** URLs each scenario cycles through, so no answer is the same request over and over. */
async function scenarios(base: string, tokens: string[], pageTokens: string[]): Promise<Scenario[]> {
  if (ONLY === 'exchange') return [await bareScenario(base), ...(await exchangeScenarios(base, tokens))];
  const channels: { id: number; code: string }[] = await getJson(base, '/prod-api/client/article/v1/channel/list');
  const archive = channels.filter((c) => c.code.startsWith('archive-'));
  if (archive.length === 0) throw new Error('no archive channels: run npm run seed:large first');
  const list = (id: number, page: number) =>
    `/prod-api/client/article/v1/channel/listPage?channelId=${id}&pageNum=${page}&pageSize=10`;
  const listPaths = archive.flatMap((c) => [1, 2, 3, 4, 5].map((p) => list(c.id, p)));
  const ids: number[] = [];
  for (const p of listPaths.slice(0, 20)) ids.push(...(await getJson(base, p)).list.map((a: { id: number }) => a.id));
  const search = (kw: string) =>
    [1, 2, 3].map(
      (p) => `/prod-api/client/article/v1/search/listPage?keywords=${encodeURIComponent(kw)}&pageNum=${p}&pageSize=10`,
    );
  const out: Scenario[] = [await bareScenario(base)];
  if (ONLY !== 'api') out.push(...(await pageScenarios(base, ids[0], pageTokens)));
  if (ONLY === 'pages') return out;
  if (EXCHANGE_POSTS > 0) out.push(...(await exchangeScenarios(base, tokens)));
  out.push(
    { name: 'channel list (listPage)', lang: 'zh_CN', paths: listPaths },
    { name: 'article detail', lang: 'zh_CN', paths: ids.map((id) => `/prod-api/client/article/v1/detail/${id}`) },
  );
  const keywords = [
    ['学生', 'zh_CN'],
    ['សិស្ស', 'km_KH'],
    ['Student', 'en_US'],
  ] as const;
  for (const [kw, lang] of keywords) {
    const { total } = await getJson(base, search(kw)[0], lang);
    out.push({ name: `search "${kw}" (popular: repeated, cached)`, lang, paths: search(kw), note: `${total} hits` });
    out.push({ name: `search "${kw}", 1 connection`, lang, paths: search(kw), connections: 1 });
  }
  // Other pages and page sizes of the three keywords (sizes 5-20 x pages 1-60: 2 880 distinct
  // answers, more than one run sends): no answer is cached, each one slices its keyword's ranking.
  const distinct = keywords.flatMap(([kw]) =>
    Array.from({ length: 16 }, (_, i) => i + 5).flatMap((size) =>
      Array.from(
        { length: 60 },
        (_, p) =>
          `/prod-api/client/article/v1/search/listPage?keywords=${encodeURIComponent(kw)}&pageNum=${p + 1}&pageSize=${size}`,
      ),
    ),
  );
  shuffle(distinct);
  out.push({
    name: 'search, other pages and sizes (uncached answers)',
    lang: 'zh_CN',
    paths: distinct,
    note: `${distinct.length} queries`,
  });
  out.push({
    name: 'search, other pages and sizes (uncached answers), 1 connection',
    lang: 'zh_CN',
    paths: distinct,
    connections: 1,
  });
  // Every request a search nobody made before: the keyword with one or two words of the data set's
  // vocabulary in the same language (about 20 000 distinct searches, more than one run sends), so
  // each one runs the whole ranking query.
  const vocab = [ZH_CONTENT, KM_CONTENT, EN_CONTENT.map((w) => w.toLowerCase())];
  const fresh = keywords.flatMap(([kw], k) => {
    const words = vocab[k].filter((w) => !w.includes(' '));
    return words
      .flatMap((a, i) => [[a], ...words.slice(i + 1).map((b) => [a, b])])
      .map(
        (extra) =>
          `/prod-api/client/article/v1/search/listPage?keywords=${encodeURIComponent([kw, ...extra].join(' '))}&pageNum=1&pageSize=10`,
      );
  });
  shuffle(fresh);
  out.push({
    name: 'search, new searches (each ranked anew)',
    lang: 'zh_CN',
    paths: fresh,
    note: `${fresh.length} searches`,
  });
  out.push({
    name: 'search, new searches (each ranked anew), 1 connection',
    lang: 'zh_CN',
    paths: fresh,
    connections: 1,
  });
  return out;
}

async function bareScenario(base: string): Promise<Scenario> {
  const bare = (await fetch(base + '/prod-api/bench/bare')).ok ? '/prod-api/bench/bare' : '/prod-api/health';
  return { name: bare.endsWith('bare') ? 'bare JSON route' : 'health (no bare route)', lang: 'zh_CN', paths: [bare] };
}

/** The exchange feeds' first five pages (followed by their cursors) and post details. */
async function exchangeScenarios(base: string, tokens: string[]): Promise<Scenario[]> {
  const token = tokens[0];
  const feed = async (tab: string, headers: Record<string, string>) => {
    const paths: string[] = [];
    const ids: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const p: string = `/prod-api${EXCHANGE_API.postList}?tab=${tab}&pageSize=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const r = await fetch(base + p, { headers: { language: 'zh_CN', ...headers } });
      const body = (await r.json()) as {
        code: number;
        msg: string;
        data: { list: { id: number }[]; next: string | null };
      };
      if (r.status !== 200 || body.code !== 0) throw new Error(`${p}: ${r.status} ${body.msg}`);
      paths.push(p);
      ids.push(...body.data.list.map((x) => x.id));
      cursor = body.data.next;
      if (!cursor) break;
    }
    return { paths, ids };
  };
  const latest = await feed('latest', {});
  if (latest.ids.length === 0) throw new Error('no exchange posts: run npm run seed:large:exchange');
  const out: Scenario[] = [
    { name: 'exchange Latest, visitor', lang: 'zh_CN', paths: latest.paths, note: `${latest.paths.length} pages` },
    { name: 'exchange Popular, visitor', lang: 'zh_CN', paths: (await feed('popular', {})).paths },
    {
      name: 'exchange post detail, visitor',
      lang: 'zh_CN',
      paths: latest.ids.map((id) => `/prod-api${EXCHANGE_API.postDetail.replace(':id', String(id))}`),
    },
  ];
  if (token) {
    const auth = { authorization: `Bearer ${token}` };
    out.push(
      { name: 'exchange Latest, member', lang: 'zh_CN', paths: (await feed('latest', auth)).paths, headers: auth },
      {
        name: 'exchange Following, member',
        lang: 'zh_CN',
        paths: (await feed('following', auth)).paths,
        headers: auth,
      },
    );
    if (tokens.length > 1) {
      // Each member's own pages: the Following cursors differ from member to member, so each member walks
      // their own five pages (auths and paths in step: request k is member k % n on their page).
      const auths = tokens.map((t) => `Bearer ${t}`);
      const latestPaths = (await feed('latest', auth)).paths;
      out.push({
        name: `exchange Latest, ${tokens.length} members`,
        lang: 'zh_CN',
        paths: latestPaths,
        auths,
        note: 'each request as the next member',
      });
      const own = await Promise.all(
        tokens.map(async (t) => (await feed('following', { authorization: `Bearer ${t}` })).paths),
      );
      out.push({
        name: `exchange Following, ${tokens.length} members`,
        lang: 'zh_CN',
        paths: [],
        memberPaths: own,
        auths,
        note: 'each request as the next member, their own pages',
      });
    }
  }
  return out;
}

/**
 * The page HTML a shared link opens (one URL each: a crowd opening the same link), as a browser asks
 * for it (`br, gzip`) and without compression (a proxy or crawler that takes identity).
 */
async function pageScenarios(base: string, articleId: number, tokens: string[]): Promise<Scenario[]> {
  const home = await fetch(base + '/');
  if (!home.ok || !(home.headers.get('content-type') ?? '').startsWith('text/html')) {
    const why = 'no page HTML: build the web app (npm run build) or set WEB_DIST';
    if (ONLY === 'pages') throw new Error(why);
    console.log(`  ${why}; the page rows are left out`);
    return [];
  }
  const scholarships = await fetch(base + '/prod-api/client/scholarship/v1/listPage?pageNum=1&pageSize=1', {
    headers: { language: 'zh_CN' },
  })
    .then((r) => r.json() as Promise<{ data?: { list?: { id: number }[] } }>)
    .catch(() => null);
  const scholarshipId = scholarships?.data?.list?.[0]?.id;
  const pages: [string, string][] = [
    ['/', '/'],
    ['/news', '/news'],
    ['article page', `/news/detail/${articleId}`],
    scholarshipId
      ? ['scholarship page', `/scholarship/detail/${scholarshipId}`]
      : ['scholarship page (list)', '/scholarship'],
  ];
  // The pages drawn from their queries' reads (issue 30), as a browser asks for them.
  const posts = await fetch(base + `/prod-api${EXCHANGE_API.postList}?tab=latest&pageSize=1`, {
    headers: { language: 'zh_CN' },
  })
    .then((r) => r.json() as Promise<{ data?: { list?: { id: string }[] } }>)
    .catch(() => null);
  const postId = posts?.data?.list?.[0]?.id;
  const drawn: [string, string][] = [
    ['/scholarship', '/scholarship'],
    ['/association', '/association'],
    ['/alumnus/style', '/alumnus/style'],
    ['/exchange', '/exchange'],
    ...(postId ? [['exchange post', `/exchange/post/${postId}`] as [string, string]] : []),
  ];
  return [
    ...pages.flatMap(([name, p]) => [
      { name: `page ${name}, br/gzip`, lang: 'zh_CN', paths: [p], headers: { 'accept-encoding': 'br, gzip' } },
      { name: `page ${name}, identity`, lang: 'zh_CN', paths: [p] },
    ]),
    ...drawn.map(([name, p]) => ({
      name: `page ${name}, br/gzip`,
      lang: 'zh_CN',
      paths: [p],
      headers: { 'accept-encoding': 'br, gzip' },
    })),
    // A signed-in member's pages (issue 30): drawn for them on every request (their session read, the page's
    // reads through the API with their token), never from the page cache; each request as the next member.
    ...(tokens.length > 0
      ? [
          ['/setting', '/setting'],
          ['/exchange', '/exchange'],
        ].map(([name, p]) => ({
          name: `page ${name}, ${tokens.length} members`,
          lang: 'zh_CN',
          paths: [p!],
          headers: { 'accept-encoding': 'br, gzip' },
          auths: tokens.map((t) => `access_token=${t}`),
          authHeader: 'cookie' as const,
          note: 'drawn for each member, not cached',
        }))
      : []),
  ];
}

function shuffle<T>(a: T[]) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
}

interface Result {
  name: string;
  note?: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measure(base: string, s: Scenario, seconds: number, record: boolean): Promise<Result> {
  let i = 0;
  const times: number[] = [];
  const instance = autocannon({
    url: base,
    connections: s.connections ?? CONNECTIONS,
    duration: seconds,
    headers: { language: s.lang, 'device-id': 'bench', ...s.headers },
    requests: [
      {
        method: 'GET',
        setupRequest: (req: Record<string, unknown>) => {
          const k = i++;
          const path = s.paths[k % s.paths.length];
          if (!s.auths) return { ...req, path };
          // Member k's pages in turn: the page index moves once per round of members.
          const member = k % s.auths.length;
          const own = s.memberPaths?.[member] ?? s.paths;
          return {
            ...req,
            path: own[Math.floor(k / s.auths.length) % own.length],
            headers: { ...(req.headers as Record<string, string>), [s.authHeader ?? 'authorization']: s.auths[member] },
          };
        },
      },
    ],
  });
  if (record) instance.on('response', (_c: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const r = await instance;
  times.sort((a, b) => a - b);
  return {
    name: s.name,
    note: s.note,
    rps: r.requests.average,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

/**
 * `--only uploads` (uploads.ts): image uploads one at a time; answers the table. PGlite gets a fresh folder of
 * its own (the rows need no seeded content), PostgreSQL the bench database.
 */
async function uploadsTarget(t: Target, port: number): Promise<string> {
  if (t.kind === 'postgres') await ensurePostgresDatabase(PG_URL);
  const dataDir =
    t.kind === 'pglite'
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-bench-uploads-'))
      : (t.env.DATA_DIR ?? PGLITE_DIR);
  const n = Number(arg('uploads', '6'));
  try {
    const accounts = await uploadAccounts({ DATABASE_URL: t.env.DATABASE_URL, DATA_DIR: dataDir }, 4);
    const server = await startServer({ ...t, env: { ...t.env, DATA_DIR: dataDir } }, port);
    try {
      return uploadsTable(
        t.kind,
        LABEL,
        n,
        await uploadRows(`http://127.0.0.1:${port}`, accounts, n, () => serverCpuMs(server)),
      );
    } finally {
      await stopServer(server);
    }
  } finally {
    if (t.kind === 'pglite') fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `--only slots` (slots.ts): the page HTML across the page cache's slot boundaries, the first request after
 * start-up, a quiet run and a loaded one; answers the table. --quiet-seconds (90) and --slot-seconds (60).
 */
async function slotsTarget(t: Target, port: number): Promise<string> {
  if (t.kind === 'postgres') await ensurePostgresDatabase(PG_URL);
  const have = await rowCount(t, 'articles');
  if (have < ARTICLES) {
    console.log(`${t.kind}: ${have} articles, seeding ${ARTICLES - have} more`);
    await run(process.execPath, ['--import', 'tsx', 'src/seed/large.ts', '--articles', String(ARTICLES - have)], t.env);
  }
  const server = await startServer(t, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const first = await firstRequestRow(base);
    const bare = (await bareScenario(base)).paths[0];
    const quiet = await quietRows(base, bare, Number(arg('quiet-seconds', '90')));
    console.log(`  ${quiet.map((r) => `${r.name}: p99 ${r.p99.toFixed(1)} max ${r.max.toFixed(1)} ms`).join('; ')}`);
    const loadedOnes = await loadedRows(base, bare, CONNECTIONS, Number(arg('slot-seconds', '60')));
    return slotsTable(t.kind, `slots ${LABEL}`, [first, ...quiet, ...loadedOnes]);
  } finally {
    await stopServer(server);
  }
}

/**
 * `--only reservation` (reservation.ts): the bare route, the events list (first pages, and filtered by city
 * and month) and events' details as a visitor, --events (2 000) of them; then the race, --racers (1 000)
 * members for --places (50) at --race-connections (200). Answers the table and the race's line.
 */
async function reservationTarget(t: Target, port: number): Promise<string> {
  if (t.kind === 'postgres') await ensurePostgresDatabase(PG_URL);
  const env = { DATABASE_URL: t.env.DATABASE_URL, DATA_DIR: t.env.DATA_DIR ?? PGLITE_DIR };
  const server = await startServer({ ...t, env: { ...t.env, TRUST_PROXY: 'true' } }, port);
  let text = '';
  try {
    const base = `http://127.0.0.1:${port}`;
    // The first start migrates the database; the events are written with no server open (PGlite has one).
    await stopServer(server);
    const ids = await seedEvents(env, Number(arg('events', '2000')));
    const racers = Number(arg('racers', '1000'));
    const places = Number(arg('places', '50'));
    const setup = await raceSetup(env, racers, places);
    const again = await startServer({ ...t, env: { ...t.env, TRUST_PROXY: 'true' } }, port);
    try {
      const list = (q: string) => `/prod-api/client/reservation/v1/activity/listPage?${q}`;
      const month = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 7);
      const scenarios: Scenario[] = [
        await bareScenario(base),
        {
          name: 'events list, pages 1-5',
          lang: 'en_US',
          paths: [1, 2, 3, 4, 5].map((p) => list(`pageNum=${p}&pageSize=10`)),
        },
        {
          name: 'events list, city and month',
          lang: 'km_KH',
          paths: ['Phnom Penh', 'Kunming'].map((c) =>
            list(`pageNum=1&pageSize=10&city=${encodeURIComponent(c)}&month=${month}`),
          ),
        },
        {
          name: 'event detail',
          lang: 'zh_CN',
          paths: ids.slice(0, 200).map((id) => `/prod-api/client/reservation/v1/activity/detail/${id}`),
        },
      ];
      // --rows WORD: the bare route and the rows whose name holds WORD (`--rows race`: the race alone).
      const rows = arg('rows', '');
      const results: Result[] = [];
      for (const s of scenarios.filter((x, i) => !rows || (i === 0 && rows !== 'race') || x.name.includes(rows))) {
        await measure(base, s, 2, false);
        const r = await measure(base, s, DURATION, true);
        console.log(`  ${t.kind} ${r.name}: ${r.rps.toFixed(0)} req/s p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors`);
        results.push(r);
      }
      const cpu = serverCpuMs(again);
      const raced = await race(base, setup.eventId, setup.tokens, places, Number(arg('race-connections', '200')));
      raced.serverCpuMs = serverCpuMs(again) - cpu;
      text = results.length ? `${table(t.kind, results)}\n\n${raceLine(t.kind, raced)}` : raceLine(t.kind, raced);
    } finally {
      await stopServer(again);
    }
  } finally {
    await stopServer(server);
  }
  return text;
}

/**
 * `--only work` (work.ts): the bare route, the job list filtered by city with a keyword in each language, and
 * jobs' details, as a visitor, with --jobs (5 000) published jobs. Answers the table.
 */
async function workTarget(t: Target, port: number): Promise<string> {
  if (t.kind === 'postgres') await ensurePostgresDatabase(PG_URL);
  const env = { DATABASE_URL: t.env.DATABASE_URL, DATA_DIR: t.env.DATA_DIR ?? PGLITE_DIR };
  // The first start migrates the database; the jobs are written with no server open (PGlite has one).
  await stopServer(await startServer(t, port));
  const ids = await seedJobs(env, Number(arg('jobs', '5000')));
  const server = await startServer(t, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const list = (q: string) => `/prod-api${WORK_API.jobList}?pageNum=1&pageSize=10&${q}`;
    const scenarios: Scenario[] = [
      await bareScenario(base),
      {
        name: 'job list, city and keyword',
        lang: 'en_US',
        paths: [
          ['Phnom Penh', 'interpreter'],
          ['ភ្នំពេញ', 'វិស្វករ'],
          ['金边', '翻译'],
        ].map(([city, kw]) => list(`city=${encodeURIComponent(city)}&keywords=${encodeURIComponent(kw)}`)),
      },
      {
        name: 'job detail',
        lang: 'km_KH',
        paths: ids.map((id) => `/prod-api${WORK_API.jobDetail.replace(':id', String(id))}`),
      },
    ];
    const results: Result[] = [];
    for (const s of scenarios) {
      await measure(base, s, 2, false);
      const r = await measure(base, s, DURATION, true);
      console.log(`  ${t.kind} ${r.name}: ${r.rps.toFixed(0)} req/s p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors`);
      results.push(r);
    }
    return table(t.kind, results);
  } finally {
    await stopServer(server);
  }
}

/** `--only messages` (messages.ts): the message latency rows instead of autocannon's; `--only chat` the support chat's; answers the table. */
async function messagesTarget(t: Target, port: number): Promise<string> {
  if (t.kind === 'postgres') await ensurePostgresDatabase(PG_URL);
  const n = Number(arg('members', '500'));
  const chat = ONLY === 'chat' ? { agents: Number(arg('agents', '5')) } : null;
  const members = await messageMembers(
    { DATABASE_URL: t.env.DATABASE_URL, DATA_DIR: t.env.DATA_DIR ?? PGLITE_DIR },
    n,
    chat?.agents ?? 0,
  );
  const server = await startServer({ ...t, env: { ...t.env, TRUST_PROXY: 'true' } }, port);
  try {
    const rates = arg('rate', '50,200').split(',').map(Number);
    return messagesTable(
      t.kind,
      LABEL,
      n,
      DURATION,
      await messageLatency(`http://127.0.0.1:${port}`, members, rates, DURATION, chat),
      chat,
    );
  } finally {
    await stopServer(server);
  }
}

async function benchTarget(t: Target, port: number): Promise<Result[]> {
  if (t.kind === 'postgres') await ensurePostgresDatabase(PG_URL);
  const have = await rowCount(t, 'articles');
  if (have < ARTICLES && ONLY !== 'exchange') {
    console.log(`${t.kind}: ${have} articles, seeding ${ARTICLES - have} more`);
    await run(process.execPath, ['--import', 'tsx', 'src/seed/large.ts', '--articles', String(ARTICLES - have)], t.env);
  }
  let tokens: string[] = [];
  if (EXCHANGE_POSTS > 0 && (ONLY === 'all' || ONLY === 'exchange')) {
    const posts = await rowCount(t, 'exchange_posts');
    if (posts < EXCHANGE_POSTS) {
      const add = EXCHANGE_POSTS - posts;
      console.log(`${t.kind}: ${posts} exchange posts, seeding ${add} more`);
      const members = posts === 0 ? 10_000 : Math.max(1, Math.round(add / 10));
      await run(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/seed/large-exchange.ts',
          '--posts',
          String(add),
          '--members',
          String(members),
          '--likes',
          String(add * 10),
        ],
        t.env,
      );
    }
    tokens = await exchangeTokens(t);
  }
  const pageTokens = ONLY === 'all' || ONLY === 'pages' ? await memberTokens(t) : [];
  const server = await startServer(t, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    // --rows WORD: the bare route and the rows whose name holds WORD only (a quick look at one row).
    const rows = arg('rows', '');
    const list = (await scenarios(base, tokens, pageTokens)).filter(
      (s, i) => i === 0 || !rows || s.name.includes(rows),
    );
    const results: Result[] = [];
    for (const s of list) {
      await measure(base, s, 2, false); // warm-up: JIT, caches, connection pool
      const cpu = serverCpuMs(server);
      const r = await measure(base, s, DURATION, true);
      // The server's CPU time per request (Linux): unlike req/s, not moved much by other load on the machine.
      const perRequest = ((serverCpuMs(server) - cpu) * 1000) / (r.rps * DURATION);
      console.log(
        `  ${t.kind.padEnd(8)} ${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)}  p95 ${r.p95.toFixed(1)}  p99 ${r.p99.toFixed(1)} ms  server CPU ${perRequest.toFixed(0)} µs/req${r.note ? `  (${r.note})` : ''}`,
      );
      results.push(r);
    }
    return results;
  } finally {
    await stopServer(server);
  }
}

/** The server process's user + system CPU time in ms (NaN where /proc is missing). */
function serverCpuMs(child: ChildProcess): number {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

function table(kind: string, results: Result[]): string {
  const bare = results[0].rps;
  const rows = results.map((r, i) => {
    const share = i === 0 ? '100%' : r.name.startsWith('search') ? '' : `${Math.round((r.rps / bare) * 100)}%`;
    // No answer within autocannon's 10 s time-out leaves no latency to report.
    const ms = (v: number) => (Number.isNaN(v) ? 'timed out' : v.toFixed(1));
    return `| ${r.name}${r.note ? ` (${r.note})` : ''} | ${r.rps.toFixed(0)} | ${share} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} |`;
  });
  return [
    `### ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL 15'}: ${LABEL}`,
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node.js ${process.versions.node}, load average ${os.loadavg()[0].toFixed(1)} at the end; ${ONLY === 'reservation' ? `${arg('events', '2000')} events` : ONLY === 'work' ? `${arg('jobs', '5000')} jobs` : `${ARTICLES} articles`}; ${CONNECTIONS} connections, ${DURATION} s per row after a 2 s warm-up.`,
    '',
    '| route | req/s | % of bare | p50 ms | p95 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

async function main() {
  const targets: Target[] = [];
  if (WHICH !== 'postgres') targets.push({ kind: 'pglite', env: { DATA_DIR: PGLITE_DIR } });
  // BENCH_REDIS_URL: the PostgreSQL server as it is deployed with several processes (counters and live updates in Redis).
  if (WHICH !== 'pglite')
    targets.push({
      kind: 'postgres',
      env: { DATABASE_URL: PG_URL, ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}) },
    });
  if (FRESH && targets.some((t) => t.kind === 'pglite')) fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
  for (const t of targets) {
    const port = PORT + targets.indexOf(t);
    const text =
      ONLY === 'messages' || ONLY === 'chat'
        ? await messagesTarget(t, port)
        : ONLY === 'uploads'
          ? await uploadsTarget(t, port)
          : ONLY === 'slots'
            ? await slotsTarget(t, port)
            : ONLY === 'reservation'
              ? await reservationTarget(t, port)
              : ONLY === 'work'
                ? await workTarget(t, port)
                : table(t.kind, await benchTarget(t, port));
    console.log(`\n${text}\n`);
    writeDoc(
      t.kind,
      ['uploads', 'slots', 'reservation', 'work', 'chat'].includes(ONLY) ? `${ONLY} ${LABEL}` : LABEL,
      text,
    );
  }
  console.log(`written to ${path.relative(process.cwd(), DOC)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
