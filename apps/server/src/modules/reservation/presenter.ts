import type { ActivityDetail, ActivityListItem, Language, RegistrationItem } from '@acsc/shared';
import type { StoredAnswer, StoredQuestion } from '../../db/schema/index.js';
import { iso, localize, presentImage, type Localizer } from '../content/localized.js';
import type { ActivityRow, RegistrationRow } from './repo.js';
import { fromCents, presentPayment } from './payments.js';

/** Events and registrations as members and staff read them, in the reader's language. */

const LOCALES: Record<Language, string> = { zh_CN: 'zh-CN', km_KH: 'km-KH', en_US: 'en-US' };
/** A time in the event's own time zone, named, in the reader's language (for messages). */
export function eventTime(at: Date, timeZone: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}

export type RegistrationState = ActivityListItem['registration'];

/** Whether an event takes registrations now, and why not. */
export function registrationState(a: ActivityRow, now: Date): RegistrationState {
  if (a.cancelled) return 'cancelled';
  if (now.getTime() >= a.startsAt.getTime()) return 'past';
  if (a.registrationOpensAt && now.getTime() < a.registrationOpensAt.getTime()) return 'notYet';
  if (a.registrationClosesAt && now.getTime() >= a.registrationClosesAt.getTime()) return 'closed';
  return 'open';
}

/** Until when a member may cancel a place: the deadline, else the start. */
export const cancelUntil = (a: ActivityRow) => a.cancelDeadline ?? a.startsAt;

export function presentActivity(a: ActivityRow, lang: Language, now: Date): ActivityListItem {
  const l = localize(a.title, lang);
  return {
    ...l.meta,
    id: a.id,
    title: l.t(a.title),
    summary: l.t(a.summary),
    cover: presentImage(a.cover),
    startsAt: iso(a.startsAt),
    endsAt: iso(a.endsAt),
    timeZone: a.timeZone as ActivityListItem['timeZone'],
    city: l.t(a.city),
    place: l.t(a.place),
    online: Boolean(a.onlineUrl),
    capacity: a.capacity,
    placesLeft: Math.max(0, a.capacity - a.taken),
    waiting: a.waiting,
    needsApproval: a.needsApproval,
    waitingList: a.waitingList,
    cancelled: a.cancelled,
    registration: registrationState(a, now),
    registrationOpensAt: a.registrationOpensAt ? iso(a.registrationOpensAt) : null,
    registrationClosesAt: a.registrationClosesAt ? iso(a.registrationClosesAt) : null,
    fee: a.feeCents && a.feeCurrency ? { amount: fromCents(a.feeCents), currency: a.feeCurrency } : null,
    payAtDoor: a.payAtDoor,
  };
}

export function presentQuestions(questions: StoredQuestion[], l: Localizer) {
  return questions.map((q) => ({
    key: q.key,
    kind: q.kind,
    label: l.t(q.label),
    options: q.options.map((o) => l.t(o)),
    required: q.required,
    maxLength: q.maxLength,
  }));
}

/** The member's answers as text, each beside its question, in the reader's language. */
export function presentAnswers(questions: StoredQuestion[], answers: StoredAnswer[], l: Localizer) {
  return answers.map((a) => {
    const q = questions.find((x) => x.key === a.key);
    const option = (i: number) => (q ? l.t(q.options[i]) : String(i));
    const answer =
      typeof a.value === 'string'
        ? a.value
        : typeof a.value === 'number'
          ? option(a.value)
          : a.value.map(option).join(', ');
    return { key: a.key, label: q ? l.t(q.label) : a.key, answer };
  });
}

/** Statuses whose ticket lets its holder in (or showed it). */
const TICKET_STATUSES = new Set(['Registered', 'CheckedIn', 'Booked']);

export function presentRegistration(
  reg: RegistrationRow,
  a: ActivityRow,
  lang: Language,
  now: Date,
  waitingPosition: number | null,
): RegistrationItem {
  const l = localize(a.title, lang);
  const active = reg.status === 'Registered' || reg.status === 'Pending' || reg.status === 'Waiting';
  const limit = reg.status === 'Waiting' ? a.startsAt : cancelUntil(a);
  return {
    id: reg.id,
    activityId: a.id,
    status: reg.status,
    waitingPosition: reg.status === 'Waiting' ? waitingPosition : null,
    ticketCode: TICKET_STATUSES.has(reg.status) ? reg.ticketCode : null,
    answers: presentAnswers(a.questions, reg.answers, l),
    reason: reg.reason ?? null,
    createdAt: iso(reg.createdAt),
    checkedInAt: reg.checkedInAt ? iso(reg.checkedInAt) : null,
    cancelledAt: reg.cancelledAt ? iso(reg.cancelledAt) : null,
    cancellable: active && now.getTime() < limit.getTime(),
    payment: presentPayment(reg),
  };
}

export function presentDetail(
  a: ActivityRow,
  lang: Language,
  now: Date,
  mine: RegistrationItem | null,
): ActivityDetail {
  const l = localize(a.title, lang);
  return {
    ...presentActivity(a, lang, now),
    description: l.t(a.description),
    address: l.t(a.address),
    mapUrl: a.mapUrl ?? null,
    onlineUrl: a.onlineUrl ?? null,
    cancelDeadline: a.cancelDeadline ? iso(a.cancelDeadline) : null,
    questions: presentQuestions(a.questions, l),
    mine,
  };
}
