import type { CompanyInput, JobInput } from '@acsc/shared';
import { workCompanies, workJobs } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { companyValues, jobSearchVector, jobValues } from './values.js';

/** Seed: whether any company exists (the demo seeder runs once). */
export async function hasCompanies(db: Executor) {
  return (await db.select({ id: workCompanies.id }).from(workCompanies).limit(1)).length > 0;
}

/** Seed: companies with their published jobs, written as staff would (search words included). */
export async function seedCompanies(
  tx: Executor,
  list: { company: CompanyInput; jobs: Omit<JobInput, 'companyId'>[] }[],
  publishedAt: Date,
) {
  for (const { company, jobs } of list) {
    const [c] = await tx.insert(workCompanies).values(companyValues(company)).returning();
    for (const [i, input] of jobs.entries()) {
      const values = jobValues({ ...input, companyId: c.id });
      await tx.insert(workJobs).values({
        ...values,
        searchVector: jobSearchVector(values, c),
        status: 'published',
        publishedAt: new Date(publishedAt.getTime() + i * 3_600_000),
      });
    }
  }
}
