import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ADMIN_ROLES, CONTENT_ROLES, type Role } from '@acsc/shared';
import { requireRole } from './auth.js';
import type { Actor } from './audit.js';

export type { Actor } from './audit.js';

/** The staff member making a change, as the audit log records them. */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.member!.id,
  name: request.member!.nickname,
  ip: request.ip ?? null,
});

/** Content is edited by editors (and admins); accounts, settings and the audit log by admins only (packages/shared). */
export { ADMIN_ROLES, CONTENT_ROLES };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Roles allowed on a staff route; every route under /prod-api/admin must name them. */
    roles?: Role[];
  }
}

export interface StaffRoute {
  method: string;
  url: string;
  roles: Role[];
}

const routesByApp = new WeakMap<object, StaffRoute[]>();

/** Every staff route of an app and the roles it allows (the role-matrix test walks them). */
export const staffRoutesOf = (app: FastifyInstance): StaffRoute[] => routesByApp.get(app.ctx) ?? [];

/**
 * Makes the role check part of registering a staff route: a route that names no roles fails at startup,
 * one that does gets requireRole as its first onRequest hook (before body parsing and validation, so a
 * visitor gets code 90 whatever the body).
 */
export function guardStaffRoutes(scope: FastifyInstance) {
  const list: StaffRoute[] = routesByApp.get(scope.ctx) ?? [];
  routesByApp.set(scope.ctx, list);
  scope.addHook('onRoute', (route: RouteOptions) => {
    const roles = route.config?.roles;
    if (!roles || roles.length === 0)
      throw new Error(`staff route ${String(route.method)} ${route.url} names no roles`);
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [requireRole(...roles), ...existing] as RouteOptions['onRequest'];
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (
        method === 'HEAD' &&
        route.exposeHeadRoute !== false &&
        list.some((r) => r.url === route.url && r.method === 'GET')
      )
        continue;
      list.push({ method, url: route.url, roles });
    }
  });
}

export const roles = (r: readonly Role[]) => ({ config: { roles: [...r] } });
