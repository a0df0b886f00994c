import type { z } from 'zod';
import type { ActivityInput, adminActivityQuery } from '@acsc/shared';
import { reservationActivities } from '../../db/schema/index.js';
import { fail } from '../../platform/errors.js';
import { definePublishable } from '../content/publishable/service.js';
import { image, loc, richText } from '../content/values.js';
import { checkPublishable, fromCents, toCents } from './payments.js';

/** Events as the staff console writes them: trilingual, publishable, audited (content/publishable). */

type Query = z.infer<typeof adminActivityQuery>;
const date = (s: string | null) => (s ? new Date(s) : null);

export const activityDef = definePublishable<typeof reservationActivities, ActivityInput, Query>({
  type: 'reservation_activity',
  table: reservationActivities,
  sorts: {
    startsAt: reservationActivities.startsAt,
    updatedAt: reservationActivities.updatedAt,
    id: reservationActivities.id,
  },
  defaultOrder: 'desc',
  searchColumns: [reservationActivities.title, reservationActivities.summary],
  required: { title: reservationActivities.title, summary: reservationActivities.summary },
  title: (r) => r.title,
  writeErrors: ['PAYMENT_PROVIDER_MISSING', 'KHQR_CURRENCY'],
  beforePublish: (row, config) => checkPublishable(config, row),
  async check(_tx, input) {
    if (Date.parse(input.endsAt) < Date.parse(input.startsAt)) fail('VALIDATION', { detail: 'endsAt' });
    if (input.registrationClosesAt && Date.parse(input.registrationClosesAt) > Date.parse(input.startsAt))
      fail('VALIDATION', { detail: 'registrationClosesAt' });
    if (
      input.registrationOpensAt &&
      input.registrationClosesAt &&
      Date.parse(input.registrationOpensAt) >= Date.parse(input.registrationClosesAt)
    )
      fail('VALIDATION', { detail: 'registrationOpensAt' });
    const keys = input.questions.map((q) => q.key);
    if (new Set(keys).size !== keys.length) fail('VALIDATION', { detail: 'questions' });
    if (input.questions.some((q) => q.kind !== 'text' && q.options.length < 2))
      fail('VALIDATION', { detail: 'questions.options' });
    // A question or a choice with no text in any language would reach members as a bare key or a blank.
    const said = (l: Partial<Record<string, string>>) => Object.values(l).some((t) => (t ?? '').trim() !== '');
    if (input.questions.some((q) => !said(q.label))) fail('VALIDATION', { detail: 'questions.label' });
    if (input.questions.some((q) => q.options.some((o) => !said(o))))
      fail('VALIDATION', { detail: 'questions.options' });
    // KHQR carries USD and KHR (whole riels); a fee in CNY is paid at the door.
    if (input.fee?.currency === 'CNY' && !input.payAtDoor) fail('KHQR_CURRENCY');
    if (input.fee?.currency === 'KHR' && !Number.isInteger(input.fee.amount))
      fail('VALIDATION', { detail: 'fee.amount' });
  },
  toValues: (i) => ({
    title: loc(i.title),
    summary: loc(i.summary),
    description: richText(i.description),
    cover: image(i.cover),
    startsAt: new Date(i.startsAt),
    endsAt: new Date(i.endsAt),
    timeZone: i.timeZone,
    city: loc(i.city),
    place: loc(i.place),
    address: loc(i.address),
    mapUrl: i.mapUrl,
    onlineUrl: i.onlineUrl,
    capacity: i.capacity,
    registrationOpensAt: date(i.registrationOpensAt),
    registrationClosesAt: date(i.registrationClosesAt),
    cancelDeadline: date(i.cancelDeadline),
    needsApproval: i.needsApproval,
    waitingList: i.waitingList,
    questions: i.questions.map((q) => ({
      key: q.key,
      kind: q.kind,
      label: loc(q.label),
      options: q.kind === 'text' ? [] : q.options.map(loc),
      required: q.required,
      maxLength: q.maxLength,
    })),
    cancelled: i.cancelled,
    feeCents: i.fee ? toCents(i.fee.amount) : null,
    feeCurrency: i.fee?.currency ?? null,
    payAtDoor: i.fee ? i.payAtDoor : false,
  }),
  present: (r) => ({
    title: r.title,
    summary: r.summary,
    description: r.description,
    cover: r.cover ?? null,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    timeZone: r.timeZone,
    city: r.city,
    place: r.place,
    address: r.address,
    mapUrl: r.mapUrl ?? null,
    onlineUrl: r.onlineUrl ?? null,
    capacity: r.capacity,
    registrationOpensAt: r.registrationOpensAt?.toISOString() ?? null,
    registrationClosesAt: r.registrationClosesAt?.toISOString() ?? null,
    cancelDeadline: r.cancelDeadline?.toISOString() ?? null,
    needsApproval: r.needsApproval,
    waitingList: r.waitingList,
    questions: r.questions,
    cancelled: r.cancelled,
    fee: r.feeCents && r.feeCurrency ? { amount: fromCents(r.feeCents), currency: r.feeCurrency } : null,
    payAtDoor: r.payAtDoor,
    taken: r.taken,
    waiting: r.waiting,
  }),
});
