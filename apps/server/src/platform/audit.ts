import type { AuditAction, AuditEntityType } from '@acsc/shared';
import { auditLog } from '../db/schema/index.js';
import type { Executor } from './db.js';

/** Who makes a staff change, as the audit log records it. */
export interface Actor {
  id: number | null;
  name: string;
  ip: string | null;
}

/** Writes one audit row; call it with the transaction of the change it records. */
export async function writeAudit(
  tx: Executor,
  actor: Actor,
  entry: {
    action: AuditAction;
    entityType: AuditEntityType;
    entityId: string | number;
    before: unknown;
    after: unknown;
    at: Date;
  },
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
