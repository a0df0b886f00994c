import type { FastifyInstance } from 'fastify';
import { ADMIN_API, adminBanner, adminListQuery, bannerInput } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { CONTENT_ROLES } from '../../platform/staff.js';
import { registerPublishableRoutes } from '../content/publishable/routes.js';
import { bannerDef } from './staff-content.js';

/** The home page's staff calls: banners. Editors and admins. */
export function registerHomeStaff(scope: FastifyInstance, ctx: AppContext) {
  registerPublishableRoutes(
    scope,
    ctx,
    bannerDef,
    ADMIN_API.banner,
    { input: bannerInput, list: adminListQuery, item: adminBanner },
    CONTENT_ROLES,
  );
}
