import { lt } from 'drizzle-orm';
import { ADMIN_LIMITS } from '@acsc/shared';
import { articleViews } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { JobRegistrar } from '../../platform/jobs/runner.js';
import { purgeInBatches } from '../../platform/jobs/purge.js';
import { viewDay } from './service.js';

const DAY_MS = 86_400_000;

/**
 * View rows exist to count a visitor once per day (only today's rows matter for that; the public count
 * is articles.views) and for the staff dashboard, which looks back at most dashboardDaysMax days.
 * Older rows count nothing and go.
 */
export const VIEW_RETENTION_DAYS = ADMIN_LIMITS.dashboardDaysMax + 1;

export function registerNewsJobs(jobs: JobRegistrar, ctx: Pick<AppContext, 'database' | 'log'>) {
  jobs.register({
    name: 'news.purgeViews',
    async handler(_data, job) {
      const firstKept = viewDay(new Date(job.now.getTime() - VIEW_RETENTION_DAYS * DAY_MS));
      const n = await purgeInBatches(ctx.database.db, articleViews, lt(articleViews.day, firstKept));
      ctx.log.info({ deleted: n, firstKept }, 'old article view rows purged');
    },
  });
  jobs.schedule('news.purgeViews', '30 20 * * *');
}
