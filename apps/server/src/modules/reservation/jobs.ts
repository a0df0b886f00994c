import type { AppContext } from '../../platform/context.js';
import type { JobRegistrar } from '../../platform/jobs/runner.js';
import { notify } from '../notifications/service.js';
import { RESERVATION_REMINDER } from './notifications.js';
import * as repo from './repo.js';
import { expireDueOrders } from './payments.js';
import { fillFromWaitingList } from './service.js';
import { remindAppointments } from './appointments-jobs.js';

/** How long before an event its reminders go out. */
export const REMINDER_HOURS = 24;

/**
 * Reminders 24 hours before (issue 31): every 10 minutes, each published event starting within the next
 * 24 hours that was not reminded yet tells everyone Registered, in their language (in the app, and by
 * email as their preference says), once: the event is marked in the same transaction. Appointment slots
 * likewise (appointments-jobs.ts).
 */
export function registerReservationJobs(jobs: JobRegistrar, ctx: AppContext) {
  jobs.register({
    name: 'reservation.remind',
    async handler(_data, job) {
      await job.transaction(async (tx) => {
        const until = new Date(job.now.getTime() + REMINDER_HOURS * 3_600_000);
        for (const a of await repo.dueReminders(tx, job.now, until)) {
          for (const { memberId } of await repo.confirmedMembers(tx, a.id))
            await notify(
              ctx,
              {
                memberId,
                type: RESERVATION_REMINDER,
                params: { activityId: a.id, title: a.title, startsAt: a.startsAt.toISOString(), timeZone: a.timeZone },
              },
              { tx },
            );
          await repo.markReminded(tx, a.id, job.now);
        }
        await remindAppointments(ctx, tx, job.now, until);
      });
    },
  });
  jobs.schedule('reservation.remind', '*/10 * * * *');

  // Unpaid orders whose time ran out (payments.ts): the provider is asked once more, then Failed and the
  // place goes to the first in line.
  jobs.register({
    name: 'reservation.expireOrders',
    async handler() {
      await expireDueOrders(ctx, fillFromWaitingList);
    },
  });
  jobs.schedule('reservation.expireOrders', '* * * * *');
}
