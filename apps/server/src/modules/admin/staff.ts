import { and, arrayContains, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  ROLES,
  pageOf,
  replyOf,
  roleChange,
  staffListQuery,
  staffMe,
  staffMember,
  type Page,
  type RoleChange,
  type StaffListQuery,
  type StaffMember,
} from '@acsc/shared';
import { members } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Db, Executor } from '../../platform/db.js';
import { ok } from '../../platform/envelope.js';
import { fail } from '../../platform/errors.js';
import { likePattern } from '../../platform/sql.js';
import { writeAudit } from '../../platform/audit.js';
import { ADMIN_ROLES, actorOf, roles, type Actor } from '../../platform/staff.js';
import { paginate } from '../../platform/paging.js';
import { presentStaffMember } from './presenter.js';

export async function listStaff(db: Executor, q: StaffListQuery): Promise<Page<StaffMember>> {
  const conds: (SQL | undefined)[] = [];
  if (q.keywords) {
    const p = likePattern(q.keywords);
    conds.push(or(ilike(members.email, p), ilike(members.phone, p), ilike(members.nickname, p), /^\d{1,15}$/.test(q.keywords) ? eq(members.id, Number(q.keywords)) : undefined));
  }
  if (q.role) conds.push(arrayContains(members.roles, [q.role]));
  if (q.staffOnly === 'true') conds.push(sql`cardinality(${members.roles}) > 0`);
  const where = and(...conds);
  // Staff first, then the oldest accounts.
  const query = db.select().from(members).where(where).orderBy(sql`cardinality(${members.roles}) = 0`, asc(members.id));
  const { list: rows, total } = await paginate(db, { rows: query, from: members, where }, q);
  return { list: rows.map(presentStaffMember), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/**
 * Grants or revokes one role, audited. Serialized on the members table so two admins revoking each
 * other at once cannot leave the site without an admin.
 */
export async function changeRole(db: Db, change: RoleChange, grant: boolean, actor: Actor, now: Date): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    if (!grant && change.role === 'admin') await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:admins'))`);
    const [row] = await tx.select().from(members).where(eq(members.id, change.memberId)).for('update').limit(1);
    if (!row) fail('NOT_FOUND');
    const before = presentStaffMember(row);
    const has = row.roles.includes(change.role);
    if (grant === has) return before;
    if (!grant && change.role === 'admin') {
      const [{ admins }] = await tx.select({ admins: count() }).from(members).where(arrayContains(members.roles, ['admin']));
      if (admins <= 1) fail('LAST_ADMIN');
    }
    const next = grant ? ROLES.filter((r) => r === change.role || row.roles.includes(r)) : row.roles.filter((r) => r !== change.role);
    const [updated] = await tx.update(members).set({ roles: next, updatedAt: now }).where(eq(members.id, row.id)).returning();
    const after = presentStaffMember(updated);
    await writeAudit(tx, actor, { action: grant ? 'grant' : 'revoke', entityType: 'member_roles', entityId: row.id, before: { roles: before.roles }, after: { roles: after.roles }, at: now });
    return after;
  });
}

export function registerStaffRoutes(scope: FastifyInstance, ctx: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const guard = roles(ADMIN_ROLES);
  // Any staff member may ask who they are (the console builds its menu from the roles).
  api.get(ADMIN_API.me, { ...roles([...ROLES]), schema: { response: replyOf(staffMe) } }, async (request) => {
    const m = request.member!;
    return ok(request, { id: m.id, nickname: m.nickname, roles: m.roles });
  });
  api.get(ADMIN_API.staff.list, { ...guard, schema: { querystring: staffListQuery, response: replyOf(pageOf(staffMember)) } }, async (request) => ok(request, await listStaff(db, request.query)));
  api.post(ADMIN_API.staff.grant, { config: { ...guard.config, errors: ['NOT_FOUND'] }, schema: { body: roleChange, response: replyOf(staffMember) } }, async (request) =>
    ok(request, await changeRole(db, request.body, true, actorOf(request), ctx.now())),
  );
  api.post(ADMIN_API.staff.revoke, { config: { ...guard.config, errors: ['NOT_FOUND', 'LAST_ADMIN'] }, schema: { body: roleChange, response: replyOf(staffMember) } }, async (request) =>
    ok(request, await changeRole(db, request.body, false, actorOf(request), ctx.now())),
  );
}
