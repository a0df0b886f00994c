import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { buildApp } from '../app.js';

/**
 * A server process for the crash test (platform/jobs/restart.api.test.ts): the real app plus one test
 * job whose every run adds 1 to its key's row, in the job's own transaction. With ENQUEUE_JOBS=n it
 * queues n such jobs at start; it reports each finished run on stdout ("RAN key") and the table at
 * GET /__test/job-runs, so the parent can kill it mid-work and check each job ran exactly once.
 */
const app = await buildApp(loadConfig());
const db = app.ctx.database.db;
await db.execute(sql`create table if not exists test_job_runs (key text primary key, runs int not null)`);

app.ctx.jobs.register({
  name: 'test.exactlyOnce',
  data: z.object({ key: z.string() }),
  // A short lease, so a run cut off by the kill is taken over soon after the restart (PostgreSQL).
  leaseSeconds: 2,
  async handler(data, job) {
    await job.transaction(async (tx) => {
      await tx.execute(
        sql`insert into test_job_runs (key, runs) values (${data.key}, 1) on conflict (key) do update set runs = test_job_runs.runs + 1`,
      );
    });
    // More work after the effect, so the kill lands on jobs whose effect is written but whose handler
    // has not returned: a runner that marked jobs done only then would run them again.
    await new Promise((resolve) => setTimeout(resolve, 30));
    process.stdout.write(`RAN ${data.key}\n`);
  },
});

const count = Number(process.env.ENQUEUE_JOBS ?? 0);
if (count > 0) {
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) await app.ctx.jobs.send('test.exactlyOnce', { key: `job-${i}` }, { tx });
  });
}

app.get('/__test/job-runs', async () => {
  const runs = (await db.execute(sql`select key, runs from test_job_runs order by key`)).rows;
  const [{ open }] = (
    await db.execute(
      sql`select count(*)::int as open from jobs where name = 'test.exactlyOnce' and state in ('queued', 'active')`,
    )
  ).rows as { open: number }[];
  return { runs, open };
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
