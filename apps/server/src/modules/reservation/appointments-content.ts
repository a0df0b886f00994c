import type { z } from 'zod';
import type { adminServiceQuery, ServiceInput } from '@acsc/shared';
import { reservationServices } from '../../db/schema/index.js';
import { loc } from '../content/values.js';
import { definePublishable } from '../content/publishable/service.js';

/** Appointment services as the staff console writes them: trilingual, publishable, audited (content/publishable). */

type Query = z.infer<typeof adminServiceQuery>;
const S = reservationServices;

export const serviceDef = definePublishable<typeof reservationServices, ServiceInput, Query>({
  type: 'reservation_service',
  table: S,
  sorts: { updatedAt: S.updatedAt, id: S.id },
  defaultOrder: 'desc',
  searchColumns: [S.title, S.description],
  required: { title: S.title },
  title: (r) => r.title,
  toValues: (i) => ({
    title: loc(i.title),
    description: loc(i.description),
    timeZone: i.timeZone,
    city: loc(i.city),
    place: loc(i.place),
    address: loc(i.address),
  }),
  present: (r) => ({
    title: r.title,
    description: r.description,
    timeZone: r.timeZone,
    city: r.city,
    place: r.place,
    address: r.address,
  }),
});
