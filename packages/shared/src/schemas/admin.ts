import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { pageQuerySchema } from '../envelope.js';
import { LIMITS } from '../limits.js';
import { ROLES } from './auth.js';
import { dateTime, singleLine } from './text.js';
import { ADMIN_LIMITS } from './editing.js';

/**
 * The staff console's own contracts (server modules/admin): staff accounts and roles, the audit log and
 * the dashboard. Each feature's staff schemas live in that feature's file (news.ts, scholarship.ts...).
 */

const language = z.enum(LANGUAGES);
const id = z.number().int().positive();
const isoDate = z.string();

// ---------------------------------------------------------------- staff accounts

export const staffListQuery = pageQuerySchema.extend({
  keywords: singleLine().trim().max(LIMITS.keywordMax).optional(),
  role: z.enum(ROLES).optional(),
  /** Only members holding at least one role. */
  staffOnly: z.enum(['true', 'false']).default('false'),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;
export const staffMember = z.object({
  id,
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  status: z.string(),
  createdAt: isoDate,
});
export type StaffMember = z.infer<typeof staffMember>;
export const roleChange = z.object({ memberId: id, role: z.enum(ROLES) });
export type RoleChange = z.infer<typeof roleChange>;
/** Who is calling, for the console's menu. */
export const staffMe = z.object({ id, nickname: z.string(), roles: z.array(z.enum(ROLES)) });
export type StaffMe = z.infer<typeof staffMe>;

// ---------------------------------------------------------------- audit log

export const AUDIT_ENTITY_TYPES = [
  'channel',
  'article',
  'association_section',
  'scholarship',
  'notice',
  'alumni_news',
  'alumni_story',
  'banner',
  'site_settings',
  'country_code',
  'member_roles',
  'media',
  'job',
  'exchange_post',
  'exchange_comment',
  'exchange_message',
  'member',
  'watched_word',
  'reservation_activity',
  'reservation_registration',
  'reservation_service',
  'reservation_slot',
  'work_company',
  'work_job',
  'work_application',
  'work_employer',
  'support_conversation',
  'support_settings',
  'alumni_submission',
  'alumni_reject_reason',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'publish',
  'schedule',
  'unpublish',
  'delete',
  'grant',
  'revoke',
  'upload',
  'retry',
  'hide',
  'restore',
  'dismiss',
  'approve',
  'reject',
  'suspend',
  'view',
  'message',
  'refund',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuery = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(ADMIN_LIMITS.auditPageSizeMax).default(20),
  actorId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  entityId: singleLine().max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: dateTime().optional(),
  to: dateTime().optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditEntry = z.object({
  id,
  at: isoDate,
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

// ---------------------------------------------------------------- dashboard

export const dashboardQuery = z.object({
  days: z.coerce.number().int().min(1).max(ADMIN_LIMITS.dashboardDaysMax).default(30),
});
const dayCount = z.object({ day: z.string(), count: z.number().int() });
export const dashboard = z.object({
  /** One entry per day (YYYY-MM-DD, UTC), oldest first, zeros included. */
  membersPerDay: z.array(dayCount),
  viewsPerDay: z.array(dayCount),
  topArticles: z.array(z.object({ id, title: z.string(), views: z.number().int(), periodViews: z.number().int() })),
  /** Published or scheduled items missing a language, most recently updated first. */
  awaitingTranslation: z.array(
    z.object({
      entityType: z.enum(AUDIT_ENTITY_TYPES),
      id: z.string(),
      title: z.string(),
      missing: z.array(language),
      updatedAt: isoDate,
    }),
  ),
  totals: z.object({ members: z.number().int(), articles: z.number().int(), media: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboard>;
