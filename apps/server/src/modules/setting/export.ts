import { privacyFromColumns } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/errors.js';
import type { MemberDataHooks } from '../types.js';
import * as repo from './repo.js';

/**
 * setting/v1/export: everything the site holds about the member, as the member may see it: the whole
 * profile (unmasked addresses, no password hash), every session (ended ones too, with their IPs), every
 * notification as stored (type and parameters), then each feature's part (AppModule.exportMemberData).
 */
export async function exportMemberData(ctx: AppContext, memberId: number, modules: readonly MemberDataHooks[]) {
  const db = ctx.database.db;
  const m = await repo.memberRow(db, memberId);
  if (!m) fail('SESSION_INVALID');
  const [sessionRows, notificationRows] = await Promise.all([
    repo.sessionsForExport(db, memberId),
    repo.notificationsForExport(db, memberId),
  ]);
  const features: Record<string, unknown> = {};
  for (const mod of modules) if (mod.exportMemberData) features[mod.name] = await mod.exportMemberData(ctx, memberId);
  return {
    exportedAt: ctx.now().toISOString(),
    profile: {
      id: String(m.id),
      nickname: m.nickname,
      avatar: m.avatar,
      phone: m.phone,
      countryCode: m.countryCode,
      email: m.email,
      hasPassword: m.passwordHash !== null,
      language: m.language,
      roles: m.roles,
      gender: m.gender,
      school: m.school,
      major: m.major,
      degree: m.degree,
      city: m.city,
      province: m.province,
      bio: m.bio,
      privacy: privacyFromColumns(m),
      // Set while a deletion waits out its window (setting/deletion.ts).
      deleteAt: m.deleteAt?.toISOString() ?? null,
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
    },
    sessions: sessionRows.map((s) => ({ ...s, id: String(s.id) })),
    notifications: notificationRows.map((n) => ({ ...n, id: String(n.id) })),
    ...features,
  };
}
