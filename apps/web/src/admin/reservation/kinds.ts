import { ADMIN_RESERVATION_API, RESERVATION_TIME_ZONES, activityInput } from '@acsc/shared';
import type { ContentKind } from '../content/defs.js';
import { FeeField } from './FeeField.js';
import { QuestionsField } from './QuestionsField.js';

/** Events as the console edits them (the publishable kit). Questions are edited by QuestionsField. */
export const activityKind: ContentKind = {
  key: 'activity',
  route: 'reservation/activities',
  api: ADMIN_RESERVATION_API.activity,
  catalog: 'admin-reservation',
  input: activityInput,
  auditType: 'reservation_activity',
  titleField: 'title',
  fields: [
    { name: 'startsAt', kind: 'datetime', required: true },
    { name: 'endsAt', kind: 'datetime', required: true },
    {
      name: 'timeZone',
      kind: 'select',
      options: RESERVATION_TIME_ZONES,
      optionKeys: 'timeZones',
      required: true,
      defaultValue: 'Asia/Phnom_Penh',
    },
    { name: 'capacity', kind: 'number', required: true, defaultValue: 30 },
    { name: 'registrationOpensAt', kind: 'datetime' },
    { name: 'registrationClosesAt', kind: 'datetime' },
    { name: 'cancelDeadline', kind: 'datetime' },
    { name: 'needsApproval', kind: 'switch', defaultValue: false },
    { name: 'waitingList', kind: 'switch', defaultValue: true },
    { name: 'cancelled', kind: 'switch', defaultValue: false },
    { name: 'fee', kind: 'custom', control: FeeField, defaultValue: null },
    { name: 'payAtDoor', kind: 'switch', defaultValue: false, when: (v) => Boolean(v.fee) },
    { name: 'mapUrl', kind: 'link' },
    { name: 'onlineUrl', kind: 'link' },
    { name: 'questions', kind: 'custom', control: QuestionsField, defaultValue: [] },
    { name: 'title', kind: 'text', required: true },
    { name: 'summary', kind: 'textarea', required: true },
    { name: 'city', kind: 'text' },
    { name: 'place', kind: 'text' },
    { name: 'address', kind: 'text' },
    { name: 'description', kind: 'rich' },
    { name: 'cover', kind: 'image' },
  ],
  preview: { summary: 'summary', body: ['description'], image: 'cover' },
  filters: [],
  sorts: ['startsAt', 'updatedAt', 'id'],
  publicPath: (i) => `/reservation/activity/${String(i.id)}`,
};
