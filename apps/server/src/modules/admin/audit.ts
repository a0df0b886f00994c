import type { AuditEntry, AuditQuery, Page } from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import { presentAuditEntry } from './presenter.js';
import * as repo from './repo.js';

/** The audit log as the console lists it (platform/audit.ts writes it). */
export async function listAudit(db: Executor, q: AuditQuery): Promise<Page<AuditEntry>> {
  const { list: rows, total } = await repo.auditPage(db, q);
  return {
    list: rows.map(presentAuditEntry),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
