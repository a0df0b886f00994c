import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ApplicationStatus, JobLanguage, JobState } from '@acsc/shared';
import { tsvector, type L, type StoredImage } from './content.js';
import { members } from './members.js';
import { privateFiles } from './private-files.js';

/**
 * Work (issue 32, modules/work): companies and their jobs are staff-written, trilingual content (their
 * writes bump content_version, so the public reads are cached like news); applications are members' own,
 * one per job and member, each with the CV as it was when they applied (cv_snapshot) and its timeline.
 */

export const workCompanies = pgTable('work_companies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: jsonb('name').$type<L>().notNull(),
  logo: jsonb('logo').$type<StoredImage | null>(),
  intro: jsonb('intro').$type<L>().notNull().default({}),
  industry: text('industry').notNull(),
  size: text('size').notNull(),
  locations: jsonb('locations').$type<L>().notNull().default({}),
  website: text('website'),
  hidden: boolean('hidden').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: bigint('created_by', { mode: 'number' }),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});

export const workJobs = pgTable(
  'work_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => workCompanies.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<L>().notNull(),
    city: jsonb('city').$type<L>().notNull().default({}),
    country: text('country').notNull().default('KH'),
    type: text('type').notNull(),
    industry: text('industry').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    currency: text('currency').notNull().default('USD'),
    languages: jsonb('languages').$type<JobLanguage[]>().notNull().default([]),
    /** The language codes of `languages` (km, zh, en), for the list's filter. */
    languageCodes: text('language_codes').array().notNull().default([]),
    description: jsonb('description').$type<L>().notNull().default({}),
    requirements: jsonb('requirements').$type<L>().notNull().default({}),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    openings: integer('openings').notNull().default(1),
    status: text('status').$type<JobState>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Search lexemes of title, company and city in the three languages (news/search-text.ts's tokenizer). */
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }),
    updatedBy: bigint('updated_by', { mode: 'number' }),
  },
  (t) => [
    index('work_jobs_open_idx').on(t.status, t.deadline),
    index('work_jobs_published_idx').on(t.status, t.publishedAt),
    index('work_jobs_company_idx').on(t.companyId, t.status),
    index('work_jobs_search_idx').using('gin', t.searchVector),
    index('work_jobs_city_idx').using('gin', t.city),
    check(
      'work_jobs_salary_range',
      sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`,
    ),
  ],
);

export interface TimelineEntry {
  status: ApplicationStatus;
  at: string;
  message: string | null;
}

export const workApplications = pgTable(
  'work_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => workJobs.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('Submitted'),
    coverLetter: text('cover_letter').notNull().default(''),
    attachmentId: bigint('attachment_id', { mode: 'number' }).references(() => privateFiles.id, {
      onDelete: 'set null',
    }),
    /** The CV as the employer sees it, frozen when the member applied. */
    cvSnapshot: jsonb('cv_snapshot').$type<Record<string, unknown> | null>(),
    timeline: jsonb('timeline').$type<TimelineEntry[]>().notNull().default([]),
    /** Staff's and the employer's notes: never shown to the member. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('work_applications_job_member_uq').on(t.jobId, t.memberId),
    index('work_applications_member_idx').on(t.memberId, t.createdAt),
    index('work_applications_job_idx').on(t.jobId, t.status),
  ],
);

/** An employer account's company: its holder manages that company's jobs and sees their applicants only. */
export const workEmployers = pgTable('work_employers', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  companyId: bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => workCompanies.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
