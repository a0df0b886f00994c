import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { RESERVATION_API, API_BASE } from '@acsc/shared';
import { openDatabase } from '../src/platform/db.js';
import { members, reservationActivities, sessions } from '../src/db/schema/index.js';
import { newSecret, sha256Hex } from '../src/platform/tokens.js';

/**
 * `--only reservation` (issue 31): the events list and an event's detail as a visitor (rows measured by
 * run.ts's autocannon, against the bare route), and the race: RACERS members register at once for
 * PLACES places, from RACERS distinct members at RACE_CONNECTIONS connections; the time until the last
 * answer, and the counts (exactly PLACES Registered, the rest waiting; the exactness is also a test,
 * reservation-race.api.test.ts).
 */

type Env = { DATABASE_URL?: string; DATA_DIR: string };
const CITIES = [
  { zh_CN: '金边', km_KH: 'ភ្នំពេញ', en_US: 'Phnom Penh' },
  { zh_CN: '暹粒', km_KH: 'សៀមរាប', en_US: 'Siem Reap' },
  { zh_CN: '北京', km_KH: 'ប៉េកាំង', en_US: 'Beijing' },
  { zh_CN: '昆明', km_KH: 'គុនមីង', en_US: 'Kunming' },
];
const DAY = 86_400_000;

/** Published upcoming events up to `count` (over the next 90 days, four cities); answers their ids. */
export async function seedEvents(env: Env, count: number): Promise<number[]> {
  const d = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const have = (await d.db.execute(
      sql`select count(*)::int as n from reservation_activities where summary->>'en_US' = 'bench'`,
    )) as unknown as { rows: { n: number }[] };
    const missing = count - have.rows[0]!.n;
    const now = Date.now();
    for (let done = 0; done < missing; done += 500) {
      const rows = Array.from({ length: Math.min(500, missing - done) }, (_, j) => {
        const i = done + j;
        const startsAt = new Date(now + DAY + (i % 90) * DAY + (i % 24) * 3_600_000);
        return {
          title: { zh_CN: `活动 ${i}`, km_KH: `សកម្មភាព ${i}`, en_US: `Event ${i}` },
          summary: { zh_CN: 'bench', km_KH: 'bench', en_US: 'bench' },
          description: { en_US: `<p>Event ${i}</p>` },
          startsAt,
          endsAt: new Date(startsAt.getTime() + 7_200_000),
          city: CITIES[i % CITIES.length]!,
          capacity: 50 + (i % 50),
          status: 'published' as const,
          publishAt: new Date(now - DAY),
        };
      });
      await d.db.insert(reservationActivities).values(rows);
    }
    const ids = (await d.db.execute(
      sql`select id from reservation_activities where summary->>'en_US' = 'bench' order by id limit ${count}`,
    )) as unknown as { rows: { id: string }[] };
    return ids.rows.map((r) => Number(r.id));
  } finally {
    await d.close();
  }
}

/** The race's event (PLACES places, registration open) and RACERS new members with a session each. */
export async function raceSetup(env: Env, racers: number, places: number) {
  const d = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const startsAt = new Date(Date.now() + 10 * DAY);
    const [event] = await d.db
      .insert(reservationActivities)
      .values({
        title: { en_US: 'The race' },
        summary: { en_US: 'race' },
        startsAt,
        endsAt: new Date(startsAt.getTime() + 7_200_000),
        capacity: places,
        status: 'published',
        publishAt: new Date(Date.now() - DAY),
      })
      .returning({ id: reservationActivities.id });
    const stamp = Date.now().toString(36);
    const made = await d.db
      .insert(members)
      .values(Array.from({ length: racers }, (_, i) => ({ nickname: `racer-${stamp}-${i}`, language: 'en_US' })))
      .returning({ id: members.id });
    const tokens = made.map(() => newSecret());
    const expiresAt = new Date(Date.now() + DAY);
    await d.db
      .insert(sessions)
      .values(made.map((m, i) => ({ memberId: m.id, tokenHash: sha256Hex(tokens[i]!), expiresAt, deviceId: 'bench' })));
    return { eventId: event!.id, tokens };
  } finally {
    await d.close();
  }
}

export interface RaceResult {
  racers: number;
  places: number;
  connections: number;
  ms: number;
  registered: number;
  waiting: number;
  errors: number;
  /** The server process's CPU time over the race (Linux), when the bench could read it. */
  serverCpuMs?: number;
}

/** Every racer registers once, `connections` at a time; the time from the first send to the last answer. */
/** How a racer's registration is sent: by default fetch, naming the racer's address in X-Forwarded-For. */
export type RaceSend = (
  i: number,
  token: string,
  body: unknown,
) => Promise<{ code: number; data?: { status: string } }>;

export async function race(
  base: string,
  eventId: number,
  tokens: string[],
  places: number,
  connections: number,
  send: RaceSend = (i, token, body) => fetchRegistration(base, i, token, body),
): Promise<RaceResult> {
  let next = 0;
  const statuses: string[] = [];
  let errors = 0;
  const t = performance.now();
  const worker = async () => {
    while (next < tokens.length) {
      const i = next++;
      try {
        const body = await send(i, tokens[i]!, { activityId: eventId, answers: [], agree: true });
        if (body.code === 0 && body.data) statuses.push(body.data.status);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const ms = performance.now() - t;
  return {
    racers: tokens.length,
    places,
    connections,
    ms,
    registered: statuses.filter((s) => s === 'Registered').length,
    waiting: statuses.filter((s) => s === 'Waiting').length,
    errors,
  };
}

async function fetchRegistration(base: string, i: number, token: string, body: unknown) {
  const r = await fetch(`${base}${API_BASE}${RESERVATION_API.register}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      // One address per member (the server trusts the bench's proxy header): the per-address write
      // limit is not what is measured.
      'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify(body),
  });
  return (await r.json()) as { code: number; data?: { status: string } };
}

export const raceLine = (kind: string, r: RaceResult) =>
  `${kind}: the race, ${r.racers} members for ${r.places} places at ${r.connections} connections: ${(r.ms / 1000).toFixed(2)} s, ${r.registered} Registered, ${r.waiting} waiting, ${r.errors} errors${r.serverCpuMs ? `; server CPU ${(r.serverCpuMs / r.racers).toFixed(2)} ms per registration` : ''}`;
