import { and, asc, count, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type ApplicationStatus, type JobListQuery } from '@acsc/shared';
import { members, workApplications, workCompanies, workEmployers, workJobs } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';

/** The work tables' queries (issue 32). */

export type JobRow = typeof workJobs.$inferSelect;
export type CompanyRow = typeof workCompanies.$inferSelect;
export type ApplicationRow = typeof workApplications.$inferSelect;
export interface JobWithCompany {
  job: JobRow;
  company: Pick<CompanyRow, 'id' | 'name' | 'logo'>;
}

const quote = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (c) => c + c)}'`;
export const searchVectorOf = (tokens: Iterable<string>) => [...tokens].map(quote).join(' ');

/** Published, before its deadline, of a company that is shown. */
export const openJob = (now: Date): SQL =>
  and(eq(workJobs.status, 'published'), gt(workJobs.deadline, now), eq(workCompanies.hidden, false))!;

const cityIs = (name: string): SQL =>
  or(...LANGUAGES.map((lang) => sql`${workJobs.city} @> ${JSON.stringify({ [lang]: name })}::jsonb`))!;

export function listFilters(q: Partial<JobListQuery>, tokens: string[]): (SQL | undefined)[] {
  return [
    q.city ? cityIs(q.city) : undefined,
    q.type ? eq(workJobs.type, q.type) : undefined,
    q.industry ? eq(workJobs.industry, q.industry) : undefined,
    q.language ? sql`${workJobs.languageCodes} @> array[${q.language}]::text[]` : undefined,
    q.salary !== undefined ? sql`coalesce(${workJobs.salaryMax}, ${workJobs.salaryMin}) >= ${q.salary}` : undefined,
    q.companyId ? eq(workJobs.companyId, q.companyId) : undefined,
    tokens.length ? sql`${workJobs.searchVector} @@ ${tokens.map(quote).join(' & ')}::tsquery` : undefined,
  ];
}

const jobWithCompany = {
  job: workJobs,
  company: { id: workCompanies.id, name: workCompanies.name, logo: workCompanies.logo },
};

export async function openJobsPage(
  db: Executor,
  where: SQL,
  sort: 'newest' | 'closing',
  limit: number,
  offset: number,
): Promise<{ rows: JobWithCompany[]; total: number }> {
  const order =
    sort === 'closing' ? [asc(workJobs.deadline), asc(workJobs.id)] : [desc(workJobs.publishedAt), desc(workJobs.id)];
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(jobWithCompany)
      .from(workJobs)
      .innerJoin(workCompanies, eq(workCompanies.id, workJobs.companyId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(workJobs)
      .innerJoin(workCompanies, eq(workCompanies.id, workJobs.companyId))
      .where(where),
  ]);
  return { rows, total: Number(n) };
}

export async function jobWithCompanyById(db: Executor, id: number): Promise<JobWithCompany | null> {
  const [row] = await db
    .select(jobWithCompany)
    .from(workJobs)
    .innerJoin(workCompanies, eq(workCompanies.id, workJobs.companyId))
    .where(eq(workJobs.id, id));
  return row ?? null;
}

export async function jobById(db: Executor, id: number, lock = false): Promise<JobRow | null> {
  const q = db.select().from(workJobs).where(eq(workJobs.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function companyById(db: Executor, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(workCompanies).where(eq(workCompanies.id, id));
  return row ?? null;
}

/** Open jobs per company (the company cards). */
export async function openJobCounts(db: Executor, companyIds: number[], now: Date): Promise<Map<number, number>> {
  if (!companyIds.length) return new Map();
  const rows = await db
    .select({ id: workJobs.companyId, n: count() })
    .from(workJobs)
    .innerJoin(workCompanies, eq(workCompanies.id, workJobs.companyId))
    .where(and(openJob(now), inArray(workJobs.companyId, companyIds)))
    .groupBy(workJobs.companyId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Open jobs like `job`: same industry or type, not itself, soonest deadline first. */
export function similarJobs(db: Executor, job: JobRow, now: Date, limit: number) {
  return db
    .select(jobWithCompany)
    .from(workJobs)
    .innerJoin(workCompanies, eq(workCompanies.id, workJobs.companyId))
    .where(
      and(
        openJob(now),
        ne(workJobs.id, job.id),
        or(eq(workJobs.industry, job.industry), eq(workJobs.companyId, job.companyId)),
      ),
    )
    .orderBy(asc(workJobs.deadline), asc(workJobs.id))
    .limit(limit);
}

/** Published jobs whose deadline passed: closed by the job runner. */
export async function closeExpired(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .update(workJobs)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(workJobs.status, 'published'), sql`${workJobs.deadline} <= ${now}`))
    .returning({ id: workJobs.id });
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- applications

export async function applicationOf(db: Executor, jobId: number, memberId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(workApplications)
    .where(and(eq(workApplications.jobId, jobId), eq(workApplications.memberId, memberId)));
  return row ?? null;
}

export async function applicationById(db: Executor, id: number, lock = false): Promise<ApplicationRow | null> {
  const q = db.select().from(workApplications).where(eq(workApplications.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Inserts unless the member already applied (the unique index decides under a race): null then. */
export async function insertApplication(db: Executor, values: typeof workApplications.$inferInsert) {
  const [row] = await db.insert(workApplications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateApplication(db: Executor, id: number, set: Partial<ApplicationRow>) {
  const [row] = await db.update(workApplications).set(set).where(eq(workApplications.id, id)).returning();
  return row;
}

export async function myApplicationsPage(db: Executor, memberId: number, limit: number, offset: number) {
  const where = eq(workApplications.memberId, memberId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ application: workApplications, ...jobWithCompany })
      .from(workApplications)
      .innerJoin(workJobs, eq(workJobs.id, workApplications.jobId))
      .innerJoin(workCompanies, eq(workCompanies.id, workJobs.companyId))
      .where(where)
      .orderBy(desc(workApplications.createdAt), desc(workApplications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(workApplications).where(where),
  ]);
  return { rows, total: Number(n) };
}

export async function jobApplicationsPage(
  db: Executor,
  jobId: number,
  status: ApplicationStatus | undefined,
  limit: number,
  offset: number,
) {
  const where = and(eq(workApplications.jobId, jobId), status ? eq(workApplications.status, status) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ application: workApplications, nickname: members.nickname })
      .from(workApplications)
      .innerJoin(members, eq(members.id, workApplications.memberId))
      .where(where)
      .orderBy(asc(workApplications.createdAt), asc(workApplications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(workApplications).where(where),
  ]);
  return { rows, total: Number(n) };
}

export async function applicationCounts(db: Executor, jobIds: number[]): Promise<Map<number, number>> {
  if (!jobIds.length) return new Map();
  const rows = await db
    .select({ id: workApplications.jobId, n: count() })
    .from(workApplications)
    .where(inArray(workApplications.jobId, jobIds))
    .groupBy(workApplications.jobId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export const applicationsOfMember = (db: Executor, memberId: number) =>
  db
    .select({ application: workApplications, title: workJobs.title })
    .from(workApplications)
    .innerJoin(workJobs, eq(workJobs.id, workApplications.jobId))
    .where(eq(workApplications.memberId, memberId))
    .orderBy(asc(workApplications.id));

export async function deleteApplicationsOf(db: Executor, memberId: number) {
  await db.delete(workApplications).where(eq(workApplications.memberId, memberId));
}

// ---------------------------------------------------------------- employers

export async function employerCompany(db: Executor, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ companyId: workEmployers.companyId })
    .from(workEmployers)
    .where(eq(workEmployers.memberId, memberId));
  return row?.companyId ?? null;
}

/** "My statistics": the member's applications, and those now at Interview and at Offer. */
export async function memberTotals(db: Executor, memberId: number) {
  const A = workApplications;
  const [row] = await db
    .select({
      applications: sql<number>`count(*)::int`,
      interviews: sql<number>`count(*) filter (where ${A.status} = 'Interview')::int`,
      offers: sql<number>`count(*) filter (where ${A.status} = 'Offer')::int`,
    })
    .from(A)
    .where(eq(A.memberId, memberId));
  return { applications: row?.applications ?? 0, interviews: row?.interviews ?? 0, offers: row?.offers ?? 0 };
}
