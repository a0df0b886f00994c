import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { createReadCache } from '../../platform/read-cache.js';

/**
 * The read cache of the reservation pages' public reads (the events list, an event, the appointment
 * services), kept per language and validated fields while the `reservation` counter is unchanged (migration
 * 0021: any change to an event's, a service's or a slot's row, which every registration and booking makes)
 * and within the cache's 30 s slot (an event moving from upcoming to past, a registration window opening).
 */
export function publicReservationReads(ctx: AppContext) {
  const cache = createReadCache(ctx.database, { source: 'reservation', maxEntries: 1000 });
  return (request: FastifyRequest, key: string, load: (now: Date) => Promise<unknown>) => {
    const now = ctx.now();
    return cache.get(request, key, now, () => load(now));
  };
}
