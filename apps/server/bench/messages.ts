/**
 * The message latency bench (issue 11): `npm run bench -- --only messages [--members 500] [--rate 50,200]
 * [--duration 10]`; `--only chat` (issue 33): the same for the support chat, visitors (each message from the
 * next of 1 000 device ids, each from an address of its own) writing to the chat while --agents (5) of the
 * connected members hold the support role and listen on the staff channel; a message's time runs to its
 * event on the first agent's socket. run.ts starts the server (with TRUST_PROXY, so each sender has an address of its own
 * and the per-IP write limit counts senders as separate people), then this connects `--members` members
 * over the platform WebSocket (hello with a session token the bench writes), and sends private messages
 * at a steady rate from member i to a member chosen per message, for `--duration` seconds per rate. Each
 * message's time runs from the start of its send call to its event arriving on the recipient's socket.
 * A bench, never a test: nothing asserts these times.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import { API, API_BASE, type LiveServerMessage, MESSAGES_API, SUPPORT_API } from '@acsc/shared';
import { openDatabase } from '../src/platform/db.js';
import { members as membersTable, sessions } from '../src/db/schema/index.js';
import { newSecret, sha256Hex } from '../src/platform/tokens.js';

export interface BenchMember {
  id: number;
  token: string;
}

/** Sessions for `n` members of the seeded community (seed:large:exchange), oldest accounts first. */
export async function messageMembers(
  env: { DATABASE_URL?: string; DATA_DIR: string },
  n: number,
  agents = 0,
): Promise<BenchMember[]> {
  const d = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const r = (await d.db.execute(
      sql`select id from members where erased_at is null and suspended_until is null order by id limit ${n}`,
    )) as unknown as { rows: { id: string }[] };
    if (r.rows.length < n)
      throw new Error(`the message bench needs ${n} members, found ${r.rows.length}: run npm run seed:large:exchange`);
    const out: BenchMember[] = r.rows.map((row) => ({ id: Number(row.id), token: newSecret() }));
    const expiresAt = new Date(Date.now() + 86_400_000);
    await d.db
      .insert(sessions)
      .values(
        out.map((m) => ({ memberId: m.id, tokenHash: sha256Hex(m.token), expiresAt, deviceId: 'bench-messages' })),
      );
    // The chat's agents: the first members get the support role (kept: later runs find it there).
    for (const m of out.slice(0, agents))
      await d.db
        .update(membersTable)
        .set({ roles: sql`array(select distinct unnest(${membersTable.roles} || array['support']::text[]))` })
        .where(sql`${membersTable.id} = ${m.id}`);
    return out;
  } finally {
    await d.close();
  }
}

export interface LatencyRow {
  rate: number;
  sent: number;
  delivered: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  sendP95: number;
}

const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Connects every member's socket (a few at a time, as pages open) and waits for `ready` (the agents': `subscribed` to the staff channel). */
async function connectAll(
  base: string,
  members: BenchMember[],
  onEvent: (index: number, m: LiveServerMessage) => void,
  agents = 0,
): Promise<WebSocket[]> {
  const url = `${base.replace(/^http/, 'ws')}${API_BASE}${API.liveSocket}`;
  const sockets: WebSocket[] = new Array(members.length);
  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      // Each member from an address of its own (TRUST_PROXY): the live socket allows 60 per address.
      const ws = new WebSocket(url, { headers: { 'x-forwarded-for': addressOf(i) } });
      sockets[i] = ws;
      ws.on('message', (raw) => {
        const m = JSON.parse(raw.toString()) as LiveServerMessage;
        if (m.t === 'ready' && i < agents) ws.send(JSON.stringify({ t: 'subscribe', channel: STAFF_CHANNEL }));
        else if (m.t === 'ready' || m.t === 'subscribed') resolve();
        else if (m.t === 'error') reject(new Error(`socket ${i}: ${m.msg}`));
        else onEvent(i, m);
      });
      ws.once('open', () => ws.send(JSON.stringify({ t: 'hello', token: members[i].token, lang: 'en_US' })));
      ws.once('error', reject);
      ws.once('close', (code) => reject(new Error(`socket ${i} closed with ${code} before ready`)));
    });
  for (let i = 0; i < members.length; i += 25) await Promise.all(members.slice(i, i + 25).map((_, k) => open(i + k)));
  return sockets;
}

/** The support chat's staff channel (modules/support/hours.ts). */
const STAFF_CHANNEL = 'supportstaff';
const CHAT_DEVICES = 1000;

/**
 * `chat`: visitors write to the support chat and the first `agents` members (support role) listen on the
 * staff channel; otherwise members write private messages to each other.
 */
export async function messageLatency(
  base: string,
  members: BenchMember[],
  rates: number[],
  seconds: number,
  chat: { agents: number } | null = null,
): Promise<LatencyRow[]> {
  const sentAt = new Map<string, { at: number; to: number }>();
  const times: number[] = [];
  const eventType = chat ? 'supportMessage' : 'message';
  const sockets = await connectAll(
    base,
    members,
    (i, m) => {
      if (m.t !== 'event' || m.event.type !== eventType) return;
      const text = (m.event as { message?: { text?: string } }).message?.text ?? '';
      const s = sentAt.get(text);
      // The sender's own copy, or another run's message; a chat message counts at the first agent.
      if (!s || (s.to !== i && s.to !== -1)) return;
      times.push(performance.now() - s.at);
      sentAt.delete(text);
    },
    chat?.agents ?? 0,
  );
  const rows: LatencyRow[] = [];
  let seq = 0;
  try {
    for (const rate of rates) {
      times.length = 0;
      const sendTimes: number[] = [];
      let sent = 0;
      let failed = 0;
      const inFlight: Promise<void>[] = [];
      const sendOne = async () => {
        const k = seq++;
        const from = k % members.length;
        const to = chat ? -1 : (from + 1 + ((k * 7919) % (members.length - 1))) % members.length;
        const text = `bench ${process.pid} ${k}`;
        const at = performance.now();
        sentAt.set(text, { at, to });
        sent++;
        try {
          const device = k % CHAT_DEVICES;
          const r = chat
            ? await fetch(base + `${API_BASE}${SUPPORT_API.send}`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  language: 'en_US',
                  'device-id': `bench-chat-${process.pid}-${device}`,
                  'x-forwarded-for': addressOf(100_000 + device),
                },
                body: JSON.stringify({ text, page: '/news' }),
              })
            : await fetch(base + `${API_BASE}${MESSAGES_API.send}`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${members[from].token}`,
                  language: 'en_US',
                  'device-id': 'bench',
                  'x-forwarded-for': addressOf(from),
                },
                body: JSON.stringify({ to: members[to].id, text }),
              });
          const body = (await r.json()) as { code: number; msg: string };
          if (body.code !== 0) throw new Error(`${r.status} ${body.code} ${body.msg}`);
          sendTimes.push(performance.now() - at);
        } catch (err) {
          failed++;
          sentAt.delete(text);
          if (failed <= 3) console.log(`  send failed: ${(err as Error).message}`);
        }
      };
      // Open loop: one send every 1000/rate ms whatever the answers take, as independent members would.
      const started = performance.now();
      const total = Math.round(rate * seconds);
      for (let n = 0; n < total; n++) {
        const due = started + (n * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        inFlight.push(sendOne());
      }
      await Promise.all(inFlight);
      // Deliveries still on their way get 5 s more; what has not arrived by then counts as not delivered.
      const until = performance.now() + 5000;
      while (sentAt.size > 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
      const lost = sentAt.size;
      sentAt.clear();
      const sorted = [...times].sort((a, b) => a - b);
      sendTimes.sort((a, b) => a - b);
      rows.push({
        rate,
        sent,
        delivered: sorted.length,
        failed: failed + lost,
        p50: pct(sorted, 50),
        p95: pct(sorted, 95),
        p99: pct(sorted, 99),
        sendP95: pct(sendTimes, 95),
      });
      const row = rows[rows.length - 1];
      console.log(
        `  ${rate}/s: ${row.delivered}/${row.sent} delivered, p50 ${row.p50.toFixed(1)} p95 ${row.p95.toFixed(1)} p99 ${row.p99.toFixed(1)} ms (send call p95 ${row.sendP95.toFixed(1)} ms)`,
      );
    }
  } finally {
    for (const ws of sockets) ws?.terminate();
  }
  return rows;
}

export function messagesTable(
  kind: string,
  label: string,
  members: number,
  seconds: number,
  rows: LatencyRow[],
  chat: { agents: number } | null = null,
): string {
  const what = chat
    ? `visitors write to the support chat (${CHAT_DEVICES} devices); time from the send call's start to the event on the first of ${chat.agents} agents' sockets (staff channel)`
    : "time from the send call's start to the event on the recipient's socket";
  return [
    `### ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL 15'}: ${label}`,
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, Node.js ${process.versions.node}, load average ${os.loadavg()[0].toFixed(1)} at the end; ${members} members connected over the live WebSocket; ${seconds} s per rate; ${what}.`,
    '',
    '| messages/s | sent | delivered | not delivered | p50 ms | p95 ms | p99 ms | send call p95 ms |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.rate} | ${r.sent} | ${r.delivered} | ${r.failed} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.sendP95.toFixed(1)} |`,
    ),
  ].join('\n');
}
