import { ADMIN_APPOINTMENT_API, RESERVATION_TIME_ZONES, serviceInput } from '@acsc/shared';
import type { ContentKind } from '../content/defs.js';

/** Appointment services as the console edits them (the publishable kit); their slots: AppointmentSlotsPage. */
export const serviceKind: ContentKind = {
  key: 'service',
  route: 'reservation/services',
  api: ADMIN_APPOINTMENT_API.service,
  catalog: 'admin-reservation',
  input: serviceInput,
  auditType: 'reservation_service',
  titleField: 'title',
  fields: [
    {
      name: 'timeZone',
      kind: 'select',
      options: RESERVATION_TIME_ZONES,
      optionKeys: 'timeZones',
      required: true,
      defaultValue: 'Asia/Phnom_Penh',
    },
    { name: 'title', kind: 'text', required: true },
    { name: 'description', kind: 'textarea' },
    { name: 'city', kind: 'text' },
    { name: 'place', kind: 'text' },
    { name: 'address', kind: 'text' },
  ],
  preview: { summary: 'description', body: [] },
  filters: [],
  sorts: ['updatedAt', 'id'],
  publicPath: (i) => `/reservation/appointment/${String(i.id)}`,
};
