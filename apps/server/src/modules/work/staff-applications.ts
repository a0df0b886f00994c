import { eq } from 'drizzle-orm';
import type { AdminApplication, ApplicationStatus, Language, Page } from '@acsc/shared';
import { members, workCompanies, workEmployers } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { writeAudit } from '../../platform/audit.js';
import { fail } from '../../platform/errors.js';
import { openPrivateFile } from '../file/service.js';
import { localize } from '../content/localized.js';
import { notify } from '../notifications/service.js';
import { WORK_APPLICATION_STATUS } from './notifications.js';
import { presentAdminApplication } from './presenter.js';
import * as repo from './repo.js';
import { jobFor, type WorkStaff } from './staff-content.js';

/**
 * A job's applications as staff and the job's employer handle them (issue 32): the list by status, one
 * application with its CV snapshot (opening a Submitted one marks it Viewed), status changes told to the
 * applicant in their language, staff-only notes, the PDF attachment, the CSV export.
 */

async function nicknameOf(db: Executor, memberId: number) {
  const [m] = await db.select({ nickname: members.nickname }).from(members).where(eq(members.id, memberId));
  return m?.nickname ?? '';
}

/** An application the staff member may handle: its job's company must be theirs. */
async function applicationFor(db: Executor, who: WorkStaff, id: number, lock = false) {
  const a = await repo.applicationById(db, id, lock);
  if (!a) fail('NOT_FOUND');
  const job = await jobFor(db, who, a.jobId);
  return { a, job };
}

export async function listApplications(
  ctx: AppContext,
  who: WorkStaff,
  q: { jobId: number; status?: ApplicationStatus; pageNum: number; pageSize: number },
): Promise<Page<AdminApplication>> {
  const db = ctx.database.db;
  await jobFor(db, who, q.jobId);
  const { rows, total } = await repo.jobApplicationsPage(
    db,
    q.jobId,
    q.status,
    q.pageSize,
    (q.pageNum - 1) * q.pageSize,
  );
  return {
    list: rows.map((r) => presentAdminApplication(r.application, r.nickname)),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

async function move(
  ctx: AppContext,
  tx: Executor,
  who: WorkStaff,
  a: repo.ApplicationRow,
  title: repo.JobRow['title'],
  status: ApplicationStatus,
  message: string | undefined,
) {
  const now = ctx.now();
  const row = await repo.updateApplication(tx, a.id, {
    status,
    timeline: [...a.timeline, { status, at: now.toISOString(), message: message || null }],
    updatedAt: now,
  });
  await notify(
    ctx,
    {
      memberId: a.memberId,
      type: WORK_APPLICATION_STATUS,
      params: { applicationId: a.id, jobId: a.jobId, title, status, ...(message ? { message } : {}) },
    },
    { tx },
  );
  await writeAudit(tx, who.actor, {
    action: 'update',
    entityType: 'work_application',
    entityId: a.id,
    before: { status: a.status },
    after: { status, message: message ?? null },
    at: now,
  });
  return row;
}

/** One application with its CV snapshot; a Submitted one becomes Viewed (the applicant is told). */
export async function applicationDetail(ctx: AppContext, who: WorkStaff, id: number) {
  return ctx.database.db.transaction(async (tx) => {
    const found = await applicationFor(tx, who, id, true);
    let a = found.a;
    if (a.status === 'Submitted') a = await move(ctx, tx, who, a, found.job.title, 'Viewed', undefined);
    return presentAdminApplication(a, await nicknameOf(tx, a.memberId));
  });
}

/** Viewed, Interview, Offer or Rejected, with an optional message; a withdrawn or decided one stays. */
export async function changeStatus(
  ctx: AppContext,
  who: WorkStaff,
  body: { id: number; status: ApplicationStatus; message?: string },
) {
  return ctx.database.db.transaction(async (tx) => {
    const { a, job } = await applicationFor(tx, who, body.id, true);
    if (a.status === 'Withdrawn' || a.status === 'Offer' || a.status === 'Rejected' || a.status === body.status)
      fail('WORK_STATUS');
    const row = await move(ctx, tx, who, a, job.title, body.status, body.message);
    return presentAdminApplication(row, await nicknameOf(tx, a.memberId));
  });
}

export async function setNote(ctx: AppContext, who: WorkStaff, id: number, note: string) {
  return ctx.database.db.transaction(async (tx) => {
    const { a } = await applicationFor(tx, who, id, true);
    const row = await repo.updateApplication(tx, a.id, { note, updatedAt: ctx.now() });
    return presentAdminApplication(row, await nicknameOf(tx, a.memberId));
  });
}

/** The application's PDF, read on the applicant's behalf once the reader may handle the application. */
export async function attachmentOf(ctx: AppContext, who: WorkStaff, id: number) {
  const { a } = await applicationFor(ctx.database.db, who, id);
  if (!a.attachmentId) fail('WORK_ATTACHMENT_NOT_FOUND');
  return openPrivateFile(ctx, { id: a.memberId, roles: [] }, a.attachmentId);
}

const csvCell = (v: string) =>
  /[",\r\n]/.test(v) || /^[=+\-@\t]/.test(v) ? `"${(/^[=+\-@\t]/.test(v) ? "'" : '') + v.replace(/"/g, '""')}"` : v;

/** Every application of a job as CSV (UTF-8 with a BOM so Excel keeps Chinese and Khmer). */
export async function applicationsCsv(ctx: AppContext, who: WorkStaff, jobId: number, lang: Language) {
  const db = ctx.database.db;
  const job = await jobFor(db, who, jobId);
  const title = localize(job.title, lang).t(job.title);
  const rows: string[][] = [
    ['job', 'member', 'status', 'appliedAt', 'updatedAt', 'email', 'phone', 'coverLetter', 'note'],
  ];
  for (let offset = 0; ; offset += 500) {
    const page = await repo.jobApplicationsPage(db, jobId, undefined, 500, offset);
    for (const { application: a, nickname } of page.rows) {
      const snapshot = (a.cvSnapshot ?? {}) as Record<string, unknown>;
      // The online CV's contact (modules/vitae) or, without one, the account card's.
      const cv = (typeof snapshot.info === 'object' && snapshot.info ? snapshot.info : snapshot) as Record<
        string,
        unknown
      >;
      rows.push([
        title,
        nickname,
        a.status,
        a.createdAt.toISOString(),
        a.updatedAt.toISOString(),
        String(cv.email ?? ''),
        String(cv.phone ?? ''),
        a.coverLetter,
        a.note,
      ]);
    }
    if (page.rows.length < 500) break;
  }
  return '\uFEFF' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

// ---------------------------------------------------------------- employer bindings (admins)

export async function listEmployers(ctx: AppContext, lang: Language) {
  const rows = await ctx.database.db
    .select({
      memberId: workEmployers.memberId,
      nickname: members.nickname,
      companyId: workEmployers.companyId,
      name: workCompanies.name,
    })
    .from(workEmployers)
    .innerJoin(members, eq(members.id, workEmployers.memberId))
    .innerJoin(workCompanies, eq(workCompanies.id, workEmployers.companyId));
  return rows.map((r) => ({
    memberId: r.memberId,
    nickname: r.nickname,
    companyId: r.companyId,
    companyName: localize(r.name, lang).t(r.name),
  }));
}

/** Binds a member to a company as its employer (granting the role), or unbinds them (revoking it). */
export async function bindEmployer(ctx: AppContext, who: WorkStaff, memberId: number, companyId: number | null) {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const [m] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
    if (!m) fail('NOT_FOUND');
    if (companyId !== null && !(await repo.companyById(tx, companyId))) fail('NOT_FOUND');
    await tx.delete(workEmployers).where(eq(workEmployers.memberId, memberId));
    const others = m.roles.filter((r) => r !== 'employer');
    if (companyId !== null) await tx.insert(workEmployers).values({ memberId, companyId, createdAt: now });
    await tx
      .update(members)
      .set({ roles: companyId !== null ? [...others, 'employer'] : others })
      .where(eq(members.id, memberId));
    await writeAudit(tx, who.actor, {
      action: companyId !== null ? 'grant' : 'revoke',
      entityType: 'work_employer',
      entityId: memberId,
      before: null,
      after: { companyId },
      at: now,
    });
    return { memberId, companyId };
  });
}
