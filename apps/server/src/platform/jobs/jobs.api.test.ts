import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_API, apiPath } from '@acsc/shared';
import { useTestApp } from '../../test/kit.js';
import { staffCall } from '../../modules/admin/admin.testkit.js';

/** The job runner on the app's own database: runs, retries, dead letters, schedules, transactions. */

const runs: { name: string; data: unknown; attempt: number; at: string }[] = [];
const failUntil = new Map<string, number>();

const { app, clock, signUpStaff } = await useTestApp({ clock: true });
beforeAll(async () => {
  const { jobs } = app.ctx;
  jobs.register({
    name: 'test.record',
    data: z.object({ key: z.string() }),
    async handler(data, job) {
      runs.push({ name: job.name, data, attempt: job.attempt, at: job.now.toISOString() });
      const failures = failUntil.get(data.key) ?? 0;
      if (job.attempt <= failures) throw new Error(`planned failure ${job.attempt} of ${data.key}`);
    },
    maxAttempts: 3,
    retryDelaySeconds: 60,
  });
  jobs.register({
    name: 'test.cron',
    async handler(_d, job) {
      runs.push({ name: job.name, data: null, attempt: job.attempt, at: job.now.toISOString() });
    },
  });
  jobs.schedule('test.cron', '0 3 * * *');
  await app.ready();
});

const runsOf = (key: string) => runs.filter((r) => (r.data as { key?: string } | null)?.key === key);

describe('job runner', () => {
  it('runs a sent job once, with its data', async () => {
    const id = await app.ctx.jobs.send('test.record', { key: 'once' });
    expect(id).toBeGreaterThan(0);
    await app.ctx.jobs.drain();
    await app.ctx.jobs.drain();
    expect(runsOf('once')).toHaveLength(1);
    expect(runsOf('once')[0].attempt).toBe(1);
  });

  it('refuses data its schema does not accept, before anything is queued', async () => {
    await expect(app.ctx.jobs.send('test.record', { key: 42 })).rejects.toThrow();
    await expect(app.ctx.jobs.send('test.unknown', {})).rejects.toThrow(/not registered/);
  });

  it('queues a job with its transaction: a rolled-back transaction leaves no job', async () => {
    const db = app.ctx.database.db;
    await expect(
      db.transaction(async (tx) => {
        await app.ctx.jobs.send('test.record', { key: 'rolled-back' }, { tx });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await db.transaction(async (tx) => {
      await app.ctx.jobs.send('test.record', { key: 'committed' }, { tx });
    });
    await app.ctx.jobs.drain();
    expect(runsOf('rolled-back')).toHaveLength(0);
    expect(runsOf('committed')).toHaveLength(1);
  });

  it('waits for startAfter on the app clock, not the wall clock', async () => {
    await app.ctx.jobs.send('test.record', { key: 'later' }, { startAfter: 600 });
    await app.ctx.jobs.drain();
    expect(runsOf('later')).toHaveLength(0);
    clock.advance(599);
    await app.ctx.jobs.drain();
    expect(runsOf('later')).toHaveLength(0);
    clock.advance(1);
    await app.ctx.jobs.drain();
    expect(runsOf('later')).toHaveLength(1);
  });

  it('keeps one queued job per singleton key', async () => {
    const first = await app.ctx.jobs.send('test.record', { key: 'single' }, { singletonKey: 'k', startAfter: 60 });
    const second = await app.ctx.jobs.send('test.record', { key: 'single' }, { singletonKey: 'k', startAfter: 60 });
    expect(first).toBeGreaterThan(0);
    expect(second).toBeNull();
    clock.advance(60);
    await app.ctx.jobs.drain();
    expect(runsOf('single')).toHaveLength(1);
    // Once it ran, the key is free again.
    expect(await app.ctx.jobs.send('test.record', { key: 'single' }, { singletonKey: 'k' })).toBeGreaterThan(0);
    await app.ctx.jobs.drain();
    expect(runsOf('single')).toHaveLength(2);
  });

  it('retries a failing job with a growing delay and succeeds when the failure passes', async () => {
    failUntil.set('flaky', 1);
    await app.ctx.jobs.send('test.record', { key: 'flaky' });
    await app.ctx.jobs.drain();
    expect(runsOf('flaky')).toHaveLength(1);
    // The first retry waits 60 s (+-20%): not before 48 s, surely after 72 s.
    clock.advance(47);
    await app.ctx.jobs.drain();
    expect(runsOf('flaky')).toHaveLength(1);
    clock.advance(26);
    await app.ctx.jobs.drain();
    expect(runsOf('flaky').map((r) => r.attempt)).toEqual([1, 2]);
  });

  it('turns a job that failed every attempt into a dead letter admins can list, retry and delete', async () => {
    failUntil.set('dead', 3);
    await app.ctx.jobs.send('test.record', { key: 'dead' });
    for (let i = 0; i < 4; i++) {
      await app.ctx.jobs.drain();
      clock.advance(3600);
    }
    expect(runsOf('dead').map((r) => r.attempt)).toEqual([1, 2, 3]);

    const admin = await signUpStaff(['admin']);
    const editor = await signUpStaff(['editor']);
    const list = await staffCall(app, admin.token, 'GET', ADMIN_API.jobs.failed, { name: 'test.record' });
    expect(list.status).toBe(200);
    const dead = list.body.data.list.find((j: { data: { key: string } }) => j.data.key === 'dead');
    expect(dead).toMatchObject({ name: 'test.record', attempts: 3, maxAttempts: 3 });
    expect(dead.lastError).toContain('planned failure 3 of dead');

    expect((await staffCall(app, editor.token, 'GET', ADMIN_API.jobs.failed)).status).toBe(403);
    expect((await staffCall(app, undefined, 'GET', ADMIN_API.jobs.failed)).body.code).toBe(90);
    expect((await staffCall(app, editor.token, 'POST', apiPath(ADMIN_API.jobs.retry, { id: dead.id }))).status).toBe(
      403,
    );

    // Retried, it gets a fresh set of attempts; this time it succeeds.
    failUntil.set('dead', 0);
    const retried = await staffCall(app, admin.token, 'POST', apiPath(ADMIN_API.jobs.retry, { id: dead.id }));
    expect(retried.body.code).toBe(0);
    await app.ctx.jobs.drain();
    expect(runsOf('dead').map((r) => r.attempt)).toEqual([1, 2, 3, 1]);
    // Only dead jobs can be retried or deleted.
    expect((await staffCall(app, admin.token, 'POST', apiPath(ADMIN_API.jobs.retry, { id: dead.id }))).status).toBe(
      404,
    );
    expect((await staffCall(app, admin.token, 'POST', apiPath(ADMIN_API.jobs.remove, { id: dead.id }))).status).toBe(
      404,
    );

    failUntil.set('dropped', 9);
    await app.ctx.jobs.send('test.record', { key: 'dropped' });
    for (let i = 0; i < 4; i++) {
      await app.ctx.jobs.drain();
      clock.advance(3600);
    }
    const again = await staffCall(app, admin.token, 'GET', ADMIN_API.jobs.failed, { name: 'test.record' });
    const dropped = again.body.data.list.find((j: { data: { key: string } }) => j.data.key === 'dropped');
    expect(
      (await staffCall(app, admin.token, 'POST', apiPath(ADMIN_API.jobs.remove, { id: dropped.id }))).body.code,
    ).toBe(0);
    const after = await staffCall(app, admin.token, 'GET', ADMIN_API.jobs.failed, { name: 'test.record' });
    expect(after.body.data.list.some((j: { id: number }) => j.id === dropped.id)).toBe(false);

    const audit = await staffCall(app, admin.token, 'GET', ADMIN_API.audit.list, { entityType: 'job' });
    expect(audit.body.data.list.map((e: { action: string }) => e.action).sort()).toEqual(['delete', 'retry']);
  });

  it('refuses bad ids and queries with a 4xx', async () => {
    const admin = await signUpStaff(['admin']);
    expect((await staffCall(app, admin.token, 'POST', '/admin/jobs/failed/retry/abc')).status).toBe(400);
    expect((await staffCall(app, admin.token, 'GET', ADMIN_API.jobs.failed, { pageSize: 1000 })).status).toBe(400);
  });

  it('runs a cron schedule once per slot, on the app clock', async () => {
    // The clock starts at 01:00 UTC; the schedule is 03:00 UTC daily.
    const cronRuns = () => runs.filter((r) => r.name === 'test.cron');
    const before = cronRuns().length;
    const start = clock.now();
    const nextSlot = new Date(
      Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + (start.getUTCHours() >= 3 ? 1 : 0), 3),
    );
    clock.advance((nextSlot.getTime() - start.getTime()) / 1000 - 1);
    await app.ctx.jobs.drain();
    expect(cronRuns().length).toBe(before);
    clock.advance(1);
    await app.ctx.jobs.drain();
    await app.ctx.jobs.drain();
    expect(cronRuns().length).toBe(before + 1);
    clock.advance(86_400);
    await app.ctx.jobs.drain();
    expect(cronRuns().length).toBe(before + 2);
  });

  it("does the handler's database work and its completion in one transaction", async () => {
    const db = app.ctx.database.db;
    await db.execute(sql`create table if not exists test_job_effects (key text primary key, runs int not null)`);
    app.ctx.jobs.register({
      name: 'test.effect',
      data: z.object({ key: z.string() }),
      async handler(data, job) {
        await job.transaction(async (tx) => {
          await tx.execute(
            sql`insert into test_job_effects (key, runs) values (${data.key}, 1) on conflict (key) do update set runs = test_job_effects.runs + 1`,
          );
        });
      },
    });
    for (let i = 0; i < 5; i++) await app.ctx.jobs.send('test.effect', { key: `e${i}` });
    await app.ctx.jobs.drain();
    const rows = (await db.execute(sql`select key, runs from test_job_effects order by key`)).rows;
    expect(rows).toEqual([0, 1, 2, 3, 4].map((i) => ({ key: `e${i}`, runs: 1 })));
  });
});
