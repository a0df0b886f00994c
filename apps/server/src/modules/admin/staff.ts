import { ROLES, type Page, type RoleChange, type StaffListQuery, type StaffMember } from '@acsc/shared';
import type { Db, Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { writeAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/staff.js';
import { presentStaffMember } from './presenter.js';
import * as repo from './repo.js';

/** Staff accounts and their roles (admins grant and revoke, audited). */

export async function listStaff(db: Executor, q: StaffListQuery): Promise<Page<StaffMember>> {
  // Staff first, then the oldest accounts.
  const { list: rows, total } = await repo.staffPage(db, q);
  return { list: rows.map(presentStaffMember), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/**
 * Grants or revokes one role, audited. Serialized on the members table so two admins revoking each
 * other at once cannot leave the site without an admin.
 */
export async function changeRole(
  db: Db,
  change: RoleChange,
  grant: boolean,
  actor: Actor,
  now: Date,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    if (!grant && change.role === 'admin') await repo.lockAdmins(tx);
    const row = await repo.memberForUpdate(tx, { id: change.memberId });
    if (!row) fail('NOT_FOUND');
    const before = presentStaffMember(row);
    const has = row.roles.includes(change.role);
    if (grant === has) return before;
    if (!grant && change.role === 'admin') {
      if ((await repo.countAdmins(tx)) <= 1) fail('LAST_ADMIN');
    }
    const next = grant
      ? ROLES.filter((r) => r === change.role || row.roles.includes(r))
      : row.roles.filter((r) => r !== change.role);
    const updated = await repo.setRoles(tx, row.id, next, now);
    const after = presentStaffMember(updated);
    await writeAudit(tx, actor, {
      action: grant ? 'grant' : 'revoke',
      entityType: 'member_roles',
      entityId: row.id,
      before: { roles: before.roles },
      after: { roles: after.roles },
      at: now,
    });
    return after;
  });
}
