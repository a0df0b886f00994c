import { CronExpressionParser } from 'cron-parser';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database, Executor } from '../db.js';
import type { DbSignals } from '../db-signals.js';
import * as repo from './repo.js';

/**
 * Deferred and scheduled work (DESIGN 3a "Jobs"). Jobs are rows (platform/jobs/repo.ts): sending one
 * inside a transaction makes it part of that transaction; a crash loses none; several processes share
 * the queue through FOR UPDATE SKIP LOCKED. All times come from the app's clock, so tests move time
 * instead of waiting. Why rows and not pg-boss: docs/architecture.md, "Platform pieces".
 */

export interface RunningJob {
  id: number;
  name: string;
  /** 1 for the first run, counting runs cut off by a crash. */
  attempt: number;
  maxAttempts: number;
  /** The app's clock when the attempt started. */
  now: Date;
  /**
   * Runs fn in a transaction that also marks the job done: the handler's database effects happen exactly
   * once, even when a process dies mid-job and another runs it again.
   */
  transaction<R>(fn: (tx: Executor) => Promise<R>): Promise<R>;
}

export interface JobDefinition<T = unknown> {
  /** `<feature>.<what>`, e.g. notifications.email. */
  name: string;
  /** Checks the data when the job is sent and again when it runs. */
  data?: z.ZodType<T>;
  /** Must be idempotent: after a crash the same job may run again (see RunningJob.transaction). */
  handler(data: T, job: RunningJob): Promise<void>;
  /** Runs before the job is dead and shown to admins (default 5). */
  maxAttempts?: number;
  /** Wait before the first retry; it doubles with each attempt, at most an hour (default 30). */
  retryDelaySeconds?: number;
  /** How long a process holds a running job before another may take it over; renewed while it runs (default 60). */
  leaseSeconds?: number;
  /** A run that takes longer counts as failed (default 300). */
  timeoutSeconds?: number;
}

export interface SendOptions {
  /** A time, or seconds from now; default now. */
  startAfter?: Date | number;
  /** While a queued job of this name and key waits, sending another does nothing (returns null). */
  singletonKey?: string;
  /** Queue the job inside this transaction: it exists only if the transaction commits. */
  tx?: Executor;
}

/** What modules see: registration happens at build time, sending at any time. */
export interface JobRegistrar {
  register<T>(definition: JobDefinition<T>): void;
  /** Runs the registered job `name` (with empty data) on a 5-field cron in UTC, e.g. '15 20 * * *'. */
  schedule(name: string, cron: string): void;
}

export interface Jobs extends JobRegistrar {
  send<T>(name: string, data: T, options?: SendOptions): Promise<number | null>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Runs every due job in this process until none is left; returns how many ran (tests, scripts). */
  drain(): Promise<number>;
}

export interface JobsOptions {
  database: Database;
  signals: DbSignals;
  log: Logger;
  now: () => Date;
  /** Jobs run at once by one process (default 4). */
  concurrency?: number;
  /** Look for due jobs this often besides the wake-ups (default 5 s). */
  pollMs?: number;
}

const MAX_RETRY_DELAY_SECONDS = 3600;

class LeaseLost extends Error {
  constructor() {
    super('the job was taken over by another process (its lease ran out)');
  }
}

export function nextCronTime(cron: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: 'UTC' }).next().toDate();
}

/** Retry delay of an attempt: doubling, with +-20% jitter so a burst of failures does not retry as one. */
export function retryDelayMs(attempt: number, baseSeconds: number, random = Math.random): number {
  const seconds = Math.min(baseSeconds * 2 ** (attempt - 1), MAX_RETRY_DELAY_SECONDS);
  return Math.round(seconds * 1000 * (0.8 + 0.4 * random()));
}

export function createJobs(opts: JobsOptions): Jobs {
  const { database, log, now } = opts;
  const db = database.db;
  const concurrency = opts.concurrency ?? 4;
  const pollMs = opts.pollMs ?? 5000;
  const definitions = new Map<string, Required<Omit<JobDefinition, 'data'>> & Pick<JobDefinition, 'data'>>();
  const schedules = new Map<string, string>();
  const inflight = new Set<Promise<void>>();
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<number> | null = null;
  let tickAgain = false;

  function definitionOf(name: string) {
    const def = definitions.get(name);
    if (!def) throw new Error(`job ${name} is not registered`);
    return def;
  }

  /** A job row to queue: its data checked, its time from the app's clock. */
  function newJob(name: string, data: unknown, options: Omit<SendOptions, 'tx'>): repo.NewJob {
    const def = definitionOf(name);
    const at = now();
    const runAt =
      options.startAfter instanceof Date
        ? options.startAfter
        : new Date(at.getTime() + Math.max(0, options.startAfter ?? 0) * 1000);
    return {
      name,
      data: def.data ? def.data.parse(data) : data,
      runAt,
      singletonKey: options.singletonKey ?? null,
      maxAttempts: def.maxAttempts,
      now: at,
    };
  }

  async function enqueueDueSchedules(at: Date) {
    if (schedules.size === 0) return;
    await db.transaction(async (tx) => {
      for (const due of await repo.lockDueSchedules(tx, [...schedules.keys()], at)) {
        const def = definitionOf(due.name);
        // The singleton key keeps a schedule from piling up runs while one still waits.
        await repo.insertJob(tx, {
          name: due.name,
          data: {},
          runAt: at,
          singletonKey: 'cron',
          maxAttempts: def.maxAttempts,
          now: at,
        });
        await repo.setNextRun(tx, due.name, nextCronTime(due.cron, at));
      }
    });
  }

  async function runJob(job: repo.JobRow) {
    const def = definitionOf(job.name);
    const attempt = job.attempts;
    const startedAt = now();
    if (attempt > job.maxAttempts) {
      // Its last attempt died with its process.
      await repo.failAttempt(db, job.id, attempt, 'the process running the last attempt stopped', null, startedAt);
      return;
    }
    const leaseMs = def.leaseSeconds * 1000;
    const heartbeat = setInterval(
      () => {
        repo
          .extendLease(db, job.id, attempt, new Date(now().getTime() + leaseMs))
          .catch((err) => log.warn({ err, job: job.id }, 'job lease not renewed'));
      },
      Math.max(200, leaseMs / 3),
    );
    heartbeat.unref();
    let timeout: NodeJS.Timeout | undefined;
    try {
      const data = def.data ? def.data.parse(job.data) : job.data;
      const running: RunningJob = {
        id: job.id,
        name: job.name,
        attempt,
        maxAttempts: job.maxAttempts,
        now: startedAt,
        transaction: (fn) =>
          db.transaction(async (tx) => {
            const result = await fn(tx);
            if (!(await repo.completeJob(tx, job.id, attempt, now()))) throw new LeaseLost();
            return result;
          }),
      };
      await Promise.race([
        def.handler(data, running),
        new Promise<never>((_, reject) => {
          timeout = setTimeout(
            () => reject(new Error(`no answer within ${def.timeoutSeconds} s`)),
            def.timeoutSeconds * 1000,
          );
          timeout.unref();
        }),
      ]);
      await repo.completeJob(db, job.id, attempt, now());
    } catch (err) {
      if (err instanceof LeaseLost) {
        log.warn({ job: job.id, name: job.name }, err.message);
        return;
      }
      const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      const last = attempt >= job.maxAttempts;
      const at = now();
      const retryAt = last ? null : new Date(at.getTime() + retryDelayMs(attempt, def.retryDelaySeconds));
      log[last ? 'error' : 'warn'](
        { err, job: job.id, name: job.name, attempt },
        last ? 'job failed for good' : 'job failed; will retry',
      );
      await repo.failAttempt(db, job.id, attempt, message.slice(0, 2000), retryAt, at);
    } finally {
      clearInterval(heartbeat);
      clearTimeout(timeout);
    }
  }

  function leases(at: Date) {
    const map = new Map<string, Date>();
    for (const [name, def] of definitions) map.set(name, new Date(at.getTime() + def.leaseSeconds * 1000));
    return map;
  }

  /** One pass: enqueue due schedules, then claim and start jobs while there is room. */
  async function pass(): Promise<number> {
    let startedJobs = 0;
    const at = now();
    await enqueueDueSchedules(at);
    while (!stopping && inflight.size < concurrency) {
      const claimed = await repo.claimJobs(db, leases(at), concurrency - inflight.size, at);
      if (claimed.length === 0) break;
      for (const job of claimed) {
        startedJobs++;
        const p: Promise<void> = runJob(job)
          .catch((err) => log.error({ err, job: job.id }, 'job bookkeeping failed'))
          .finally(() => {
            inflight.delete(p);
            if (started && !stopping) wake();
          });
        inflight.add(p);
      }
    }
    return startedJobs;
  }

  /** Runs a pass now, or right after the running one (a wake-up during a pass is not lost). */
  function tick(): Promise<number> {
    if (ticking) {
      tickAgain = true;
      return ticking;
    }
    ticking = (async () => {
      let total = 0;
      try {
        do {
          tickAgain = false;
          total += await pass();
        } while (tickAgain && !stopping);
      } finally {
        ticking = null;
      }
      return total;
    })();
    return ticking;
  }

  function wake() {
    tick().catch((err) => {
      if (!stopping) log.error({ err }, 'job runner pass failed');
    });
  }

  return {
    register(definition) {
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is registered twice`);
      definitions.set(definition.name, {
        maxAttempts: 5,
        retryDelaySeconds: 30,
        leaseSeconds: 60,
        timeoutSeconds: 300,
        ...definition,
      } as never);
    },

    schedule(name, cron) {
      nextCronTime(cron, new Date()); // a bad expression fails at start-up, not at 3 a.m.
      schedules.set(name, cron);
    },

    async send(name, data, options = {}) {
      const job = newJob(name, data, options);
      const { runAt, now: at } = job;
      const id = await repo.insertJob(options.tx ?? db, job);
      // Outside a transaction the row is visible now; inside one, the NOTIFY wakes the runners on commit.
      if (!options.tx && started && runAt <= at) wake();
      return id;
    },

    async start() {
      if (started) return;
      for (const name of schedules.keys()) definitionOf(name);
      const at = now();
      if (database.kind === 'pglite') await repo.requeueOrphans(db, at);
      for (const [name, cron] of schedules) await repo.upsertSchedule(db, name, cron, nextCronTime(cron, at));
      await opts.signals.on(repo.JOBS_SIGNAL, (name) => {
        if (started && !stopping && definitions.has(name)) wake();
      });
      opts.signals.onReconnect(() => started && !stopping && wake());
      started = true;
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      if (timer) clearInterval(timer);
      await ticking?.catch(() => {});
      // Jobs already running finish (their rows stay correct); none start.
      await Promise.allSettled([...inflight]);
    },

    async drain() {
      let total = 0;
      for (;;) {
        await Promise.allSettled([...inflight]);
        const n = await tick();
        total += n;
        if (n === 0 && inflight.size === 0) return total;
      }
    },
  };
}
