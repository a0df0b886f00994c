import {
  ROLES,
  type AdminCountryCode,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  type FailedJob,
  type Role,
  type StaffMember,
} from '@acsc/shared';
import type { auditLog, countryCodes, members } from '../../db/schema/index.js';
import type { JobRow } from '../../platform/jobs/repo.js';

/** The console's own rows as the staff API answers them: staff accounts, country codes, failed jobs, audit entries. */

/** A member as the staff account list shows them: contact fields for admins, never the password hash or sessions. */
export const presentStaffMember = (r: typeof members.$inferSelect): StaffMember => ({
  id: r.id,
  nickname: r.nickname,
  email: r.email,
  phone: r.phone,
  roles: r.roles.filter((x): x is Role => (ROLES as readonly string[]).includes(x)),
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

export const presentCountryCode = (r: typeof countryCodes.$inferSelect): AdminCountryCode => ({
  countryCode: r.countryCode,
  region: r.region,
  names: r.names,
  sortOrder: r.sortOrder,
  enabled: r.enabled === 1,
});

export const presentFailedJob = (r: JobRow): FailedJob => ({
  id: r.id,
  name: r.name,
  data: r.data,
  attempts: r.attempts,
  maxAttempts: r.maxAttempts,
  lastError: r.lastError,
  createdAt: r.createdAt.toISOString(),
  failedAt: r.finishedAt?.toISOString() ?? null,
});

export const presentAuditEntry = (r: typeof auditLog.$inferSelect): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actorId: r.actorId,
  actorName: r.actorName,
  action: r.action as AuditAction,
  entityType: r.entityType as AuditEntityType,
  entityId: r.entityId,
  before: r.before ?? null,
  after: r.after ?? null,
  ip: r.ip,
});
