import { z } from 'zod';
import { pageQuerySchema } from '../envelope.js';
import { ADMIN_LIMITS, adminListQuery, imageInput, linkValue, localizedInput, publishingFields } from './editing.js';
import { contentImage, localizedMeta } from './content.js';
import { memberCard } from './member.js';
import { dateTime, multiLine, singleLine } from './text.js';

/**
 * Reservations and events (issue 31): events (activities) with a participant limit, a registration window,
 * a cancellation deadline, optional approval by staff and optional questions; members register, wait on
 * the waiting list, cancel, and get a ticket code for check-in. Member calls under
 * /prod-api/client/reservation/v1/..., staff calls under /prod-api/admin/reservation/...
 */

export const RESERVATION_LIMITS = {
  capacityMax: 100_000,
  questionsMax: 20,
  optionsMax: 20,
  /** Longest answer to a text question (a question may set less). */
  answerMax: 2000,
  reasonMax: 500,
  /** Longest message staff send to everyone registered for an event. */
  messageMax: 1000,
  ticketCodeLength: 10,
} as const;

export const RESERVATION_API = {
  /** GET ?tab=upcoming|past&pageNum=&pageSize=: published events, upcoming soonest first, past latest first. */
  activityList: '/client/reservation/v1/activity/listPage',
  /** GET: one published event; a signed-in member also gets their own registration. */
  activityDetail: '/client/reservation/v1/activity/detail/:id',
  /** POST {activityId, answers, agree: true}: a place (Registered, or Pending with approval) or the waiting list. */
  register: '/client/reservation/v1/activity/register',
  /** POST {activityId}: cancels my registration before the deadline; the first in line gets the place. */
  cancel: '/client/reservation/v1/activity/cancel',
  /** GET ?pageNum=&pageSize=: my registrations, newest first. */
  recordList: '/client/reservation/v1/record/listPage',
  /** GET: one of my registrations with its ticket code and my answers. */
  recordDetail: '/client/reservation/v1/record/detail/:id',
  /** GET: the event of one of my registrations as an iCalendar file (text/calendar). */
  recordIcs: '/client/reservation/v1/record/ics/:id',
  /**
   * POST {orderNo}: the payment state of one of my orders (the spec's order payment check); a paid order's
   * registration becomes Registered. The web passes its error answers on as they are (no error toast).
   */
  checkPay: '/api/user/order/check_pay',
  /** POST {orderNo}: development and tests only (the dev payment gateway): marks the order paid at the gateway. */
  devPay: '/dev/payment/pay',
} as const;

export const ADMIN_RESERVATION_API = {
  activity: {
    list: '/admin/reservation/activity/listPage',
    detail: '/admin/reservation/activity/detail/:id',
    create: '/admin/reservation/activity/create',
    update: '/admin/reservation/activity/update/:id',
    publish: '/admin/reservation/activity/publish/:id',
    unpublish: '/admin/reservation/activity/unpublish/:id',
    remove: '/admin/reservation/activity/delete/:id',
  },
  /** GET ?activityId=&status=&pageNum=&pageSize=: the registrations of one event, in queue order. */
  registrations: '/admin/reservation/registration/listPage',
  /** POST {id}: a Pending registration becomes Registered. */
  approve: '/admin/reservation/registration/approve',
  /** POST {id, reason}: a Pending registration becomes Failed; the first in line gets the place. */
  reject: '/admin/reservation/registration/reject',
  /** POST {code}: checks a ticket in; a second check-in answers when the first was. */
  checkIn: '/admin/reservation/checkin',
  /** GET ?activityId=: every registration of an event as CSV (UTF-8 with BOM: Excel keeps Chinese and Khmer). */
  exportCsv: '/admin/reservation/registration/export',
  /** POST {activityId, message, includeWaiting}: a message to everyone with a place (and the waiting list). */
  message: '/admin/reservation/registration/message',
  /** POST {id, note}: records a refund of a paid registration (the money goes back outside the site). */
  refund: '/admin/reservation/registration/refund',
} as const;

/**
 * The spec's status names (Pending, Failed, Booked, Registered) and Pretix's other states
 * (docs/spec-deviations.md): Registered = a confirmed place at an event; Booked = a confirmed appointment
 * slot (appointments are not built yet); Pending = waiting for staff approval (it holds its place);
 * Failed = rejected by staff; Waiting = on the waiting list; Cancelled = by the member; CheckedIn.
 */
export const RESERVATION_STATUSES = [
  'Pending',
  'Failed',
  'Booked',
  'Registered',
  'Waiting',
  'Cancelled',
  'CheckedIn',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** Statuses that hold a place of the event's limit. */
export const PLACE_HOLDING_STATUSES: readonly ReservationStatus[] = ['Pending', 'Registered', 'CheckedIn', 'Booked'];

/**
 * Paid events (issue 31): a fee in one currency. KHQR carries USD and KHR; a fee in CNY is paid at the door
 * (docs/spec-deviations.md).
 */
export const FEE_CURRENCIES = ['USD', 'KHR', 'CNY'] as const;
export type FeeCurrency = (typeof FEE_CURRENCIES)[number];
export const KHQR_CURRENCIES: readonly FeeCurrency[] = ['USD', 'KHR'];
/** Minutes an unpaid order holds its place. */
export const ORDER_HOLD_MINUTES = 15;
/**
 * A registration's payment: due (an order waits for payment), paid, refunded, expired (the order ran out),
 * door (pay at the door: marked paid at check-in).
 */
export const PAYMENT_STATES = ['due', 'paid', 'refunded', 'expired', 'door'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const feeValue = z.object({
  /** In the currency's units (USD 2 decimals, KHR and CNY as given, up to 2 decimals). */
  amount: z.number().positive().max(100_000_000).multipleOf(0.01),
  currency: z.enum(FEE_CURRENCIES),
});
export type FeeValue = z.infer<typeof feeValue>;

/** Event time zones: members live in Cambodia (UTC+7) and China (UTC+8). */
export const RESERVATION_TIME_ZONES = ['Asia/Phnom_Penh', 'Asia/Shanghai'] as const;
export const QUESTION_KINDS = ['text', 'single', 'multiple'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

const id = z.number().int().positive();
const isoDate = z.string();
const idValue = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);
const lText = localizedInput(ADMIN_LIMITS.shortText);

// ---------------------------------------------------------------- staff input

export const questionInput = z.object({
  /** A short key, stable across edits, that answers refer to. */
  key: singleLine()
    .regex(/^[a-z0-9_-]{1,20}$/, 'lower-case letters, digits, _ and -')
    .meta({ example: 'diet' }),
  kind: z.enum(QUESTION_KINDS),
  label: lText,
  /** The choices of a single or multiple choice question, each in three languages. */
  options: z.array(lText).max(RESERVATION_LIMITS.optionsMax).default([]),
  required: z.boolean().default(false),
  /** Longest answer to a text question. */
  maxLength: z.number().int().min(1).max(RESERVATION_LIMITS.answerMax).default(200),
});
export type QuestionInput = z.infer<typeof questionInput>;

export const activityInput = z.object({
  title: localizedInput(ADMIN_LIMITS.title),
  summary: localizedInput(ADMIN_LIMITS.summary, 'multi').default({}),
  description: localizedInput(ADMIN_LIMITS.html, 'multi').default({}),
  cover: imageInput.nullable().default(null),
  startsAt: dateTime(),
  endsAt: dateTime(),
  timeZone: z.enum(RESERVATION_TIME_ZONES).default('Asia/Phnom_Penh'),
  city: lText.default({}),
  place: lText.default({}),
  address: lText.default({}),
  mapUrl: linkValue.nullable().default(null),
  onlineUrl: linkValue.nullable().default(null),
  capacity: z.number().int().min(1).max(RESERVATION_LIMITS.capacityMax),
  /** No opening time: open once published; no closing time: open until the start. */
  registrationOpensAt: dateTime().nullable().default(null),
  registrationClosesAt: dateTime().nullable().default(null),
  /** No deadline: members may cancel until the start. */
  cancelDeadline: dateTime().nullable().default(null),
  needsApproval: z.boolean().default(false),
  /** Without a waiting list a full event refuses registrations. */
  waitingList: z.boolean().default(true),
  questions: z.array(questionInput).max(RESERVATION_LIMITS.questionsMax).default([]),
  /** Cancelled by the organizers: shown as such, no registrations. */
  cancelled: z.boolean().default(false),
  /** A fee (null: free). Paid by KHQR when registering, or at the door with payAtDoor. */
  fee: feeValue.nullable().default(null),
  /** The fee is paid at the door: registrations are Registered unpaid, check-in marks them paid. */
  payAtDoor: z.boolean().default(false),
});
export type ActivityInput = z.infer<typeof activityInput>;
export const adminActivity = activityInput
  .extend({ id, taken: z.number().int(), waiting: z.number().int() })
  .merge(publishingFields);
export type AdminActivity = z.infer<typeof adminActivity>;
export const adminActivityQuery = adminListQuery;
export const ADMIN_ACTIVITY_SORTS = ['startsAt', 'updatedAt', 'id'] as const;

// ---------------------------------------------------------------- member calls

/** A month (YYYY-MM) in the item's own time zone (the list filter). */
export const monthFilter = singleLine()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM')
  .meta({ example: '2026-12' });
/** A city's name in any of the three languages, as the list shows it (the list filter). */
export const cityFilter = singleLine().trim().min(1).max(ADMIN_LIMITS.shortText).meta({ example: 'Phnom Penh' });
/** The /reservation list's kinds: events, appointment services (schemas/appointment.ts), or both. */
export const RESERVATION_KINDS = ['event', 'appointment'] as const;

export const activityListQuery = pageQuerySchema.extend({
  tab: z.enum(['upcoming', 'past']).default('upcoming'),
  /** appointment: no events (the appointments' own list answers). */
  kind: z.enum(RESERVATION_KINDS).optional(),
  month: monthFilter.optional(),
  city: cityFilter.optional(),
});
export type ActivityListQuery = z.infer<typeof activityListQuery>;

export const activityQuestion = z.object({
  key: z.string(),
  kind: z.enum(QUESTION_KINDS),
  label: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
  maxLength: z.number().int(),
});
export type ActivityQuestion = z.infer<typeof activityQuestion>;

/** One answer: text for a text question, an option's index for single choice, indexes for multiple choice. */
export const answerValue = z.union([
  multiLine().max(RESERVATION_LIMITS.answerMax * 2),
  z.number().int().min(0).max(RESERVATION_LIMITS.optionsMax),
  z.array(z.number().int().min(0).max(RESERVATION_LIMITS.optionsMax)).max(RESERVATION_LIMITS.optionsMax),
]);
export type AnswerValue = z.infer<typeof answerValue>;
export const answerInput = z.object({
  key: singleLine().max(20).meta({ example: 'diet' }),
  value: answerValue,
});

export const activityListItem = localizedMeta.extend({
  id,
  title: z.string(),
  summary: z.string(),
  cover: contentImage.nullable(),
  startsAt: isoDate,
  endsAt: isoDate,
  timeZone: z.enum(RESERVATION_TIME_ZONES),
  city: z.string(),
  place: z.string(),
  online: z.boolean(),
  capacity: z.number().int(),
  /** Places left (0: full). */
  placesLeft: z.number().int(),
  waiting: z.number().int(),
  needsApproval: z.boolean(),
  waitingList: z.boolean(),
  cancelled: z.boolean(),
  /** open | notYet | closed | past | cancelled, as of now. */
  registration: z.enum(['open', 'notYet', 'closed', 'past', 'cancelled']),
  registrationOpensAt: isoDate.nullable(),
  registrationClosesAt: isoDate.nullable(),
  fee: feeValue.nullable(),
  payAtDoor: z.boolean(),
});
export type ActivityListItem = z.infer<typeof activityListItem>;

/** The payment of a registration as its member reads it. */
export const paymentItem = z.object({
  state: z.enum(PAYMENT_STATES),
  amount: z.number(),
  currency: z.enum(FEE_CURRENCIES),
  /** The order number (check_pay takes it); null when paid at the door. */
  orderNo: z.string().nullable(),
  /** The KHQR payment string to show as a QR code while the order is due. */
  khqr: z.string().nullable(),
  /** Until when an unpaid order holds the place. */
  expiresAt: isoDate.nullable(),
  paidAt: isoDate.nullable(),
  refundedAt: isoDate.nullable(),
});
export type PaymentItem = z.infer<typeof paymentItem>;

/** My registration as the event detail and my records show it. */
export const registrationItem = z.object({
  id,
  activityId: id,
  status: z.enum(RESERVATION_STATUSES),
  /** Place on the waiting list (1 = next), null when not waiting. */
  waitingPosition: z.number().int().nullable(),
  /** The check-in code (the QR code holds it); null while it gives no entry. */
  ticketCode: z.string().nullable(),
  answers: z.array(z.object({ key: z.string(), label: z.string(), answer: z.string() })),
  reason: z.string().nullable(),
  createdAt: isoDate,
  checkedInAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  /** Whether the member may still cancel. */
  cancellable: z.boolean(),
  /** The fee's payment (null: a free event). */
  payment: paymentItem.nullable(),
});
export type RegistrationItem = z.infer<typeof registrationItem>;

export const activityDetail = activityListItem.extend({
  description: z.string(),
  address: z.string(),
  mapUrl: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  cancelDeadline: isoDate.nullable(),
  questions: z.array(activityQuestion),
  mine: registrationItem.nullable(),
});
export type ActivityDetail = z.infer<typeof activityDetail>;

export const registerBody = z.object({
  activityId: id,
  answers: z.array(answerInput).max(RESERVATION_LIMITS.questionsMax).default([]),
  /** The member accepts the event's terms. */
  agree: z.literal(true),
  /** The currency the member pays in (a paid event): it must be the event's. */
  currency: z.enum(FEE_CURRENCIES).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;
export const cancelBody = z.object({ activityId: id });

/** The order payment check (spec section 7): the order number of one of my registrations. */
export const checkPayBody = z.object({
  orderNo: singleLine()
    .trim()
    .regex(/^R[0-9A-Z]{6,30}$/, 'an order number')
    .meta({ example: 'R20261128K7P2M9QX' }),
});
export const ORDER_STATES = ['Pending', 'Paid', 'Expired', 'Refunded'] as const;
export const checkPayResult = z.object({
  orderNo: z.string(),
  /** Pending: not paid yet; Paid; Expired: not paid in time, the place went; Refunded. */
  status: z.enum(ORDER_STATES),
  paid: z.boolean(),
  amount: z.number(),
  currency: z.enum(FEE_CURRENCIES),
  expiresAt: isoDate.nullable(),
  paidAt: isoDate.nullable(),
  registrationId: id,
  activityId: id,
  /** The registration's status after the check (Registered once paid). */
  registrationStatus: z.enum(RESERVATION_STATUSES),
});
export type CheckPayResult = z.infer<typeof checkPayResult>;

export const recordListItem = registrationItem.extend({ activity: activityListItem });
export type RecordListItem = z.infer<typeof recordListItem>;
export const recordListQuery = pageQuerySchema;
export const recordIdParams = z.object({ id: idValue });

// ---------------------------------------------------------------- staff calls on registrations

export const adminRegistrationQuery = pageQuerySchema.extend({
  activityId: idValue,
  status: z.enum(RESERVATION_STATUSES).optional(),
});
export const adminRegistration = z.object({
  id,
  activityId: id,
  member: memberCard,
  status: z.enum(RESERVATION_STATUSES),
  ticketCode: z.string(),
  answers: z.array(z.object({ key: z.string(), label: z.string(), answer: z.string() })),
  reason: z.string().nullable(),
  createdAt: isoDate,
  checkedInAt: isoDate.nullable(),
  payment: paymentItem.omit({ khqr: true }).extend({ refundNote: z.string().nullable() }).nullable(),
});
export type AdminRegistration = z.infer<typeof adminRegistration>;
export const registrationExportQuery = z.object({ activityId: idValue });
export const approveBody = z.object({ id });
export const rejectBody = z.object({
  id,
  reason: multiLine().trim().min(1).max(RESERVATION_LIMITS.reasonMax),
});
export const messageRegisteredBody = z.object({
  activityId: id,
  message: multiLine().trim().min(1).max(RESERVATION_LIMITS.messageMax),
  /** Those on the waiting list too (they may still get a place). */
  includeWaiting: z.boolean().default(false),
});
export type MessageRegisteredBody = z.input<typeof messageRegisteredBody>;
export const messageRegisteredResult = z.object({ sent: z.number().int() });
export const refundBody = z.object({
  id,
  note: multiLine().trim().max(RESERVATION_LIMITS.reasonMax).default(''),
});
export const checkInBody = z.object({
  code: singleLine()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/, 'the ticket code')
    .meta({ example: 'K7P2M9QX4T' }),
});
export const checkInResult = adminRegistration.extend({
  activityTitle: z.string(),
  /** True when this call checked the ticket in; false when it was already (checkedInAt says when). */
  firstCheckIn: z.boolean(),
  checkedIn: z.number().int(),
  registered: z.number().int(),
});
export type CheckInResult = z.infer<typeof checkInResult>;
