import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { jobSchedules, jobs } from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../db.js';
import { paginate } from '../paging.js';

export type JobRow = typeof jobs.$inferSelect;

/** The NOTIFY channel that wakes every process's runner after a job was queued (on commit). */
export const JOBS_SIGNAL = 'acsc_jobs';

export interface NewJob {
  name: string;
  data: unknown;
  runAt: Date;
  singletonKey: string | null;
  maxAttempts: number;
  now: Date;
}

/**
 * The statement that queues a job, answering its id (no row when a queued job with the same name and
 * singleton key already waits); insertJob runs it.
 */
export function insertJobSql(job: NewJob) {
  return sql`insert into ${jobs} (name, data, run_at, singleton_key, max_attempts, created_at)
    values (${job.name}, ${JSON.stringify(job.data ?? {})}::jsonb, ${job.runAt.toISOString()}::timestamptz,
      ${job.singletonKey}, ${job.maxAttempts}, ${job.now.toISOString()}::timestamptz)
    on conflict (name, singleton_key) where state = 'queued' and singleton_key is not null do nothing
    returning id`;
}

/** Queues a job; null when a queued job with the same name and singleton key already waits. */
export async function insertJob(db: Executor, job: NewJob): Promise<number | null> {
  const rows = await rowsOf<{ id: string | number }>(db, insertJobSql(job));
  if (rows.length === 0) return null;
  // A job due later (an unread notice in ten minutes) is found by the runners' poll; only a due one wakes them.
  if (job.runAt.getTime() <= job.now.getTime()) await db.execute(sql`select pg_notify(${JOBS_SIGNAL}, ${job.name})`);
  return Number(rows[0].id);
}

/**
 * Takes up to `limit` due jobs of the given names for this process: queued ones whose time has come and
 * active ones whose lease ran out (their process died). SKIP LOCKED lets several processes claim at once
 * without ever taking the same row; each claim counts an attempt.
 */
export async function claimJobs(db: Executor, leases: Map<string, Date>, limit: number, now: Date): Promise<JobRow[]> {
  const names = [...leases.keys()];
  if (names.length === 0 || limit <= 0) return [];
  const lease = sql.join(
    [sql`case ${jobs.name}`, ...names.map((n) => sql`when ${n} then ${leases.get(n)!}::timestamptz`), sql`end`],
    sql` `,
  );
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${jobs} set state = 'active', attempts = ${jobs.attempts} + 1, locked_until = ${lease}
    where ${jobs.id} in (
      select ${jobs.id} from ${jobs}
      where ${inArray(jobs.name, names)}
        and ((${jobs.state} = 'queued' and ${jobs.runAt} <= ${now}) or (${jobs.state} = 'active' and ${jobs.lockedUntil} < ${now}))
      order by ${jobs.runAt}, ${jobs.id}
      limit ${limit}
      for update skip locked
    )
    returning ${jobs.id} as id, ${jobs.name} as name, ${jobs.data} as data, ${jobs.attempts} as attempts, ${jobs.maxAttempts} as "maxAttempts"`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.maxAttempts),
  })) as JobRow[];
}

const ours = (id: number, attempt: number) =>
  and(eq(jobs.id, id), eq(jobs.state, 'active'), eq(jobs.attempts, attempt));

/** Keeps a running job's lease; false when the job is no longer this attempt's. */
export async function extendLease(db: Executor, id: number, attempt: number, until: Date): Promise<boolean> {
  const rows = await db.update(jobs).set({ lockedUntil: until }).where(ours(id, attempt)).returning({ id: jobs.id });
  return rows.length === 1;
}

/** Marks this attempt done; false when it already was (or another process took the job over). */
export async function completeJob(db: Executor, id: number, attempt: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'done', finishedAt: now, lockedUntil: null })
    .where(ours(id, attempt))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** A failed attempt: queued again at `retryAt`, or dead (failed) when retryAt is null. */
export async function failAttempt(
  db: Executor,
  id: number,
  attempt: number,
  error: string,
  retryAt: Date | null,
  now: Date,
) {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { state: 'queued', runAt: retryAt, lockedUntil: null, lastError: error }
        : { state: 'failed', finishedAt: now, lockedUntil: null, lastError: error },
    )
    .where(ours(id, attempt));
}

/** PGlite runs in one process only: whatever is active at start-up was cut off by a crash. */
export async function requeueOrphans(db: Executor, now: Date) {
  await db.update(jobs).set({ state: 'queued', runAt: now, lockedUntil: null }).where(eq(jobs.state, 'active'));
}

// ---------------------------------------------------------------- schedules

/** Creates or updates a schedule; a changed cron takes the new next time, an unchanged one keeps its own. */
export async function upsertSchedule(db: Executor, name: string, cron: string, nextRunAt: Date) {
  await db
    .insert(jobSchedules)
    .values({ name, cron, nextRunAt })
    .onConflictDoUpdate({
      target: jobSchedules.name,
      set: {
        cron,
        nextRunAt: sql`case when ${jobSchedules.cron} = ${cron} then ${jobSchedules.nextRunAt} else ${nextRunAt} end`,
      },
    });
}

/** Due schedules, locked until the transaction ends so one process enqueues each slot. */
export async function lockDueSchedules(tx: Executor, names: string[], now: Date) {
  if (names.length === 0) return [];
  const result = await tx.execute<Record<string, unknown>>(sql`
    select name, cron from ${jobSchedules}
    where ${inArray(jobSchedules.name, names)} and ${jobSchedules.nextRunAt} <= ${now}
    for update skip locked`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({ name: String(r.name), cron: String(r.cron) }));
}

export async function setNextRun(tx: Executor, name: string, nextRunAt: Date) {
  await tx.update(jobSchedules).set({ nextRunAt }).where(eq(jobSchedules.name, name));
}

// ---------------------------------------------------------------- housekeeping and the admin view

/** Deletes finished jobs: done ones before `doneBefore`, dead ones before `failedBefore`. */
export async function purgeFinished(db: Executor, doneBefore: Date, failedBefore: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, 'done'), lt(jobs.finishedAt, doneBefore)),
        and(eq(jobs.state, 'failed'), lt(jobs.finishedAt, failedBefore)),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

export async function listFailed(db: Executor, q: { pageNum: number; pageSize: number; name?: string }) {
  const where = q.name ? and(eq(jobs.state, 'failed'), eq(jobs.name, q.name)) : eq(jobs.state, 'failed');
  const query = db.select().from(jobs).where(where).orderBy(desc(jobs.finishedAt), desc(jobs.id));
  const { list: rows, total } = await paginate(db, { rows: query, from: jobs, where }, q);
  return { rows, total };
}

export async function findFailed(db: Executor, id: number): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .limit(1);
  return row ?? null;
}

/** A dead job gets a fresh set of attempts, due now. */
export async function retryFailed(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    // Without its singleton key: a newer job of the same key may be waiting already.
    .set({ state: 'queued', attempts: 0, runAt: now, finishedAt: null, lockedUntil: null, singletonKey: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning({ id: jobs.id, name: jobs.name });
  if (rows.length === 0) return false;
  await db.execute(sql`select pg_notify(${JOBS_SIGNAL}, ${rows[0].name})`);
  return true;
}

export async function deleteFailed(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}
