import type { AppContext } from '../../platform/context.js';
import type { JobRegistrar } from '../../platform/jobs/runner.js';
import * as repo from './repo.js';

/** Every 5 minutes, published jobs past their deadline close (they already left the lists at the deadline). */
export function registerWorkJobs(jobs: JobRegistrar, ctx: AppContext) {
  jobs.register({
    name: 'work.closeExpired',
    async handler(_data, job) {
      await repo.closeExpired(ctx.database.db, job.now);
    },
  });
  jobs.schedule('work.closeExpired', '*/5 * * * *');
}
