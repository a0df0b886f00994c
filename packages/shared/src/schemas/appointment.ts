import { z } from 'zod';
import { pageQuerySchema } from '../envelope.js';
import { ADMIN_LIMITS, adminListQuery, localizedInput, publishingFields } from './editing.js';
import { localizedMeta } from './content.js';
import { memberCard } from './member.js';
import { dateTime } from './text.js';
import { cityFilter, monthFilter, RESERVATION_TIME_ZONES } from './reservation.js';

/**
 * Appointments (issue 31): a service (for example a scholarship consultation at the office) with time slots
 * staff publish, each with its own capacity; a member books one slot of a service (Booked), cancels it
 * before it starts, and gets a ticket code staff check in. Member calls beside the events' under
 * /prod-api/client/reservation/v1/appointment/..., staff calls under /prod-api/admin/reservation/appointment/...
 */

export const APPOINTMENT_LIMITS = {
  slotCapacityMax: 1000,
  /** Slots one service may show at once (the member's page lists them all). */
  slotsMax: 500,
  /** Longest slot: a day. */
  slotHoursMax: 24,
} as const;

export const APPOINTMENT_API = {
  /** GET ?month=YYYY-MM&city=&pageNum=&pageSize=: published services with an upcoming slot, with their next free slot. */
  list: '/client/reservation/v1/appointment/listPage',
  /** GET: one published service with its upcoming slots (places left) and, signed in, my active booking. */
  slots: '/client/reservation/v1/appointment/slots/:id',
  /** POST {slotId}: books one slot (Booked); one active booking per member and service. */
  book: '/client/reservation/v1/appointment/book',
  /** POST {serviceId}: cancels my booking of a service before its slot starts; the place is free again. */
  cancel: '/client/reservation/v1/appointment/cancel',
  /** GET ?pageNum=&pageSize=: my bookings, newest first. */
  bookingList: '/client/reservation/v1/appointment/booking/listPage',
  /** GET: one of my bookings as an iCalendar file (text/calendar). */
  bookingIcs: '/client/reservation/v1/appointment/booking/ics/:id',
} as const;

export const ADMIN_APPOINTMENT_API = {
  service: {
    list: '/admin/reservation/appointment/service/listPage',
    detail: '/admin/reservation/appointment/service/detail/:id',
    create: '/admin/reservation/appointment/service/create',
    update: '/admin/reservation/appointment/service/update/:id',
    publish: '/admin/reservation/appointment/service/publish/:id',
    unpublish: '/admin/reservation/appointment/service/unpublish/:id',
    remove: '/admin/reservation/appointment/service/delete/:id',
  },
  /** GET ?serviceId=: every slot of a service with its bookings' count, by start. */
  slots: '/admin/reservation/appointment/slot/list',
  /** POST {serviceId, startsAt, endsAt, capacity}: publishes a slot. */
  addSlot: '/admin/reservation/appointment/slot/add',
  /** POST {id}: removes a slot without active bookings (else refused: cancel them first, or keep it). */
  removeSlot: '/admin/reservation/appointment/slot/remove',
  /** GET ?serviceId=&slotId=&pageNum=&pageSize=: a service's bookings, by slot. */
  bookings: '/admin/reservation/appointment/booking/listPage',
  /** POST {code}: checks a booking's ticket in; a second check-in answers when the first was. */
  checkIn: '/admin/reservation/appointment/checkin',
} as const;

/** Statuses of a booking: Booked = a confirmed slot (docs/spec-deviations.md), Cancelled by the member, CheckedIn. */
export const BOOKING_STATUSES = ['Booked', 'Cancelled', 'CheckedIn'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const id = z.number().int().positive();
const isoDate = z.string();
const idValue = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);
const lText = localizedInput(ADMIN_LIMITS.shortText);

// ---------------------------------------------------------------- staff

export const serviceInput = z.object({
  title: localizedInput(ADMIN_LIMITS.title),
  description: localizedInput(ADMIN_LIMITS.summary, 'multi').default({}),
  timeZone: z.enum(RESERVATION_TIME_ZONES).default('Asia/Phnom_Penh'),
  city: lText.default({}),
  place: lText.default({}),
  address: lText.default({}),
});
export type ServiceInput = z.infer<typeof serviceInput>;
export const adminService = serviceInput.extend({ id }).merge(publishingFields);
export type AdminService = z.infer<typeof adminService>;
export const adminServiceQuery = adminListQuery;

export const slotInput = z.object({
  serviceId: id,
  startsAt: dateTime(),
  endsAt: dateTime(),
  capacity: z.number().int().min(1).max(APPOINTMENT_LIMITS.slotCapacityMax),
});
export type SlotInput = z.infer<typeof slotInput>;
export const slotIdBody = z.object({ id });
export const serviceIdQuery = z.object({ serviceId: idValue });
export const adminSlot = z.object({
  id,
  serviceId: id,
  startsAt: isoDate,
  endsAt: isoDate,
  capacity: z.number().int(),
  booked: z.number().int(),
  checkedIn: z.number().int(),
});
export type AdminSlot = z.infer<typeof adminSlot>;

export const adminBookingQuery = pageQuerySchema.extend({ serviceId: idValue, slotId: idValue.optional() });
export const adminBooking = z.object({
  id,
  serviceId: id,
  slotId: id,
  slotStartsAt: isoDate,
  member: memberCard,
  status: z.enum(BOOKING_STATUSES),
  ticketCode: z.string(),
  createdAt: isoDate,
  checkedInAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
});
export type AdminBooking = z.infer<typeof adminBooking>;
export const bookingCheckInResult = adminBooking.extend({
  serviceTitle: z.string(),
  /** True when this call checked the ticket in; false when it was already (checkedInAt says when). */
  firstCheckIn: z.boolean(),
  checkedIn: z.number().int(),
  booked: z.number().int(),
});
export type BookingCheckInResult = z.infer<typeof bookingCheckInResult>;

// ---------------------------------------------------------------- members

export const serviceListQuery = pageQuerySchema.extend({
  month: monthFilter.optional(),
  city: cityFilter.optional(),
});
export type ServiceListQuery = z.infer<typeof serviceListQuery>;

export const slotItem = z.object({
  id,
  startsAt: isoDate,
  endsAt: isoDate,
  capacity: z.number().int(),
  placesLeft: z.number().int(),
});
export type SlotItem = z.infer<typeof slotItem>;

export const serviceListItem = localizedMeta.extend({
  id,
  title: z.string(),
  description: z.string(),
  timeZone: z.enum(RESERVATION_TIME_ZONES),
  city: z.string(),
  place: z.string(),
  /** The first upcoming slot with a free place, null when every slot is taken. */
  nextSlot: slotItem.nullable(),
  /** Upcoming slots with a free place. */
  freeSlots: z.number().int(),
});
export type ServiceListItem = z.infer<typeof serviceListItem>;

export const bookingItem = z.object({
  id,
  serviceId: id,
  slot: slotItem,
  status: z.enum(BOOKING_STATUSES),
  /** The check-in code (the QR code holds it); null once cancelled. */
  ticketCode: z.string().nullable(),
  createdAt: isoDate,
  checkedInAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  /** Whether the member may still cancel (Booked and the slot not started). */
  cancellable: z.boolean(),
});
export type BookingItem = z.infer<typeof bookingItem>;

export const serviceDetail = serviceListItem.extend({
  address: z.string(),
  slots: z.array(slotItem),
  /** My active booking of this service. */
  mine: bookingItem.nullable(),
});
export type ServiceDetail = z.infer<typeof serviceDetail>;

export const bookBody = z.object({ slotId: id });
export const cancelBookingBody = z.object({ serviceId: id });
export const bookingListItem = bookingItem.extend({
  service: serviceListItem.omit({ nextSlot: true, freeSlots: true }),
});
export type BookingListItem = z.infer<typeof bookingListItem>;
export const bookingListQuery = pageQuerySchema;
export const bookingIdParams = z.object({ id: idValue });
