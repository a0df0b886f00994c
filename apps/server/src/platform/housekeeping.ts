import { LIVE_LIMITS } from '@acsc/shared';
import type { AppContext } from './context.js';
import type { JobRegistrar } from './jobs/runner.js';
import { purgeFinished } from './jobs/repo.js';

const DAY_MS = 86_400_000;
/** Done jobs are kept a week (to look into what ran), dead ones a month (for admins to act on). */
export const JOB_RETENTION = { doneDays: 7, failedDays: 30 } as const;

/** The platform's own clean-up: finished jobs and stored live events past their windows (UTC times). */
export function registerHousekeeping(jobs: JobRegistrar, ctx: Pick<AppContext, 'database' | 'live' | 'log'>) {
  jobs.register({
    name: 'platform.purgeJobs',
    async handler(_data, job) {
      const t = job.now.getTime();
      const n = await purgeFinished(
        ctx.database.db,
        new Date(t - JOB_RETENTION.doneDays * DAY_MS),
        new Date(t - JOB_RETENTION.failedDays * DAY_MS),
      );
      ctx.log.info({ deleted: n }, 'finished jobs purged');
    },
  });
  jobs.schedule('platform.purgeJobs', '5 20 * * *');
  jobs.register({
    name: 'platform.purgeLiveEvents',
    async handler(_data, job) {
      const n = await ctx.live.purge(new Date(job.now.getTime() - LIVE_LIMITS.retentionDays * DAY_MS));
      ctx.log.info({ deleted: n }, 'old live events purged');
    },
  });
  jobs.schedule('platform.purgeLiveEvents', '10 20 * * *');
}
