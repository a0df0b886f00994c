import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  APPOINTMENT_API,
  ADMIN_API,
  API,
  API_BASE,
  type ErrorName,
  type Role,
  MESSAGES_API,
  RESERVATION_API,
  SUPPORT_API,
  ADMIN_SUPPORT_API,
  ADMIN_RESERVATION_API,
  VITAE_API,
  ADMIN_WORK_API,
} from '@acsc/shared';
import { requireMember } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Errors a route can answer beyond the ones its shape implies (see routeErrors): the OpenAPI document
     * lists them, and the bad-input sweep fails on a status the document does not list.
     */
    errors?: ErrorName[];
    /** A body Fastify does not parse: one `file` part of multipart/form-data, or the tus 1.0 protocol. */
    upload?: 'multipart' | 'tus';
  }
  interface FastifyInstance {
    /** Every route of the server as registered (see collectRoutes). */
    routeTable: RegisteredRoute[];
  }
}

/** Who may call a route, read from what the route runs, not from a list. */
export type Access = { kind: 'public' } | { kind: 'member' } | { kind: 'staff'; roles: Role[] };

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The options Fastify registered (hooks, schema, config), read when needed: hooks added by a scope's onRoute come later. */
  options: RouteOptions;
}

const hooksOf = (options: RouteOptions) =>
  [options.onRequest, options.preParsing, options.preValidation, options.preHandler].flatMap((h) =>
    h ? (Array.isArray(h) ? h : [h]) : [],
  );

/**
 * Staff routes name their roles (`config.roles`, which the staff guard turns into its check); member
 * routes run requireMember; every other route is public. The sweep checks the classification against
 * what the server answers a visitor, so a route that checks a session some other way fails there.
 */
export function accessOf(options: RouteOptions): Access {
  const roles = options.config?.roles;
  if (roles && roles.length > 0) return { kind: 'staff', roles };
  if (hooksOf(options).includes(requireMember as never)) return { kind: 'member' };
  return { kind: 'public' };
}

/**
 * Keeps every route the server registers, in order (one entry per method; the HEAD Fastify adds to
 * each GET is left out, it runs the GET's handler). The OpenAPI document and the bad-input sweep read
 * this table, so a new route is documented and swept the day it is registered.
 */
export function collectRoutes(app: FastifyInstance) {
  const table: RegisteredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (options) => {
    for (const method of Array.isArray(options.method) ? options.method : [options.method]) {
      if (method === 'HEAD' && table.some((r) => r.url === options.url && r.method === 'GET')) continue;
      table.push({ method, url: options.url, options });
    }
  });
}

/** `/a/:id/b` as OpenAPI writes it: `/a/{id}/b`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The API routes that answer no JSON envelope, so declare no 200 response schema, each with its reason.
 * Every other route under /prod-api declares one (`schema: { response: replyOf(...) }`, packages/shared):
 * the serializer lets out only what it names, and the OpenAPI document shows it. A test holds the rule.
 */
export const NON_ENVELOPE_ROUTES: Readonly<Record<string, string>> = {
  [`${API_BASE}${API.liveSocket}`]:
    'a WebSocket: its messages are the live contracts (schemas/live.ts), checked where they are sent',
  [`${API_BASE}/docs`]: 'the OpenAPI document itself, not an envelope',
  [`${API_BASE}${API.metrics}`]:
    'Prometheus metrics: success answers the text format for a scraper (with the METRICS_TOKEN bearer token), refusals the envelope',
  [`${API_BASE}/docs/openapi.json`]: 'the OpenAPI document itself, not an envelope',
  [`${API_BASE}${ADMIN_API.media.tus}`]:
    'tus 1.0 protocol: the tus server writes the raw reply (headers, plain-text errors)',
  [`${API_BASE}${ADMIN_API.media.tus}/:uploadId`]:
    'tus 1.0 protocol: the tus server writes the raw reply (headers, plain-text errors)',
  [`${API_BASE}${API.memberVideoTus}`]:
    'tus 1.0 protocol: the tus server writes the raw reply (headers, plain-text errors)',
  [`${API_BASE}${API.memberVideoTus}/:uploadId`]:
    'tus 1.0 protocol: the tus server writes the raw reply (headers, plain-text errors)',
  [`${API_BASE}${API.privateFile}`]:
    'a private file: success answers the bytes themselves (their own Content-Type), errors the envelope',
  [`${API_BASE}${MESSAGES_API.image}`]:
    "a message's image (a private file): success answers the bytes themselves, errors the envelope",
  [`${API_BASE}${RESERVATION_API.recordIcs}`]:
    'an iCalendar file of one of my reservations: success answers text/calendar, errors the envelope',
  [`${API_BASE}${ADMIN_RESERVATION_API.exportCsv}`]:
    "an event's registrations as CSV: success answers text/csv (UTF-8 with BOM), errors the envelope",
  [`${API_BASE}${APPOINTMENT_API.bookingIcs}`]:
    'an iCalendar file of one of my appointment bookings: success answers text/calendar, errors the envelope',
  [`${API_BASE}${SUPPORT_API.image}`]:
    "a support chat message's image (the caller's own conversation): success answers the bytes, errors the envelope",
  [`${API_BASE}${ADMIN_SUPPORT_API.image}`]:
    "a support chat message's image, for the staff: success answers the bytes, errors the envelope",
  [`${API_BASE}${ADMIN_WORK_API.applicationAttachment}`]:
    "an application's PDF attachment, for the staff of its company: success answers application/pdf, errors the envelope",
  [`${API_BASE}${ADMIN_WORK_API.applicationExport}`]:
    "a job's applications as CSV: success answers text/csv (UTF-8 with BOM), errors the envelope",
  [`${API_BASE}${VITAE_API.pdf}`]: 'my CV as a PDF: success answers application/pdf, errors the envelope',
};
