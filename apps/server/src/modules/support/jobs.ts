import type { AppContext } from '../../platform/context.js';
import type { JobRegistrar } from '../../platform/jobs/runner.js';
import { STAFF_CHANNEL } from './hours.js';
import * as repo from './repo.js';

/** Snoozed conversations whose time came are open again (the inbox also wakes them as it lists). */
export const WAKE_JOB = 'support.wakeSnoozed';

export function registerSupportJobs(jobs: JobRegistrar, ctx: Pick<AppContext, 'database' | 'now' | 'live'>) {
  jobs.register<Record<string, never>>({
    name: WAKE_JOB,
    async handler() {
      const woken = await repo.wakeSnoozed(ctx.database.db, ctx.now());
      if (woken > 0)
        await ctx.live.publishChannel(STAFF_CHANNEL, {
          type: 'supportConversation',
          conversationId: '0',
          isNew: false,
          state: 'open',
        });
    },
  });
  jobs.schedule(WAKE_JOB, '*/5 * * * *');
}
