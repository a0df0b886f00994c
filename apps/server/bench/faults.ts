/**
 * `npm run faults [-- --only scale|pglite|checkpoint|disk]` (issue 34): what members notice when a part fails, and
 * whether anything they were told was saved is missing afterwards. Never part of `npm test`.
 *
 * Every phase runs writers: members sending direct messages at a steady pace, each keeping the id of
 * every message the server acknowledged (HTTP 200, code 0). After the phase a checker looks each id up
 * in the database: an acknowledged message that is not there is lost. Errors are counted with their
 * time from the fault, so the table shows how long members saw them.
 *
 * - scale (needs `npm run scale:up`; PostgreSQL and Redis phases only when scale:up started them, with
 *   SCALE_OWN_SERVICES=1, never the machine's shared ones): kill -9 of one server process behind nginx
 *   (started again 10 s later), Redis killed and started again 10 s later, PostgreSQL restarted;
 * - pglite: one process on the embedded database, kill -9 while it writes, then started again on the
 *   same data directory;
 * - checkpoint: the same, the kill landing inside a PGlite checkpoint (bench/kill-in-checkpoint.mjs,
 *   loaded into the server, kills it from a worker thread a set delay after PostgreSQL starts the
 *   checkpoint, and says whether it had completed): the periodic one (PGLITE_CHECKPOINT_SECONDS=1) while
 *   a member writes, the one at close (SIGTERM while writing), the end-of-recovery one at the next start;
 *   ten rounds on one data directory, each started on what the last kill left; then every acknowledged
 *   message of every round is looked up;
 * - disk: one process whose DATA_DIR is a small tmpfs, filled up: an upload must fail with a clear error
 *   and leave no file behind, and reads must go on.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { API, API_BASE, MESSAGES_API } from '@acsc/shared';
import { openDatabase } from '../src/platform/db.js';
import { createTestDatabase } from '../src/test/app.js';
import { registerThroughOutbox, startServerProcess } from '../src/test/server-process.js';
import { RUN, benchEnv, request, scaleState, seedLoadMembers, type Member } from './load-client.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ONLY = (() => {
  const i = process.argv.indexOf('--only');
  return i >= 0 ? process.argv[i + 1] : 'all';
})();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface PhaseResult {
  phase: string;
  sent: number;
  acknowledged: number;
  errors: number;
  /** Seconds from the fault to the first and the last error. */
  errorWindow: [number, number] | null;
  missing: number;
  note: string;
}
const results: PhaseResult[] = [];

/**
 * Writers for `seconds`: `send(i)` sends writer i's next message and answers its id; the fault runs at
 * `faultAt` s, the recovery (if any) at `recoverAt` s. Answers the acknowledged ids and the errors.
 */
async function writers(
  count: number,
  everyMs: number,
  seconds: number,
  send: (i: number) => Promise<number>,
  fault: { at: number; run: () => Promise<void> | void; recoverAt?: number; recover?: () => Promise<void> | void },
) {
  const acked: number[] = [];
  const errorTimes: number[] = [];
  const samples: string[] = [];
  let sent = 0;
  const start = performance.now();
  let faultTime = Infinity;
  const until = start + seconds * 1000;
  const timeline = (async () => {
    await sleep(fault.at * 1000);
    faultTime = performance.now();
    await fault.run();
    if (fault.recover) {
      await sleep(((fault.recoverAt ?? fault.at) - fault.at) * 1000);
      await fault.recover();
    }
  })();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await sleep(Math.random() * everyMs);
      while (performance.now() < until) {
        const t = performance.now();
        sent++;
        try {
          acked.push(await send(i));
        } catch (e) {
          errorTimes.push(performance.now());
          if (samples.length < 3) samples.push((e as Error).message.slice(0, 160));
        }
        await sleep(Math.max(0, everyMs - (performance.now() - t)));
      }
    }),
  );
  await timeline;
  const rel = errorTimes.map((t) => (t - faultTime) / 1000).sort((a, b) => a - b);
  return {
    acked,
    sent,
    errors: errorTimes.length,
    errorWindow: rel.length ? ([rel[0]!, rel[rel.length - 1]!] as [number, number]) : null,
    samples,
  };
}

function record(phase: string, w: Awaited<ReturnType<typeof writers>>, missing: number, note = '') {
  const r: PhaseResult = {
    phase,
    sent: w.sent,
    acknowledged: w.acked.length,
    errors: w.errors,
    errorWindow: w.errorWindow,
    missing,
    note: [note, ...w.samples.map((s) => `e.g. ${s}`)].filter(Boolean).join('; '),
  };
  results.push(r);
  console.log(
    `${phase}: ${r.sent} sent, ${r.acknowledged} acknowledged, ${r.errors} errors${r.errorWindow ? ` (from ${r.errorWindow[0].toFixed(1)} s to ${r.errorWindow[1].toFixed(1)} s after the fault)` : ''}, ${missing} acknowledged but missing. ${r.note}`,
  );
}

/** How many of `ids` are not in exchange_messages. */
async function missingIn(databaseUrl: string, ids: number[]): Promise<number> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const r = await c.query('select count(*)::int as n from exchange_messages where id = any($1::bigint[])', [ids]);
    return ids.length - (r.rows[0] as { n: number }).n;
  } finally {
    await c.end();
  }
}

const scale = (...args: string[]): void => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/scale.mjs'), ...args], { stdio: 'inherit' });
};

async function scalePhases() {
  const state = scaleState();
  if (state.processes.length < 2) throw new Error('the scale phases need two processes or more (SCALE_PROCESSES)');
  const edge = new URL(state.https);
  const env = benchEnv(state);
  const victim = state.processes[state.processes.length - 1]!.name;
  const phase = async (name: string, fault: Parameters<typeof writers>[4], note = '') => {
    // Fresh members each phase: the message limits (120 per member in 10 minutes) are not what is measured.
    const members: Member[] = await seedLoadMembers(env, 40);
    const send = async (i: number) => {
      const to = members[(i + 1) % members.length]!;
      const r = await request(edge, members[i]!, 'POST', MESSAGES_API.send, {
        to: String(to.id),
        text: `fault ${name} ${i}`,
      });
      return Number(r.data.id);
    };
    const w = await writers(members.length, 1000, 25, send, fault);
    for (const m of members) m.agent.destroy();
    record(name, w, await missingIn(state.databaseUrl, w.acked), note);
  };
  await phase(`kill -9 of ${victim} (of ${state.processes.length}) behind nginx, started again 10 s later`, {
    at: 5,
    run: () => scale('kill', victim),
    recoverAt: 15,
    recover: () => scale('start', victim),
  });
  if (state.started.redis)
    await phase('Redis killed, started again 10 s later', {
      at: 5,
      run: () => scale('kill', 'redis'),
      recoverAt: 15,
      recover: () => scale('start', 'redis'),
    });
  else console.log("Redis: the machine's own, not restarted (npm run scale:up with SCALE_OWN_SERVICES=1)");
  if (state.started.postgres)
    await phase('PostgreSQL restarted (pg_ctl restart -m fast)', { at: 5, run: () => scale('restart', 'postgres') });
  else console.log("PostgreSQL: the machine's own, not restarted (npm run scale:up with SCALE_OWN_SERVICES=1)");
}

async function pglitePhase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-faults-pglite-'));
  const main = path.join('src', 'main.ts');
  let server = await startServerProcess(main, { DATA_DIR: dataDir, TRUST_PROXY: 'false' });
  const a = await registerThroughOutbox(server.url);
  const bId = await memberId(server.url, (await registerThroughOutbox(server.url)).token);
  const base = server.url;
  const send = sender(() => base, a.token, bId, 'pglite');
  // One member, four requests in flight at 10 messages/s in all, for 4 s: the kill at 2 s.
  const w = await writers(4, 400, 4, send, { at: 2, run: () => server.kill() });
  server = await startServerProcess(main, { DATA_DIR: dataDir, TRUST_PROXY: 'false' });
  const health = await fetch(`${server.url}/prod-api/health`);
  await server.stop();
  const d = await openDatabase({ dataDir });
  const found = (await d.db.execute(
    sql`select count(*)::int as n from exchange_messages where id = any(${`{${w.acked.join(',')}}`}::bigint[])`,
  )) as unknown as { rows: { n: number }[] };
  await d.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  record(
    'PGlite (embedded): kill -9 of the one process while it writes, then started again',
    w,
    w.acked.length - found.rows[0]!.n,
    `started again on the same data: health ${health.status}`,
  );
}

/** The member id of a signed-in member (the recipient of the writers' messages). */
async function memberId(url: string, token: string): Promise<string> {
  const me = await fetch(`${url}${API_BASE}${API.memberInfo}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  return ((await me.json()) as { data: { userId: string } }).data.userId;
}

/** A sender of direct messages to `to` on the server at `url`: answers each acknowledged message's id. */
const sender = (url: () => string, token: string, to: string, tag: string) => async (): Promise<number> => {
  const res = await fetch(`${url()}${API_BASE}${MESSAGES_API.send}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, language: 'en_US' },
    body: JSON.stringify({ to, text: `${tag} ${Date.now()}` }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { id: string } };
  if (body.code !== 0) throw new Error(`${res.status} ${body.code} ${body.msg}`);
  return Number(body.data.id);
};

/** One round of the checkpoint phase: which checkpoint the kill lands in, how long after its start. */
interface CheckpointRound {
  /** writes: the periodic CHECKPOINT while a member writes; stop: the one at close (SIGTERM while writing); start: the end-of-recovery one at start after the previous crash. */
  when: 'writes' | 'stop' | 'start';
  nth: number;
  delayMs: number;
}

async function pgliteCheckpointPhase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-faults-checkpoint-'));
  const main = path.join('src', 'main.ts');
  const env = { DATA_DIR: dataDir, TRUST_PROXY: 'false', PGLITE_CHECKPOINT_SECONDS: '1' };
  const armed = (r: CheckpointRound) => ({
    ...env,
    NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'kill-in-checkpoint.mjs')}`,
    FAULT_KILL_MATCH: { writes: 'force wait', stop: 'shutdown', start: 'end-of-recovery' }[r.when],
    FAULT_KILL_NTH: String(r.nth),
    FAULT_KILL_DELAY_MS: String(r.delayMs),
  });
  const rounds: CheckpointRound[] = [
    { when: 'writes', nth: 2, delayMs: 0 },
    { when: 'start', nth: 1, delayMs: 0 },
    { when: 'writes', nth: 2, delayMs: 0.5 },
    { when: 'writes', nth: 3, delayMs: 1 },
    { when: 'start', nth: 1, delayMs: 1 },
    { when: 'writes', nth: 3, delayMs: 2 },
    { when: 'stop', nth: 1, delayMs: 0 },
    { when: 'writes', nth: 4, delayMs: 4 },
    { when: 'stop', nth: 1, delayMs: 1 },
    { when: 'writes', nth: 2, delayMs: 8 },
  ];
  const acked: number[] = [];
  let sent = 0;
  let refused = 0;
  const outcomes: string[] = [];
  const healths: number[] = [];
  const first = await startServerProcess(main, env);
  const to = await memberId(first.url, (await registerThroughOutbox(first.url)).token);
  await first.kill();
  const killLine = (l: string) => l.startsWith('faults: SIGKILL');
  for (const [i, round] of rounds.entries()) {
    let outcome: string;
    if (round.when === 'start') {
      // Killed while it starts (the recovery's checkpoint), so it never listens.
      try {
        const s = await startServerProcess(main, armed(round));
        outcome = 'started without such a checkpoint';
        healths.push((await fetch(`${s.url}/prod-api/health`)).status);
        await s.kill();
      } catch (e) {
        outcome =
          /faults: SIGKILL [^\n]*/.exec((e as Error).message)?.[0] ?? `failed: ${(e as Error).message.slice(0, 200)}`;
      }
    } else {
      const server = await startServerProcess(main, armed(round));
      healths.push((await fetch(`${server.url}/prod-api/health`)).status);
      // A fresh sender each round: the message limit (120 per member in 10 minutes) is not what is measured.
      const { token } = await registerThroughOutbox(server.url);
      const w = await writers(
        4,
        250,
        5,
        sender(() => server.url, token, to, `checkpoint round ${i}`),
        {
          at: 1,
          run: async () => {
            if (round.when === 'stop') server.proc.kill('SIGTERM');
            // At close the process may finish (exit 0) before the delay is up: then nothing was killed.
            await server.waitForLine(killLine, 15_000).catch(() => {});
            await server.kill();
          },
        },
      );
      acked.push(...w.acked);
      sent += w.sent;
      refused += w.errors;
      outcome = `${server.lines.find(killLine) ?? 'exited by itself before the kill (the checkpoint had ended)'}; ${w.acked.length} of ${w.sent} acknowledged`;
    }
    outcomes.push(outcome);
    console.log(`checkpoint round ${i} (${round.when}): ${outcome}`);
  }
  const last = await startServerProcess(main, env);
  healths.push((await fetch(`${last.url}/prod-api/health`)).status);
  await last.stop();
  const d = await openDatabase({ dataDir, purpose: 'faults check' });
  const found = (await d.db.execute(
    sql`select count(*)::int as n from exchange_messages where id = any(${`{${acked.join(',')}}`}::bigint[])`,
  )) as unknown as { rows: { n: number }[] };
  await d.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const inside = outcomes.filter((o) => o.includes('SIGKILL inside')).length;
  record(
    `PGlite (embedded): kill -9 inside a checkpoint (periodic, at close, at start after a crash), ${rounds.length} rounds on the same data, then started again`,
    { acked, sent, errors: refused, errorWindow: null, samples: [] },
    acked.length - found.rows[0]!.n,
    `${inside} of ${rounds.length} kills landed inside the checkpoint; every start after: health ${healths.join(', ')}`,
  );
}

async function diskPhase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-faults-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dir]);
  const database = await createTestDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const server = await startServerProcess(path.join('src', 'main.ts'), {
    DATA_DIR: dir,
    DATABASE_URL: database.url,
    TRUST_PROXY: 'false',
  });
  try {
    const member = await registerThroughOutbox(server.url);
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 20, b: 160 } },
    })
      .png()
      .toBuffer();
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
      const res = await fetch(`${server.url}${API_BASE}${API.memberImageUpload}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, language: 'en_US' },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { code: number; msg: string } };
    };
    const before = await upload();
    // Fill what is left of the 16 MB, then try again.
    const filler = path.join(dir, 'filler');
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' });
    } catch {
      // dd stops at "No space left on device", as intended
    }
    const files = () => execFileSync('find', [path.join(dir, 'media'), '-type', 'f'], { encoding: 'utf8' }).trim();
    const mediaBefore = files();
    const full = await upload();
    const mediaAfter = files();
    const read = await fetch(`${server.url}${API_BASE}${API.newsChannels}`);
    const health = await fetch(`${server.url}/prod-api/health`);
    const line = `upload before: ${before.status} code ${before.body.code}; on a full disk: HTTP ${full.status} code ${full.body.code} "${full.body.msg}"; files in media ${mediaBefore === mediaAfter ? 'unchanged' : 'CHANGED'}; a read after: ${read.status}, health ${health.status}`;
    console.log(`disk full: ${line}`);
    results.push({
      phase: 'disk full (DATA_DIR on a 16 MB tmpfs, filled)',
      sent: 2,
      acknowledged: before.body.code === 0 ? 1 : 0,
      errors: full.body.code === 0 ? 0 : 1,
      errorWindow: null,
      missing: 0,
      note: line,
    });
  } finally {
    await server.stop();
    await database.drop();
    execFileSync('umount', [dir]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (ONLY === 'all' || ONLY === 'scale') await scalePhases();
if (ONLY === 'all' || ONLY === 'pglite') await pglitePhase();
if (ONLY === 'all' || ONLY === 'pglite' || ONLY === 'checkpoint') await pgliteCheckpointPhase();
if (ONLY === 'all' || ONLY === 'disk') await diskPhase();
console.log('\n| fault | sent | acknowledged | errors | errors seen (s after the fault) | acknowledged but missing |');
console.log('| --- | ---: | ---: | ---: | --- | ---: |');
for (const r of results)
  console.log(
    `| ${r.phase} | ${r.sent} | ${r.acknowledged} | ${r.errors} | ${r.errorWindow ? `${r.errorWindow[0].toFixed(1)} to ${r.errorWindow[1].toFixed(1)}` : '-'} | ${r.missing} |`,
  );
fs.mkdirSync(RUN, { recursive: true });
fs.writeFileSync(path.join(RUN, 'faults.json'), JSON.stringify(results, null, 2));
