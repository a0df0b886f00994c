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
  CONTENT_ROLES,
  pageOf,
  refundBody,
  rejectBody,
  registrationExportQuery,
  replyOf,
  type Role,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { actorOf, roles } from '../../platform/staff.js';
import { registerPublishableRoutes } from '../content/publishable/routes.js';
import { activityDef } from './staff-content.js';
import { approve, checkIn, listRegistrations, refund, registrationsCsv, reject } from './staff.js';

/** Who checks tickets in at the door: content staff and the support role (docs/spec-deviations.md). */
export const CHECK_IN_ROLES: readonly Role[] = ['editor', 'admin', 'support'];

/** The reservation staff calls: events (editors and admins), registrations, check-in. */
export function registerReservationStaff(scope: FastifyInstance, ctx: AppContext) {
  registerPublishableRoutes(
    scope,
    ctx,
    activityDef,
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
