import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery, Page } from '@acsc/shared';
import { auditLog } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { descNullsLast, paginate } from '../../platform/paging.js';
import { presentAuditEntry } from './presenter.js';

/** The audit log as the console lists it (platform/audit.ts writes it). */
export async function listAudit(db: Executor, q: AuditQuery): Promise<Page<AuditEntry>> {
  const conds: SQL[] = [];
  if (q.actorId) conds.push(eq(auditLog.actorId, q.actorId));
  if (q.entityType) conds.push(eq(auditLog.entityType, q.entityType));
  if (q.entityId) conds.push(eq(auditLog.entityId, q.entityId));
  if (q.action) conds.push(eq(auditLog.action, q.action));
  if (q.from) conds.push(gte(auditLog.at, new Date(q.from)));
  if (q.to) conds.push(lte(auditLog.at, new Date(q.to)));
  const where = conds.length ? and(...conds) : undefined;
  const query = db.select().from(auditLog).where(where).orderBy(...descNullsLast(auditLog.at, auditLog.id));
  const { list: rows, total } = await paginate(db, { rows: query, from: auditLog, where }, q);
  return {
    list: rows.map(presentAuditEntry),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
