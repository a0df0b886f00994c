import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntityType, AuditEntry, AuditQuery, Page } from '@acsc/shared';
import { auditLog } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import type { Actor } from './scope.js';

/** Writes one audit row; call it with the transaction of the change it records. */
export async function writeAudit(
  tx: Executor,
  actor: Actor,
  entry: { action: AuditAction; entityType: AuditEntityType; entityId: string | number; before: unknown; after: unknown; at: Date },
) {
  await tx.insert(auditLog).values({
    at: entry.at,
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before === undefined ? null : (entry.before as object | null),
    after: entry.after === undefined ? null : (entry.after as object | null),
    ip: actor.ip,
  });
}

export async function listAudit(db: Executor, q: AuditQuery): Promise<Page<AuditEntry>> {
  const conds: SQL[] = [];
  if (q.actorId) conds.push(eq(auditLog.actorId, q.actorId));
  if (q.entityType) conds.push(eq(auditLog.entityType, q.entityType));
  if (q.entityId) conds.push(eq(auditLog.entityId, q.entityId));
  if (q.action) conds.push(eq(auditLog.action, q.action));
  if (q.from) conds.push(gte(auditLog.at, new Date(q.from)));
  if (q.to) conds.push(lte(auditLog.at, new Date(q.to)));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    list: rows.map((r) => ({
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
    })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
