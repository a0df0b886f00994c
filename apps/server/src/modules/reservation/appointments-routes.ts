import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEvent } from 'ics';
import {
  CHECK_IN_ROLES,
  ADMIN_APPOINTMENT_API,
  adminBooking,
  adminBookingQuery,
  adminService,
  adminServiceQuery,
  adminSlot,
  APPOINTMENT_API,
  bookBody,
  bookingCheckInResult,
  bookingIdParams,
  bookingItem,
  bookingListItem,
  bookingListQuery,
  cancelBookingBody,
  checkInBody,
  CONTENT_ROLES,
  idParams,
  pageOf,
  replyOf,
  serviceDetail,
  serviceIdQuery,
  serviceInput,
  serviceListItem,
  serviceListQuery,
  slotIdBody,
  slotInput,
} from '@acsc/shared';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { sendPrepared } from '../../platform/cache.js';
import { publicReservationReads } from './reads.js';
import { optionalMember, readerLanguage, requireMember } from '../../platform/auth.js';
import { fail } from '../../platform/errors.js';
import { actorOf, roles } from '../../platform/staff.js';
import { registerPublishableRoutes } from '../content/publishable/routes.js';
import { serviceDef } from './appointments-content.js';
import { addSlot, checkInBooking, listBookings, listSlots, removeSlot } from './appointments-staff.js';
import { book, cancelBooking, listServices, myBooking, myBookings, serviceSlots } from './appointments.js';

/**
 * Appointments' calls (issue 31): services with their slots, booking and cancelling, my bookings with an .ics
 * file; staff write services (the content kit), publish and remove slots, list bookings and check them in.
 */
export function registerAppointmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const P = APPOINTMENT_API;

  // Free slots change with every booking: kept until the next one (reads.ts), browsers ask again each time.
  const visitorReads = publicReservationReads(ctx);
  api.get(
    P.list,
    { schema: { querystring: serviceListQuery, response: replyOf(pageOf(serviceListItem)) } },
    async (request, reply) =>
      sendPrepared(
        request,
        reply,
        await visitorReads(request, `services:${JSON.stringify(request.query)}`, (now) =>
          listServices(ctx, request.query, request.lang, now),
        ),
        { revalidate: true },
      ),
  );

  api.get(
    P.slots,
    {
      onRequest: optionalMember,
      schema: { params: idParams, response: replyOf(serviceDetail) },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      reply.header('cache-control', request.member ? 'private, no-store' : 'no-cache');
      const lang = request.member ? readerLanguage(request) : request.lang;
      return ok(request, await serviceSlots(ctx, request.params.id, request.member?.id ?? null, lang));
    },
  );

  api.post(
    P.book,
    {
      onRequest: requireMember,
      schema: { body: bookBody, response: replyOf(bookingItem) },
      config: {
        errors: ['APPOINTMENT_SLOT_NOT_FOUND', 'APPOINTMENT_SLOT_FULL', 'APPOINTMENT_SLOT_PAST', 'APPOINTMENT_TWICE'],
      },
    },
    async (request) => ok(request, await book(ctx, request.member!.id, request.body.slotId, readerLanguage(request))),
  );

  api.post(
    P.cancel,
    {
      onRequest: requireMember,
      schema: { body: cancelBookingBody, response: replyOf(bookingItem) },
      config: { errors: ['APPOINTMENT_NOT_BOOKED', 'APPOINTMENT_CANCEL_PAST'] },
    },
    async (request) =>
      ok(request, await cancelBooking(ctx, request.member!.id, request.body.serviceId, readerLanguage(request))),
  );

  api.get(
    P.bookingList,
    { onRequest: requireMember, schema: { querystring: bookingListQuery, response: replyOf(pageOf(bookingListItem)) } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(request, await myBookings(ctx, request.member!.id, request.query, readerLanguage(request)));
    },
  );

  api.get(
    P.bookingIcs,
    {
      onRequest: requireMember,
      schema: {
        params: bookingIdParams,
        description: 'Success answers an iCalendar file (text/calendar, private, no-store), not the envelope.',
      },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      const b = await myBooking(ctx, request.member!.id, request.params.id, readerLanguage(request));
      const { error, value } = createEvent({
        uid: `acsc-appointment-${b.id}@acsc`,
        start: Date.parse(b.slot.startsAt),
        startInputType: 'utc',
        startOutputType: 'utc',
        end: Date.parse(b.slot.endsAt),
        endInputType: 'utc',
        endOutputType: 'utc',
        title: b.service.title,
        description: b.service.description || undefined,
        location: [b.service.place, b.address, b.service.city].filter(Boolean).join(', ') || undefined,
        productId: 'acsc/reservation',
      });
      if (error || !value) fail('INTERNAL');
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="appointment-${b.id}.ics"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(value);
    },
  );
}

/** Staff's appointment calls: services (editors and admins), slots, bookings and check-in (CHECK_IN_ROLES). */
export function registerAppointmentStaff(scope: FastifyInstance, ctx: AppContext) {
  const P = ADMIN_APPOINTMENT_API;
  registerPublishableRoutes(
    scope,
    ctx,
    serviceDef,
    P.service,
    { input: serviceInput, list: adminServiceQuery, item: adminService },
    CONTENT_ROLES,
  );
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(
    P.slots,
    {
      ...roles(CHECK_IN_ROLES),
      schema: { querystring: serviceIdQuery, response: replyOf(z.array(adminSlot)) },
      config: { roles: [...CHECK_IN_ROLES], errors: ['NOT_FOUND'] },
    },
    async (request) => ok(request, await listSlots(ctx, request.query.serviceId)),
  );
  api.post(
    P.addSlot,
    {
      ...roles(CONTENT_ROLES),
      schema: { body: slotInput, response: replyOf(adminSlot) },
      config: {
        roles: [...CONTENT_ROLES],
        errors: ['NOT_FOUND', 'APPOINTMENT_SLOT_TIME', 'APPOINTMENT_SLOT_PAST', 'APPOINTMENT_SLOT_OVERLAP'],
      },
    },
    async (request) => ok(request, await addSlot(ctx, actorOf(request), request.body)),
  );
  api.post(
    P.removeSlot,
    {
      ...roles(CONTENT_ROLES),
      schema: { body: slotIdBody, response: replyOf(z.object({ id: z.number().int() })) },
      config: { roles: [...CONTENT_ROLES], errors: ['APPOINTMENT_SLOT_NOT_FOUND', 'APPOINTMENT_SLOT_BOOKED'] },
    },
    async (request) => ok(request, await removeSlot(ctx, actorOf(request), request.body.id)),
  );
  api.get(
    P.bookings,
    {
      ...roles(CHECK_IN_ROLES),
      schema: { querystring: adminBookingQuery, response: replyOf(pageOf(adminBooking)) },
      config: { roles: [...CHECK_IN_ROLES], errors: ['NOT_FOUND'] },
    },
    async (request) => ok(request, await listBookings(ctx, request.query, request.lang)),
  );
  api.post(
    P.checkIn,
    {
      ...roles(CHECK_IN_ROLES),
      schema: { body: checkInBody, response: replyOf(bookingCheckInResult) },
      config: { roles: [...CHECK_IN_ROLES], errors: ['TICKET_NOT_FOUND', 'TICKET_NOT_VALID'] },
    },
    async (request) => ok(request, await checkInBooking(ctx, request.body.code, request.lang)),
  );
}
