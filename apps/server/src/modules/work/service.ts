import type {
  ApplyBody,
  ApplicationItem,
  CompanyDetail,
  JobDetail,
  JobListItem,
  JobListQuery,
  Language,
  MyApplicationItem,
  Page,
} from '@acsc/shared';
import { and, eq } from 'drizzle-orm';
import { WITHDRAWABLE, WORK_LIMITS } from '@acsc/shared';
import { workCompanies, workJobs } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { privateFileById } from '../file/service.js';
import { searchTokens } from '../news/service.js';
import { localize } from '../content/localized.js';
import { cvSnapshotOf } from './cv.js';
import { presentApplication, presentCompanyCard, presentJob } from './presenter.js';
import * as repo from './repo.js';

/** The member side of work (issue 32): the job list and detail, companies, applying, my applications. */

const pageBounds = (q: { pageNum: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.pageNum - 1) * q.pageSize,
});

export async function listJobs(ctx: AppContext, q: JobListQuery, lang: Language): Promise<Page<JobListItem>> {
  const now = ctx.now();
  const tokens = q.keywords ? [...searchTokens(q.keywords)] : [];
  const where = and(repo.openJob(now), ...repo.listFilters(q, tokens))!;
  const { limit, offset } = pageBounds(q);
  const { rows, total } = await repo.openJobsPage(ctx.database.db, where, q.sort, limit, offset);
  return { list: rows.map((r) => presentJob(r, lang, now)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** A job a visitor may open: published or closed (a closed one shows, marked not open); never a draft. */
async function visibleJob(db: Executor, id: number) {
  const found = await repo.jobWithCompanyById(db, id);
  if (!found || found.job.status === 'draft') fail('NOT_FOUND');
  const company = await repo.companyById(db, found.job.companyId);
  if (!company || company.hidden) fail('NOT_FOUND');
  return { found, company };
}

export async function jobDetail(
  ctx: AppContext,
  id: number,
  memberId: number | null,
  lang: Language,
): Promise<JobDetail> {
  const db = ctx.database.db;
  const now = ctx.now();
  const { found, company } = await visibleJob(db, id);
  const l = localize(found.job.title, lang);
  const [similar, counts, mine] = await Promise.all([
    repo.similarJobs(db, found.job, now, WORK_LIMITS.similarMax),
    repo.openJobCounts(db, [company.id], now),
    memberId ? repo.applicationOf(db, id, memberId) : null,
  ]);
  return {
    ...presentJob(found, lang, now),
    description: l.t(found.job.description),
    requirements: l.t(found.job.requirements),
    companyCard: presentCompanyCard(company, counts.get(company.id) ?? 0, lang),
    similar: similar.map((r) => presentJob(r, lang, now)),
    mine: mine ? presentApplication(mine) : null,
  };
}

export async function companyDetail(ctx: AppContext, id: number, lang: Language): Promise<CompanyDetail> {
  const db = ctx.database.db;
  const now = ctx.now();
  const company = await repo.companyById(db, id);
  if (!company || company.hidden) fail('NOT_FOUND');
  const where = and(repo.openJob(now), eq(workJobs.companyId, id), eq(workCompanies.id, id))!;
  const { rows } = await repo.openJobsPage(db, where, 'closing', 100, 0);
  const l = localize(company.name, lang);
  return {
    ...presentCompanyCard(company, rows.length, lang),
    intro: l.t(company.intro),
    website: company.website,
    jobs: rows.map((r) => presentJob(r, lang, now)),
  };
}

/**
 * Applies for an open job with a snapshot of the member's CV, an optional cover letter and an optional PDF
 * of their own private files. Refusals write nothing: a closed or expired job, a second application (the
 * unique index decides a race), an attachment that is not theirs or not a PDF.
 */
export async function apply(ctx: AppContext, memberId: number, body: ApplyBody): Promise<ApplicationItem> {
  const db = ctx.database.db;
  const now = ctx.now();
  const found = await repo.jobWithCompanyById(db, body.jobId);
  if (!found || found.job.status === 'draft') fail('NOT_FOUND');
  const company = await repo.companyById(db, found.job.companyId);
  if (!company || company.hidden) fail('NOT_FOUND');
  if (found.job.status !== 'published' || found.job.deadline.getTime() <= now.getTime()) fail('WORK_JOB_CLOSED');
  if (await repo.applicationOf(db, body.jobId, memberId)) fail('WORK_APPLIED_TWICE');
  let attachmentName: string | null = null;
  if (body.attachmentId) {
    const file = await privateFileById(db, Number(body.attachmentId));
    if (!file || file.ownerId !== memberId) fail('WORK_ATTACHMENT_NOT_FOUND');
    if (file.mime !== 'application/pdf') fail('WORK_ATTACHMENT_NOT_PDF');
    attachmentName = file.originalName;
  }
  const row = await repo.insertApplication(db, {
    jobId: body.jobId,
    memberId,
    status: 'Submitted',
    coverLetter: body.coverLetter,
    attachmentId: body.attachmentId ? Number(body.attachmentId) : null,
    cvSnapshot: await cvSnapshotOf(ctx, memberId),
    timeline: [{ status: 'Submitted', at: now.toISOString(), message: null }],
    createdAt: now,
    updatedAt: now,
  });
  if (!row) fail('WORK_APPLIED_TWICE');
  return presentApplication(row, attachmentName);
}

export async function myApplications(
  ctx: AppContext,
  memberId: number,
  q: { pageNum: number; pageSize: number },
  lang: Language,
): Promise<Page<MyApplicationItem>> {
  const now = ctx.now();
  const { limit, offset } = pageBounds(q);
  const { rows, total } = await repo.myApplicationsPage(ctx.database.db, memberId, limit, offset);
  return {
    list: rows.map((r) => ({
      ...presentApplication(r.application),
      job: presentJob({ job: r.job, company: r.company }, lang, now),
    })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** Withdraws one of my applications until it is decided (Offer, Rejected) or already withdrawn. */
export async function withdraw(ctx: AppContext, memberId: number, id: number): Promise<ApplicationItem> {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const a = await repo.applicationById(tx, id, true);
    if (!a || a.memberId !== memberId) fail('NOT_FOUND');
    if (!WITHDRAWABLE.includes(a.status)) fail('WORK_NOT_WITHDRAWABLE');
    const row = await repo.updateApplication(tx, id, {
      status: 'Withdrawn',
      timeline: [...a.timeline, { status: 'Withdrawn', at: now.toISOString(), message: null }],
      updatedAt: now,
    });
    return presentApplication(row);
  });
}

/** The member's applications for their data export: the job, the status timeline, the letter and CV sent. */
export async function exportApplications(ctx: AppContext, memberId: number) {
  const rows = await repo.applicationsOfMember(ctx.database.db, memberId);
  return rows.map(({ application: a, title }) => ({
    id: a.id,
    jobId: a.jobId,
    job: title,
    status: a.status,
    coverLetter: a.coverLetter,
    attachmentId: a.attachmentId ? String(a.attachmentId) : null,
    cv: a.cvSnapshot,
    timeline: a.timeline,
    createdAt: a.createdAt.toISOString(),
  }));
}

/** Erasure: a member's applications go (their attachments are private files, erased by the file module). */
export async function eraseApplications(memberId: number, tx: Executor) {
  await repo.deleteApplicationsOf(tx, memberId);
}

/** A job's share preview (share/head.ts: /work/detail/{id}): its title, company and city, and the company's logo. */
export async function jobPreview(db: Executor, id: number, lang: Language, now: Date) {
  const { found, company } = await visibleJob(db, id);
  const job = presentJob(found, lang, now);
  const l = localize(found.job.title, lang);
  return {
    title: job.title,
    description: [job.company.name, job.city].filter(Boolean).join(' · '),
    html: l.t(found.job.description),
    image: company.logo?.url ?? null,
    language: job.servedLanguage,
  };
}

/** Seed: the demo companies and jobs (seed/work.ts). */
export { hasCompanies, seedCompanies } from './seed.js';

/** "My statistics": applications sent, and those at Interview and at Offer now. */
export function workSummary(ctx: AppContext, memberId: number) {
  return repo.memberTotals(ctx.database.db, memberId);
}
