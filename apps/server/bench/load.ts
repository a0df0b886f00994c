/**
 * `npm run load [-- --duration 60] [--members 500] [--label NAME] [--race]`: a mixed load of virtual
 * members through the nginx of `npm run scale:up` (issue 34). Never part of `npm test`.
 *
 * Each virtual member has a session (written into the database, as the other benches do, with a
 * password, so signing in is one of its actions), connects from a loopback address of its own
 * (127.0.x.y: nginx passes the address it saw, so per-address limits count members apart, as they
 * would on the internet), and loops for --duration seconds: an action, then 1 to 3 s of reading. The
 * actions, by weight: browse (articles, events, jobs, exchange posts), search in Chinese, Khmer and
 * English, sign in, post with an image (upload, then the post), like, comment, message another member,
 * register for an event, apply for a job, a support chat message. Any answer other than HTTP 2xx with
 * code 0 is an error. Prints p50/p95/p99 per action and requests/s, and writes them to
 * SCALE_DIR/load-LABEL.json; with two such files (`--compare A,B`) it prints the ratio of B to A.
 *
 * --race: also the capacity race through nginx (reservation.ts): 1,000 new members register at once for
 * an event of 50 places; exactly 50 must be Registered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { API, EXCHANGE_API, MESSAGES_API, RESERVATION_API, SUPPORT_API, WORK_API, apiPath } from '@acsc/shared';
import {
  PASSWORD,
  RUN,
  agentFrom,
  benchEnv,
  counter,
  ids,
  request as send,
  scaleState,
  seedLoadMembers,
  type Member,
} from './load-client.js';
import { race, raceLine, raceSetup, seedEvents } from './reservation.js';
import { seedJobs } from './work.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[i + 1] : fallback;
}
const DURATION = Number(arg('duration', '60'));
const MEMBERS = Number(arg('members', '500'));
const LABEL = arg('label', 'current');
const COMPARE = arg('compare', '');

type Stats = Record<string, number[]>;
interface Result {
  label: string;
  processes: number;
  members: number;
  seconds: number;
  requests: number;
  errors: number;
  errorSamples: string[];
  actions: Record<string, { n: number; errors: number; p50: number; p95: number; p99: number }>;
  loadAverage: number[];
  at: string;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function printResult(r: Result) {
  console.log(
    `\n${r.label}: ${r.members} members, ${r.processes} process(es), ${r.seconds} s: ${r.requests} requests (${(r.requests / r.seconds).toFixed(1)}/s), ${r.errors} errors; load average ${r.loadAverage.map((l) => l.toFixed(1)).join(' ')}`,
  );
  console.log('| action | done | errors | p50 ms | p95 ms | p99 ms |\n| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, a] of Object.entries(r.actions))
    console.log(`| ${name} | ${a.n} | ${a.errors} | ${a.p50.toFixed(0)} | ${a.p95.toFixed(0)} | ${a.p99.toFixed(0)} |`);
  for (const s of r.errorSamples) console.log(`  error: ${s}`);
}

if (COMPARE) {
  const [a, b] = COMPARE.split(',').map(
    (l) => JSON.parse(fs.readFileSync(path.join(RUN, `load-${l}.json`), 'utf8')) as Result,
  );
  console.log(`| action | p50 ${b.label} / ${a.label} | p95 | p99 |\n| --- | ---: | ---: | ---: |`);
  for (const name of Object.keys(a.actions)) {
    const x = a.actions[name];
    const y = b.actions[name];
    if (!y) continue;
    console.log(
      `| ${name} | ${(y.p50 / x.p50).toFixed(2)} | ${(y.p95 / x.p95).toFixed(2)} | ${(y.p99 / x.p99).toFixed(2)} |`,
    );
  }
  console.log(
    `requests/s: ${a.label} ${(a.requests / a.seconds).toFixed(1)}, ${b.label} ${(b.requests / b.seconds).toFixed(1)}`,
  );
  process.exit(0);
}

const state = scaleState();
const edge = new URL(state.https);
const env = benchEnv(state);
const request = (...args: Parameters<typeof send> extends [URL, ...infer R] ? R : never) => send(edge, ...args);

async function seed() {
  const eventIds = await seedEvents(env, 40);
  const jobIds = await seedJobs(env, 200);
  const list = await seedLoadMembers(env, MEMBERS);
  const articleIds = await ids(env, sql`select id from articles order by id desc limit 200`);
  return { members: list, eventIds, jobIds, articleIds };
}

// ---------------------------------------------------------------- the actions

const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const WORDS = {
  zh_CN: ['学生', '中国', '奖学金'],
  km_KH: ['និស្សិត', 'ការសិក្សា', 'អាហារូបករណ៍'],
  en_US: ['student', 'China', 'scholarship'],
};

async function main() {
  console.log(`seeding ${MEMBERS} members, events and jobs ...`);
  const data = await seed();
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 110, b: 190 } } })
    .png()
    .toBuffer();
  const postIds: number[] = [];
  const firstPosts = await request(data.members[0]!, 'GET', `${EXCHANGE_API.postList}?pageNum=1&pageSize=20`);
  for (const p of firstPosts.data.list ?? []) postIds.push(Number(p.id));

  const actions: [string, number, (m: Member, i: number) => Promise<unknown>][] = [
    [
      'browse',
      40,
      async () => {
        const kind = Math.floor(Math.random() * 4);
        if (kind === 0 && data.articleIds.length)
          return request(pick(data.members), 'GET', apiPath(API.articleDetail, { id: pick(data.articleIds) }));
        if (kind === 1)
          return request(pick(data.members), 'GET', `${RESERVATION_API.activityList}?pageNum=1&pageSize=10`);
        if (kind === 2) return request(pick(data.members), 'GET', `${WORK_API.jobList}?pageNum=1&pageSize=10`);
        return request(pick(data.members), 'GET', `${EXCHANGE_API.postList}?pageNum=1&pageSize=10`);
      },
    ],
    [
      'search',
      15,
      async (m) => {
        const lang = pick(['zh_CN', 'km_KH', 'en_US'] as const);
        return request(
          m,
          'GET',
          `${API.searchArticles}?keywords=${encodeURIComponent(pick(WORDS[lang]))}&pageNum=1&pageSize=10`,
        );
      },
    ],
    ['sign in', 5, (m) => request(m, 'POST', API.loginPwd, { address: m.email, password: PASSWORD })],
    [
      'post with image',
      4,
      async (m) => {
        const image = await request(m, 'POST', API.memberImageUpload, undefined, {
          name: 'photo.png',
          type: 'image/png',
          data: png,
        });
        const post = await request(m, 'POST', EXCHANGE_API.postCreate, {
          text: `A day at the library, member ${m.id}`,
          visibility: 'public',
          imageIds: [String(image.data.id)],
        });
        postIds.push(Number(post.data.id));
      },
    ],
    ['like', 10, (m) => request(m, 'POST', EXCHANGE_API.postLike, { id: String(pick(postIds)), liked: true })],
    [
      'comment',
      7,
      (m) => request(m, 'POST', EXCHANGE_API.commentCreate, { postId: String(pick(postIds)), text: 'Well said!' }),
    ],
    [
      'message',
      7,
      (m, i) =>
        request(m, 'POST', MESSAGES_API.send, {
          to: String(data.members[(i + 1 + Math.floor(Math.random() * 50)) % data.members.length]!.id),
          text: `Hello from ${m.id}`,
        }),
    ],
    [
      'register for an event',
      3,
      async (m) => {
        if (m.registered) return request(m, 'GET', `${RESERVATION_API.recordList}?pageNum=1&pageSize=10`);
        m.registered = true;
        return request(m, 'POST', RESERVATION_API.register, {
          activityId: pick(data.eventIds),
          answers: [],
          agree: true,
        });
      },
    ],
    [
      'apply for a job',
      3,
      async (m) => {
        if (m.applied) return request(m, 'GET', `${WORK_API.applicationList}?pageNum=1&pageSize=10`);
        m.applied = true;
        return request(m, 'POST', WORK_API.apply, { jobId: pick(data.jobIds), coverLetter: 'I would like to apply.' });
      },
    ],
    ['chat', 6, (m) => request(m, 'POST', SUPPORT_API.send, { text: 'Hello, I have a question about my visa.' })],
  ];
  const total = actions.reduce((s, a) => s + a[1], 0);
  const choose = () => {
    let r = Math.random() * total;
    for (const a of actions) if ((r -= a[1]) < 0) return a;
    return actions[0]!;
  };

  const times: Stats = Object.fromEntries(actions.map((a) => [a[0], []]));
  const errors: Record<string, number> = Object.fromEntries(actions.map((a) => [a[0], 0]));
  const samples: string[] = [];
  const started = performance.now();
  const until = started + DURATION * 1000;
  console.log(`running ${MEMBERS} members for ${DURATION} s through ${state.https} ...`);
  await Promise.all(
    data.members.map(async (m, i) => {
      // Members arrive over the first 5 s, as pages open.
      await new Promise((r) => setTimeout(r, Math.random() * 5000));
      while (performance.now() < until) {
        const [name, , act] = choose();
        const t = performance.now();
        try {
          await act(m, i);
          times[name]!.push(performance.now() - t);
        } catch (e) {
          errors[name]!++;
          if (samples.length < 10) samples.push(`${name}: ${(e as Error).message}`);
        }
        await new Promise((r) => setTimeout(r, 1000 + Math.random() * 2000));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const result: Result = {
    label: LABEL,
    processes: state.processes.length,
    members: MEMBERS,
    seconds: Math.round(seconds),
    requests: counter.requests,
    errors: Object.values(errors).reduce((a, b) => a + b, 0),
    errorSamples: samples,
    actions: Object.fromEntries(
      actions.map(([name]) => {
        const sorted = [...times[name]!].sort((a, b) => a - b);
        return [
          name,
          { n: sorted.length, errors: errors[name]!, p50: pct(sorted, 50), p95: pct(sorted, 95), p99: pct(sorted, 99) },
        ];
      }),
    ),
    loadAverage: os.loadavg(),
    at: new Date().toISOString(),
  };
  for (const m of data.members) m.agent.destroy();
  printResult(result);
  fs.writeFileSync(path.join(RUN, `load-${LABEL}.json`), JSON.stringify(result, null, 2));

  if (process.argv.includes('--race')) {
    // The capacity race through nginx, each racer from its own loopback address.
    const { eventId, tokens } = await raceSetup(env, 1000, 50);
    const racers = tokens.map((token, i) => ({ id: i, token, agent: agentFrom(`127.1.${i >> 8}.${i & 255 || 1}`) }));
    const r = await race(state.https, eventId, tokens, 50, 200, (i, _token, body) =>
      request(racers[i]!, 'POST', RESERVATION_API.register, body).catch((e: unknown) => {
        console.log(`  racer ${i}: ${(e as Error).message}`);
        return { code: -1 };
      }),
    );
    for (const c of racers) c.agent.destroy();
    console.log(raceLine(`${state.processes.length} processes through nginx`, r));
    if (r.registered !== 50) process.exitCode = 1;
  }
}

await main();
