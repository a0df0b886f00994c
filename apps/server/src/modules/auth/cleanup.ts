import { and, isNotNull, lt, or } from 'drizzle-orm';
import { addressProofs, sessions, verificationCodes } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { JobRegistrar } from '../../platform/jobs/runner.js';
import { purgeInBatches } from '../../platform/jobs/purge.js';
import { registerOldAddressNotice } from './old-address-notice.js';

const DAY_MS = 86_400_000;

/**
 * How long sign-in records stay after they stop mattering. Ended sessions stay 30 days: the device
 * list and the new-device notice read them. Codes and uniqueMarks stay a day: the resend wait and a
 * support question about a code need no more.
 */
export const AUTH_RETENTION = { endedSessionDays: 30, codeDays: 1 } as const;

export function registerAuthJobs(jobs: JobRegistrar, ctx: Pick<AppContext, 'database' | 'log' | 'delivery'>) {
  registerOldAddressNotice(jobs, ctx);
  jobs.register({
    name: 'auth.purgeSessions',
    async handler(_data, job) {
      const before = new Date(job.now.getTime() - AUTH_RETENTION.endedSessionDays * DAY_MS);
      const n = await purgeInBatches(
        ctx.database.db,
        sessions,
        or(lt(sessions.expiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before)))!,
      );
      ctx.log.info({ deleted: n }, 'ended sessions purged');
    },
  });
  jobs.schedule('auth.purgeSessions', '20 20 * * *');

  jobs.register({
    name: 'auth.purgeCodes',
    async handler(_data, job) {
      const before = new Date(job.now.getTime() - AUTH_RETENTION.codeDays * DAY_MS);
      const codes = await purgeInBatches(ctx.database.db, verificationCodes, lt(verificationCodes.expiresAt, before));
      const proofs = await purgeInBatches(ctx.database.db, addressProofs, lt(addressProofs.expiresAt, before));
      ctx.log.info({ codes, proofs }, 'old verification codes purged');
    },
  });
  jobs.schedule('auth.purgeCodes', '25 20 * * *');
}
