import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityInput,
  ADMIN_RESERVATION_API,
  adminActivity,
  adminActivityQuery,
  adminRegistration,
  adminRegistrationQuery,
  approveBody,
  checkInBody,
  checkInResult,
  messageRegisteredBody,
  messageRegisteredResult,
  CHECK_IN_ROLES,
  CONTENT_ROLES,
  pageOf,
  refundBody,
  rejectBody,
  registrationExportQuery,
  replyOf,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { ok } from '../../platform/envelope.js';
import { actorOf, roles } from '../../platform/staff.js';
import { registerPublishableRoutes } from '../content/publishable/routes.js';
import { activityDef } from './staff-content.js';
import { approve, checkIn, listRegistrations, messageRegistered, refund, registrationsCsv, reject } from './staff.js';
import type { ActivityRow } from './repo.js';
import { fillFromWaitingList } from './service.js';

/** The reservation staff calls: events (editors and admins), registrations, check-in. */
export function registerReservationStaff(scope: FastifyInstance, ctx: AppContext) {
  // A raised limit, or an event published again, gives its free places to the waiting list at once.
  const def = {
    ...activityDef,
    afterChange: async (tx: Executor, row: ActivityRow) => void (await fillFromWaitingList(ctx, tx, row)),
  };
  registerPublishableRoutes(
    scope,
    ctx,
    def,
    ADMIN_RESERVATION_API.activity,
    { input: activityInput, list: adminActivityQuery, item: adminActivity },
    CONTENT_ROLES,
  );
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const P = ADMIN_RESERVATION_API;
  api.get(
    P.registrations,
    {
      ...roles(CHECK_IN_ROLES),
      schema: { querystring: adminRegistrationQuery, response: replyOf(pageOf(adminRegistration)) },
      config: { roles: [...CHECK_IN_ROLES], errors: ['NOT_FOUND'] },
    },
    async (request) => ok(request, await listRegistrations(ctx, request.query, request.lang)),
  );
  api.get(
    P.exportCsv,
    {
      ...roles(CONTENT_ROLES),
      schema: {
        querystring: registrationExportQuery,
        description: 'Success answers a CSV file (text/csv, UTF-8 with BOM), not the envelope.',
      },
      config: { roles: [...CONTENT_ROLES], errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      const csv = await registrationsCsv(ctx, request.query.activityId, request.lang);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="registrations-${request.query.activityId}.csv"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(csv);
    },
  );
  api.post(
    P.approve,
    {
      ...roles(CONTENT_ROLES),
      schema: { body: approveBody, response: replyOf(adminRegistration) },
      config: { roles: [...CONTENT_ROLES], errors: ['NOT_FOUND', 'RESERVATION_STATE', 'PAYMENT_UNAVAILABLE'] },
    },
    async (request) => ok(request, await approve(ctx, actorOf(request), request.body.id, request.lang)),
  );
  api.post(
    P.reject,
    {
      ...roles(CONTENT_ROLES),
      schema: { body: rejectBody, response: replyOf(adminRegistration) },
      config: { roles: [...CONTENT_ROLES], errors: ['NOT_FOUND', 'RESERVATION_STATE'] },
    },
    async (request) =>
      ok(request, await reject(ctx, actorOf(request), request.body.id, request.body.reason, request.lang)),
  );
  api.post(
    P.message,
    {
      ...roles(CONTENT_ROLES),
      schema: {
        body: messageRegisteredBody,
        response: replyOf(messageRegisteredResult),
        description:
          "Sends staff's message to everyone with a place (and the waiting list if asked); answers how many.",
      },
      config: { roles: [...CONTENT_ROLES], errors: ['NOT_FOUND'] },
    },
    async (request) => ok(request, await messageRegistered(ctx, actorOf(request), request.body)),
  );
  api.post(
    P.refund,
    {
      ...roles(CONTENT_ROLES),
      schema: { body: refundBody, response: replyOf(adminRegistration) },
      config: { roles: [...CONTENT_ROLES], errors: ['NOT_FOUND', 'REFUND_STATE'] },
    },
    async (request) =>
      ok(request, await refund(ctx, actorOf(request), request.body.id, request.body.note, request.lang)),
  );
  api.post(
    P.checkIn,
    {
      ...roles(CHECK_IN_ROLES),
      schema: { body: checkInBody, response: replyOf(checkInResult) },
      config: { roles: [...CHECK_IN_ROLES], errors: ['TICKET_NOT_FOUND', 'TICKET_NOT_VALID'] },
    },
    async (request) => ok(request, await checkIn(ctx, request.body.code, request.lang)),
  );
}
