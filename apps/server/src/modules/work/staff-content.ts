import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  type AdminCompany,
  type AdminJob,
  type CompanyInput,
  type JobInput,
  type Language,
  type Page,
  type Role,
} from '@acsc/shared';
import { workCompanies, workJobs } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { writeAudit, type Actor } from '../../platform/audit.js';
import { fail } from '../../platform/errors.js';
import { localize } from '../content/localized.js';
import * as repo from './repo.js';
import { companyValues, jobSearchVector, jobValues } from './values.js';

/**
 * Companies and jobs as staff and employers write them (issue 32). Content staff (editors, admins) see
 * every company; an employer only the company work_employers binds them to: anything of another company
 * answers FORBIDDEN, and lists show their company's rows only.
 */

export interface WorkStaff {
  actor: Actor;
  memberId: number;
  roles: readonly Role[];
}
/** 'all' for content staff; an employer's company id, or null when unbound (sees nothing). */
export type Scope = 'all' | number | null;

export async function scopeOf(db: Executor, who: WorkStaff): Promise<Scope> {
  if (who.roles.includes('admin') || who.roles.includes('editor')) return 'all';
  return repo.employerCompany(db, who.memberId);
}
export function assertCompany(scope: Scope, companyId: number) {
  if (scope !== 'all' && scope !== companyId) fail('FORBIDDEN');
}
const scopeFilter = (scope: Scope, column: typeof workJobs.companyId | typeof workCompanies.id): SQL | undefined =>
  scope === 'all' ? undefined : scope === null ? sql`false` : eq(column, scope);

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const keywordsMatch = (column: SQL | typeof workCompanies.name, keywords: string | undefined) =>
  keywords ? sql`${column}::text ilike ${'%' + keywords.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}` : undefined;

// ---------------------------------------------------------------- companies

function presentCompany(c: repo.CompanyRow, openJobs: number): AdminCompany {
  return {
    id: c.id,
    name: c.name,
    logo: c.logo ?? null,
    intro: c.intro,
    industry: c.industry as AdminCompany['industry'],
    size: c.size as AdminCompany['size'],
    locations: c.locations,
    website: c.website,
    hidden: c.hidden,
    openJobs,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function listCompanies(
  ctx: AppContext,
  who: WorkStaff,
  q: { pageNum: number; pageSize: number; keywords?: string },
): Promise<Page<AdminCompany>> {
  const db = ctx.database.db;
  const scope = await scopeOf(db, who);
  const where = and(scopeFilter(scope, workCompanies.id), keywordsMatch(workCompanies.name, q.keywords));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(workCompanies)
      .where(where)
      .orderBy(desc(workCompanies.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(workCompanies).where(where),
  ]);
  const counts = await repo.openJobCounts(
    db,
    rows.map((r) => r.id),
    ctx.now(),
  );
  return {
    list: rows.map((r) => presentCompany(r, counts.get(r.id) ?? 0)),
    total: Number(n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export async function companyItem(ctx: AppContext, who: WorkStaff, id: number) {
  const db = ctx.database.db;
  const c = await repo.companyById(db, id);
  if (!c) fail('NOT_FOUND');
  assertCompany(await scopeOf(db, who), id);
  return presentCompany(c, (await repo.openJobCounts(db, [id], ctx.now())).get(id) ?? 0);
}

export async function createCompany(ctx: AppContext, who: WorkStaff, input: CompanyInput) {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workCompanies)
      .values({
        ...companyValues(input),
        createdAt: now,
        updatedAt: now,
        createdBy: who.memberId,
        updatedBy: who.memberId,
      })
      .returning();
    const item = presentCompany(row, 0);
    await writeAudit(tx, who.actor, {
      action: 'create',
      entityType: 'work_company',
      entityId: row.id,
      before: null,
      after: item,
      at: now,
    });
    return item;
  });
}

export async function updateCompany(ctx: AppContext, who: WorkStaff, id: number, input: CompanyInput) {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const before = await repo.companyById(tx, id);
    if (!before) fail('NOT_FOUND');
    assertCompany(await scopeOf(tx, who), id);
    const [row] = await tx
      .update(workCompanies)
      .set({ ...companyValues(input), updatedAt: now, updatedBy: who.memberId })
      .where(eq(workCompanies.id, id))
      .returning();
    // The jobs' search words carry the company's name.
    const jobs = await tx.select().from(workJobs).where(eq(workJobs.companyId, id));
    for (const j of jobs)
      await tx
        .update(workJobs)
        .set({ searchVector: jobSearchVector(j, row) })
        .where(eq(workJobs.id, j.id));
    const item = presentCompany(row, 0);
    await writeAudit(tx, who.actor, {
      action: 'update',
      entityType: 'work_company',
      entityId: id,
      before: presentCompany(before, 0),
      after: item,
      at: now,
    });
    return item;
  });
}

// ---------------------------------------------------------------- jobs

function presentAdminJob(j: repo.JobRow, companyName: string, applications: number): AdminJob {
  return {
    id: j.id,
    companyId: j.companyId,
    companyName,
    title: j.title,
    city: j.city,
    country: j.country as AdminJob['country'],
    type: j.type as AdminJob['type'],
    industry: j.industry as AdminJob['industry'],
    salaryMin: j.salaryMin,
    salaryMax: j.salaryMax,
    currency: j.currency as AdminJob['currency'],
    languages: j.languages,
    description: j.description,
    requirements: j.requirements,
    deadline: j.deadline.toISOString(),
    openings: j.openings,
    status: j.status,
    applications,
    publishedAt: iso(j.publishedAt),
    closedAt: iso(j.closedAt),
    createdAt: j.createdAt.toISOString(),
    updatedAt: j.updatedAt.toISOString(),
  };
}

async function presentJobs(db: Executor, jobs: repo.JobRow[], lang: Language) {
  const ids = [...new Set(jobs.map((j) => j.companyId))];
  const companies = ids.length ? await db.select().from(workCompanies).where(inArray(workCompanies.id, ids)) : [];
  const names = new Map(companies.map((c) => [c.id, localize(c.name, lang).t(c.name)]));
  const counts = await repo.applicationCounts(
    db,
    jobs.map((j) => j.id),
  );
  return jobs.map((j) => presentAdminJob(j, names.get(j.companyId) ?? '', counts.get(j.id) ?? 0));
}

export async function listJobsAdmin(
  ctx: AppContext,
  who: WorkStaff,
  q: { pageNum: number; pageSize: number; companyId?: number; status?: AdminJob['status']; keywords?: string },
  lang: Language,
): Promise<Page<AdminJob>> {
  const db = ctx.database.db;
  const scope = await scopeOf(db, who);
  if (q.companyId) assertCompany(scope, q.companyId);
  const where = and(
    scopeFilter(scope, workJobs.companyId),
    q.companyId ? eq(workJobs.companyId, q.companyId) : undefined,
    q.status ? eq(workJobs.status, q.status) : undefined,
    keywordsMatch(sql`${workJobs.title}`, q.keywords),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(workJobs)
      .where(where)
      .orderBy(desc(workJobs.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(workJobs).where(where),
  ]);
  return { list: await presentJobs(db, rows, lang), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** A job the staff member may manage (FORBIDDEN for an employer of another company). */
export async function jobFor(db: Executor, who: WorkStaff, id: number, lock = false) {
  const j = await repo.jobById(db, id, lock);
  if (!j) fail('NOT_FOUND');
  assertCompany(await scopeOf(db, who), j.companyId);
  return j;
}

export async function jobItem(ctx: AppContext, who: WorkStaff, id: number, lang: Language) {
  const db = ctx.database.db;
  const [item] = await presentJobs(db, [await jobFor(db, who, id)], lang);
  return item;
}

async function companyFor(tx: Executor, who: WorkStaff, companyId: number) {
  const company = await repo.companyById(tx, companyId);
  if (!company) fail('NOT_FOUND');
  assertCompany(await scopeOf(tx, who), companyId);
  return company;
}

export async function createJob(ctx: AppContext, who: WorkStaff, input: JobInput, lang: Language) {
  const now = ctx.now();
  const values = jobValues(input);
  return ctx.database.db.transaction(async (tx) => {
    const company = await companyFor(tx, who, input.companyId);
    const [row] = await tx
      .insert(workJobs)
      .values({
        ...values,
        searchVector: jobSearchVector(values, company),
        status: 'draft',
        createdAt: now,
        updatedAt: now,
        createdBy: who.memberId,
        updatedBy: who.memberId,
      })
      .returning();
    const [item] = await presentJobs(tx, [row], lang);
    await writeAudit(tx, who.actor, {
      action: 'create',
      entityType: 'work_job',
      entityId: row.id,
      before: null,
      after: item,
      at: now,
    });
    return item;
  });
}

type JobChange = 'update' | 'publish' | 'unpublish' | 'create';
async function changeJob(
  ctx: AppContext,
  who: WorkStaff,
  id: number,
  action: JobChange,
  lang: Language,
  set: (j: repo.JobRow, tx: Executor) => Promise<Partial<typeof workJobs.$inferInsert>>,
) {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const before = await jobFor(tx, who, id, true);
    const values = await set(before, tx);
    const [row] = await tx
      .update(workJobs)
      .set({ ...values, updatedAt: now, updatedBy: who.memberId })
      .where(eq(workJobs.id, id))
      .returning();
    const [b] = await presentJobs(tx, [before], lang);
    const [item] = await presentJobs(tx, [row], lang);
    await writeAudit(tx, who.actor, { action, entityType: 'work_job', entityId: id, before: b, after: item, at: now });
    return item;
  });
}

export const updateJob = (ctx: AppContext, who: WorkStaff, id: number, input: JobInput, lang: Language) => {
  const values = jobValues(input);
  return changeJob(ctx, who, id, 'update', lang, async (_j, tx) => {
    // Moving a job to another company needs that company too.
    const company = await companyFor(tx, who, input.companyId);
    return { ...values, searchVector: jobSearchVector(values, company) };
  });
};

/** Publishes a job whose deadline is still ahead (a past deadline is refused: change it first). */
export const publishJob = (ctx: AppContext, who: WorkStaff, id: number, lang: Language) =>
  changeJob(ctx, who, id, 'publish', lang, async (j) => {
    const now = ctx.now();
    if (j.deadline.getTime() <= now.getTime()) fail('WORK_DEADLINE_PAST');
    return { status: 'published', publishedAt: now, closedAt: null };
  });

export const closeJob = (ctx: AppContext, who: WorkStaff, id: number, lang: Language) =>
  changeJob(ctx, who, id, 'unpublish', lang, async () => ({ status: 'closed', closedAt: ctx.now() }));

/** A draft copy of a job (same company, texts and terms), to edit and publish as a new listing. */
export async function copyJob(ctx: AppContext, who: WorkStaff, id: number, lang: Language) {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const j = await jobFor(tx, who, id);
    const { id: _id, status: _s, publishedAt: _p, closedAt: _c, createdAt: _ca, updatedAt: _u, ...rest } = j;
    const [row] = await tx
      .insert(workJobs)
      .values({
        ...rest,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
        createdBy: who.memberId,
        updatedBy: who.memberId,
      })
      .returning();
    const [item] = await presentJobs(tx, [row], lang);
    await writeAudit(tx, who.actor, {
      action: 'create',
      entityType: 'work_job',
      entityId: row.id,
      before: null,
      after: item,
      at: now,
    });
    return item;
  });
}
