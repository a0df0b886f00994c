import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEvent } from 'ics';
import { z } from 'zod';
import {
  activityDetail as activityDetailSchema,
  activityListItem,
  activityListQuery,
  cancelBody,
  checkPayBody,
  checkPayResult,
  idParams,
  pageOf,
  recordIdParams,
  recordListItem,
  recordListQuery,
  registerBody,
  registrationItem,
  replyOf,
  RESERVATION_API,
  APPOINTMENT_API,
  serviceListItem,
  serviceListQuery,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { sendPrepared } from '../../platform/cache.js';
import { publicReservationReads } from './reads.js';
import { optionalMember, readerLanguage, requireMember } from '../../platform/auth.js';
import { fail } from '../../platform/errors.js';
import { pageRead } from '../../platform/page-reads.js';
import type { AppModule } from '../types.js';
import { registerReservationJobs } from './jobs.js';
import { RESERVATION_NOTIFICATIONS } from './notifications.js';
import { PAYMENT_NOTIFICATIONS } from './payment-notifications.js';
import { devGateway } from './gateway.js';
import { checkPay, devPay } from './payments.js';
import { registerReservationStaff } from './staff-routes.js';
import { activityDef } from './staff-content.js';
import { registerAppointmentRoutes, registerAppointmentStaff } from './appointments-routes.js';
import { APPOINTMENT_NOTIFICATIONS } from './appointments-notifications.js';
import { serviceDef } from './appointments-content.js';
import { bookingSummary, eraseBookings, exportBookings, listServices } from './appointments.js';
import {
  activityDetail,
  cancel,
  eraseReservations,
  exportReservations,
  fillFromWaitingList,
  listActivities,
  myRecord,
  myRecords,
  register,
  reservationSummary,
} from './service.js';

/**
 * Reservations and events (issue 31): published events with their places left, registration with
 * questions, the waiting list, cancellation, my reservations with a ticket and an .ics file. Staff
 * write events and handle registrations (staff-routes.ts).
 */
export const reservationModule: AppModule = {
  name: 'reservation',
  notifications: [...RESERVATION_NOTIFICATIONS, ...PAYMENT_NOTIFICATIONS, ...APPOINTMENT_NOTIFICATIONS],
  publishable: [activityDef, serviceDef],
  register: (app, ctx) => {
    registerReservationRoutes(app, ctx);
    registerAppointmentRoutes(app, ctx);
  },
  registerStaff: (scope, ctx) => {
    registerReservationStaff(scope, ctx);
    registerAppointmentStaff(scope, ctx);
  },
  registerJobs: registerReservationJobs,
  // The drawn pages' reads (platform/page-reads.ts): the list and an event as a visitor sees them; a member's
  // own registration comes after start-up (the detail is read again with the session).
  pages: (ctx) => ({
    api: {
      [RESERVATION_API.activityList]: pageRead(
        { query: activityListQuery, response: pageOf(activityListItem) },
        ({ query, lang }) => listActivities(ctx, query, lang),
      ),
      [APPOINTMENT_API.list]: pageRead(
        { query: serviceListQuery, response: pageOf(serviceListItem) },
        ({ query, lang }) => listServices(ctx, query, lang),
      ),
      [RESERVATION_API.activityDetail]: pageRead(
        { params: idParams, response: activityDetailSchema },
        ({ params, lang }) => activityDetail(ctx, params.id, null, lang),
      ),
    },
  }),
  memberSummary: async (ctx, memberId) => ({
    ...(await reservationSummary(ctx, memberId)),
    ...(await bookingSummary(ctx, memberId)),
  }),
  exportMemberData: async (ctx, memberId) => ({
    registrations: await exportReservations(ctx, memberId),
    appointments: await exportBookings(ctx, memberId),
  }),
  eraseMemberData: async (ctx, memberId, tx) => {
    await eraseReservations(ctx, memberId, tx);
    await eraseBookings(ctx, memberId, tx);
  },
};

const privateRead = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');
const REGISTER_ERRORS = [
  'NOT_FOUND',
  'RESERVATION_CLOSED',
  'RESERVATION_NOT_OPEN',
  'RESERVATION_FULL',
  'RESERVATION_PAST',
  'RESERVATION_EVENT_CANCELLED',
  'RESERVATION_TWICE',
  'ANSWER_REQUIRED',
  'ANSWER_TOO_LONG',
  'ANSWER_INVALID',
  'PAYMENT_CURRENCY',
  'KHQR_CURRENCY',
  'PAYMENT_UNAVAILABLE',
] as const;

export function registerReservationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const P = RESERVATION_API;

  // A visitor's list and event are kept in the read cache until the next write to an event's counts
  // (platform/read-cache.ts, the `reservation` counter of migration 0021: every registration, cancellation
  // and promotion bumps it), so places left are never older than the last registration. Browsers keep them
  // but ask again each time (an ETag, mostly a 304). A member's event (their own registration) is read fresh.
  const visitorReads = publicReservationReads(ctx);
  api.get(
    P.activityList,
    { schema: { querystring: activityListQuery, response: replyOf(pageOf(activityListItem)) } },
    async (request, reply) =>
      sendPrepared(
        request,
        reply,
        await visitorReads(request, `list:${JSON.stringify(request.query)}`, (now) =>
          listActivities(ctx, request.query, request.lang, now),
        ),
        { revalidate: true },
      ),
  );

  api.get(
    P.activityDetail,
    {
      onRequest: optionalMember,
      schema: { params: idParams, response: replyOf(activityDetailSchema) },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      if (!request.member)
        return sendPrepared(
          request,
          reply,
          await visitorReads(request, `detail:${request.params.id}`, (now) =>
            activityDetail(ctx, request.params.id, null, request.lang, now),
          ),
          { revalidate: true },
        );
      reply.header('cache-control', 'private, no-store');
      return ok(request, await activityDetail(ctx, request.params.id, request.member.id, readerLanguage(request)));
    },
  );

  api.post(
    P.register,
    {
      onRequest: requireMember,
      schema: { body: registerBody, response: replyOf(registrationItem) },
      config: { errors: [...REGISTER_ERRORS] },
    },
    async (request) => ok(request, await register(ctx, request.member!.id, request.body, readerLanguage(request))),
  );

  api.post(
    P.cancel,
    {
      onRequest: requireMember,
      schema: { body: cancelBody, response: replyOf(registrationItem) },
      config: {
        errors: ['NOT_FOUND', 'RESERVATION_NOT_REGISTERED', 'RESERVATION_CANCEL_DEADLINE', 'RESERVATION_STATE'],
      },
    },
    async (request) =>
      ok(request, await cancel(ctx, request.member!.id, request.body.activityId, readerLanguage(request))),
  );

  // The spec's order payment check (sections 7 and 8): the web passes its error answers on as they are.
  api.post(
    P.checkPay,
    {
      onRequest: requireMember,
      schema: {
        body: checkPayBody,
        response: replyOf(checkPayResult),
        description:
          "The payment state of one of the member's orders (a paid event's registration); the payment provider " +
          'is asked while it is due, and a paid order makes the registration Registered.',
      },
      config: { errors: ['ORDER_NOT_FOUND'] },
    },
    async (request, reply) => {
      privateRead(reply);
      return ok(request, await checkPay(ctx, request.member!.id, request.body.orderNo, fillFromWaitingList));
    },
  );

  // The dev payment gateway (development and tests only, like the outbox): an order counts as paid.
  if (devGateway(ctx)) {
    api.post(
      P.devPay,
      {
        schema: {
          body: checkPayBody,
          response: replyOf(z.object({ orderNo: z.string(), paidAtGateway: z.boolean() })),
          description: 'Development and tests only: the dev payment gateway counts the order as paid.',
        },
        config: { errors: ['ORDER_NOT_FOUND'] },
      },
      async (request) => ok(request, await devPay(ctx, request.body.orderNo)),
    );
  }

  api.get(
    P.recordList,
    { onRequest: requireMember, schema: { querystring: recordListQuery, response: replyOf(pageOf(recordListItem)) } },
    async (request, reply) => {
      privateRead(reply);
      return ok(request, await myRecords(ctx, request.member!.id, request.query, readerLanguage(request)));
    },
  );

  api.get(
    P.recordDetail,
    {
      onRequest: requireMember,
      schema: { params: recordIdParams, response: replyOf(recordListItem) },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      privateRead(reply);
      return ok(request, await myRecord(ctx, request.member!.id, request.params.id, readerLanguage(request)));
    },
  );

  api.get(
    P.recordIcs,
    {
      onRequest: requireMember,
      schema: {
        params: recordIdParams,
        description: 'Success answers an iCalendar file (text/calendar, private, no-store), not the envelope.',
      },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      const rec = await myRecord(ctx, request.member!.id, request.params.id, readerLanguage(request));
      const a = rec.activity;
      const { error, value } = createEvent({
        uid: `acsc-reservation-${rec.id}@acsc`,
        start: Date.parse(a.startsAt),
        startInputType: 'utc',
        startOutputType: 'utc',
        end: Date.parse(a.endsAt),
        endInputType: 'utc',
        endOutputType: 'utc',
        title: a.title,
        description: a.summary || undefined,
        location: [a.place, a.city].filter(Boolean).join(', ') || undefined,
        productId: 'acsc/reservation',
      });
      if (error || !value) fail('INTERNAL');
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="reservation-${rec.id}.ics"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(value);
    },
  );
}
