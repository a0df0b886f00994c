import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/platform/db.js';
import { seedCompanies } from '../src/modules/work/service.js';
import { demoBoard } from '../src/seed/work.js';

/**
 * `--only work` (issue 32): the job board as a visitor with --jobs (5 000) published jobs: the demo board's
 * 8 companies and 20 jobs written again with a number in every name until there are that many.
 * Answers the ids of some jobs (for the detail row).
 */
export async function seedJobs(env: { DATABASE_URL?: string; DATA_DIR: string }, count: number): Promise<number[]> {
  const d = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const n = async () =>
      (
        (await d.db.execute(sql`select count(*)::int as n from work_jobs where status = 'published'`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const now = new Date();
    for (let round = 0; (await n()) < count; round++) {
      const board = demoBoard(now).map(({ company, jobs }) => ({
        company: { ...company, name: numbered(company.name, round) },
        jobs: jobs.map((j) => ({ ...j, title: numbered(j.title, round) })),
      }));
      await d.db.transaction((tx) => seedCompanies(tx, board, new Date(now.getTime() - 86_400_000)));
    }
    const ids = (await d.db.execute(
      sql`select id from work_jobs where status = 'published' order by id desc limit 200`,
    )) as unknown as { rows: { id: string }[] };
    return ids.rows.map((r) => Number(r.id));
  } finally {
    await d.close();
  }
}

const numbered = (l: Record<string, string | undefined>, round: number) =>
  Object.fromEntries(Object.entries(l).map(([k, v]) => [k, `${v} ${round}`]));
