import type { FastifyInstance } from 'fastify';
import {
  ADMIN_API,
  adminNotice,
  adminNoticeQuery,
  adminScholarship,
  adminScholarshipQuery,
  noticeInput,
  scholarshipInput,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { CONTENT_ROLES } from '../../platform/staff.js';
import { registerPublishableRoutes } from '../content/publishable/routes.js';
import { noticeDef, scholarshipDef } from './staff-content.js';

/** The scholarship staff calls: scholarships and their notices. Editors and admins. */
export function registerScholarshipStaff(scope: FastifyInstance, ctx: AppContext) {
  registerPublishableRoutes(
    scope,
    ctx,
    scholarshipDef,
    ADMIN_API.scholarship,
    { input: scholarshipInput, list: adminScholarshipQuery, item: adminScholarship },
    CONTENT_ROLES,
  );
  registerPublishableRoutes(
    scope,
    ctx,
    noticeDef,
    ADMIN_API.notice,
    { input: noticeInput, list: adminNoticeQuery, item: adminNotice },
    CONTENT_ROLES,
  );
}
