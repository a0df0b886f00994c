import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { notify } from '../notifications/service.js';
import { APPOINTMENT_REMINDER } from './appointments-notifications.js';
import * as repo from './appointments-repo.js';

/**
 * Reminders of appointments (issue 31), run by the events' reminder job (jobs.ts) in its transaction: each
 * slot starting before `until` that was not reminded yet tells everyone Booked in it, in their language, once.
 */
export async function remindAppointments(ctx: AppContext, tx: Executor, now: Date, until: Date) {
  for (const { slot, service } of await repo.dueSlotReminders(tx, now, until)) {
    for (const { memberId } of await repo.bookedMembers(tx, slot.id))
      await notify(
        ctx,
        {
          memberId,
          type: APPOINTMENT_REMINDER,
          params: {
            serviceId: service.id,
            title: service.title,
            startsAt: slot.startsAt.toISOString(),
            timeZone: service.timeZone,
          },
        },
        { tx },
      );
    await repo.markSlotReminded(tx, slot.id, now);
  }
}
