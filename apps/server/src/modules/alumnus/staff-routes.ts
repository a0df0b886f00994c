import type { FastifyInstance } from 'fastify';
import {
  ADMIN_API,
  adminAlumniNews,
  adminAlumniStory,
  adminAlumniStoryQuery,
  adminListQuery,
  alumniNewsInput,
  alumniStoryInput,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { CONTENT_ROLES } from '../../platform/staff.js';
import { registerPublishableRoutes } from '../content/publishable/routes.js';
import { alumniNewsDef, alumniStoryDef } from './staff-content.js';
import { registerCertificationStaff } from './certification-routes.js';

/** The alumni staff calls: alumni news and stories, certification review (issue 33). Editors and admins. */
export function registerAlumnusStaff(scope: FastifyInstance, ctx: AppContext) {
  registerPublishableRoutes(
    scope,
    ctx,
    alumniNewsDef,
    ADMIN_API.alumniNews,
    { input: alumniNewsInput, list: adminListQuery, item: adminAlumniNews },
    CONTENT_ROLES,
  );
  registerPublishableRoutes(
    scope,
    ctx,
    alumniStoryDef,
    ADMIN_API.alumniStory,
    { input: alumniStoryInput, list: adminAlumniStoryQuery, item: adminAlumniStory },
    CONTENT_ROLES,
  );
  registerCertificationStaff(scope, ctx);
}
