import { z } from 'zod';
import { pageQuerySchema } from '../envelope.js';
import { LIMITS } from '../limits.js';
import { ADMIN_LIMITS, imageInput, linkValue, localizedInput } from './editing.js';
import { contentImage, localizedMeta } from './content.js';
import { dateTime, multiLine, singleLine } from './text.js';

/**
 * Work (issue 32): companies, job listings and applications with a status pipeline. Member calls under
 * /prod-api/client/work/v1/..., staff and employers under /prod-api/admin/work/... An employer (role
 * `employer`) is bound to one company and manages only its jobs and their applicants.
 */

export const WORK_LIMITS = {
  coverLetterMax: 5000,
  messageMax: 1000,
  noteMax: 5000,
  openingsMax: 10_000,
  salaryMax: 1_000_000_000,
  languagesMax: 6,
  similarMax: 4,
  /** A job whose deadline is this close (days) carries the "closing soon" mark. */
  closingSoonDays: 7,
} as const;

export const WORK_API = {
  /** GET ?city=&type=&industry=&language=&salary=&keywords=&sort=newest|closing&companyId=&pageNum=&pageSize= */
  jobList: '/client/work/v1/job/listPage',
  /** GET: one open job, its company and similar jobs; a signed-in member also gets their application. */
  jobDetail: '/client/work/v1/job/detail/:id',
  /** GET: a company and its open jobs. */
  companyDetail: '/client/work/v1/company/detail/:id',
  /** POST {jobId, coverLetter?, attachmentId?}: applies with a snapshot of my CV. */
  apply: '/client/work/v1/apply',
  /** GET ?pageNum=&pageSize=: my applications, newest first, each with its status timeline. */
  applicationList: '/client/work/v1/application/listPage',
  /** POST {id}: withdraws one of my applications until it is decided. */
  withdraw: '/client/work/v1/application/withdraw',
} as const;

export const ADMIN_WORK_API = {
  companyList: '/admin/work/company/listPage',
  companyDetail: '/admin/work/company/detail/:id',
  companyCreate: '/admin/work/company/create',
  companyUpdate: '/admin/work/company/update/:id',
  jobList: '/admin/work/job/listPage',
  jobDetail: '/admin/work/job/detail/:id',
  jobCreate: '/admin/work/job/create',
  jobUpdate: '/admin/work/job/update/:id',
  jobPublish: '/admin/work/job/publish/:id',
  jobClose: '/admin/work/job/close/:id',
  jobCopy: '/admin/work/job/copy/:id',
  /** GET ?jobId=&status=&pageNum=&pageSize= */
  applicationList: '/admin/work/application/listPage',
  /** GET: one application with its CV snapshot (a Submitted one becomes Viewed). */
  applicationDetail: '/admin/work/application/detail/:id',
  /** POST {id, status, message?}: moves an application; the applicant is told in their language. */
  applicationStatus: '/admin/work/application/status',
  /** POST {id, note}: staff-only notes on an application. */
  applicationNote: '/admin/work/application/note',
  /** GET: the application's PDF attachment. */
  applicationAttachment: '/admin/work/application/attachment/:id',
  /** GET ?jobId=: the job's applications as CSV (UTF-8 with BOM). */
  applicationExport: '/admin/work/application/export',
  /** GET: the employer bindings (admins). */
  employerList: '/admin/work/employer/list',
  /** POST {memberId, companyId|null}: binds a member to a company as its employer (grants the role), or unbinds. */
  employerBind: '/admin/work/employer/bind',
} as const;

export const JOB_TYPES = ['fullTime', 'partTime', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const WORK_INDUSTRIES = [
  'manufacturing',
  'construction',
  'trade',
  'finance',
  'it',
  'education',
  'tourism',
  'logistics',
  'energy',
  'agriculture',
  'health',
  'other',
] as const;
export type WorkIndustry = (typeof WORK_INDUSTRIES)[number];
export const COMPANY_SIZES = ['s1_20', 's21_100', 's101_500', 's501_plus'] as const;
export const SALARY_CURRENCIES = ['USD', 'KHR', 'CNY'] as const;
export const WORK_LANGUAGES = ['km', 'zh', 'en'] as const;
export const LANGUAGE_LEVELS = ['basic', 'working', 'fluent', 'native'] as const;
export const JOB_STATES = ['draft', 'published', 'closed'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOB_SORTS = ['newest', 'closing'] as const;

/** The pipeline: Withdrawn by the member; Offer and Rejected decide it. */
export const APPLICATION_STATUSES = ['Submitted', 'Viewed', 'Interview', 'Offer', 'Rejected', 'Withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Statuses staff may move an application to. */
export const STAFF_APPLICATION_STATUSES = ['Viewed', 'Interview', 'Offer', 'Rejected'] as const;
/** Statuses a member may still withdraw from. */
export const WITHDRAWABLE: readonly ApplicationStatus[] = ['Submitted', 'Viewed', 'Interview'];

const id = z.number().int().positive();
const idValue = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);
const isoDate = z.string();
const lText = localizedInput(ADMIN_LIMITS.shortText);

export const jobLanguage = z.object({
  language: z.enum(WORK_LANGUAGES),
  level: z.enum(LANGUAGE_LEVELS),
  /** Chinese: the HSK level asked for (1-9). */
  hsk: z.number().int().min(1).max(9).nullable().default(null),
});
export type JobLanguage = z.infer<typeof jobLanguage>;

const salaryValue = z.number().int().min(0).max(WORK_LIMITS.salaryMax);

// ---------------------------------------------------------------- staff input

export const companyInput = z.object({
  name: localizedInput(ADMIN_LIMITS.title),
  logo: imageInput.nullable().default(null),
  intro: localizedInput(ADMIN_LIMITS.html, 'multi').default({}),
  industry: z.enum(WORK_INDUSTRIES),
  size: z.enum(COMPANY_SIZES),
  locations: lText.default({}),
  website: linkValue.nullable().default(null),
  hidden: z.boolean().default(false),
});
export type CompanyInput = z.infer<typeof companyInput>;

export const jobInput = z.object({
  companyId: id,
  title: localizedInput(ADMIN_LIMITS.title),
  city: lText.default({}),
  country: z.enum(['KH', 'CN', 'OTHER']).default('KH'),
  type: z.enum(JOB_TYPES),
  industry: z.enum(WORK_INDUSTRIES),
  /** Both null: negotiable. */
  salaryMin: salaryValue.nullable().default(null),
  salaryMax: salaryValue.nullable().default(null),
  currency: z.enum(SALARY_CURRENCIES).default('USD'),
  languages: z.array(jobLanguage).max(WORK_LIMITS.languagesMax).default([]),
  description: localizedInput(ADMIN_LIMITS.html, 'multi').default({}),
  requirements: localizedInput(ADMIN_LIMITS.html, 'multi').default({}),
  deadline: dateTime(),
  openings: z.number().int().min(1).max(WORK_LIMITS.openingsMax).default(1),
});
export type JobInput = z.infer<typeof jobInput>;

export const adminCompany = companyInput.extend({
  id,
  openJobs: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminCompany = z.infer<typeof adminCompany>;
export const adminJob = jobInput.extend({
  id,
  status: z.enum(JOB_STATES),
  companyName: z.string(),
  applications: z.number().int(),
  publishedAt: isoDate.nullable(),
  closedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminJob = z.infer<typeof adminJob>;

export const adminCompanyQuery = pageQuerySchema.extend({
  keywords: singleLine().trim().max(LIMITS.keywordMax).optional(),
});
export const adminJobQuery = pageQuerySchema.extend({
  companyId: idValue.optional(),
  status: z.enum(JOB_STATES).optional(),
  keywords: singleLine().trim().max(LIMITS.keywordMax).optional(),
});
export const adminApplicationQuery = pageQuerySchema.extend({
  jobId: idValue,
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export const applicationExportQuery = z.object({ jobId: idValue });
export const applicationStatusBody = z.object({
  id,
  status: z.enum(STAFF_APPLICATION_STATUSES),
  message: multiLine().trim().max(WORK_LIMITS.messageMax).optional(),
});
export const applicationNoteBody = z.object({ id, note: multiLine().max(WORK_LIMITS.noteMax) });
export const employerBindBody = z.object({ memberId: id, companyId: id.nullable() });
export const employerItem = z.object({
  memberId: id,
  nickname: z.string(),
  companyId: id,
  companyName: z.string(),
});

// ---------------------------------------------------------------- member calls

export const jobListQuery = pageQuerySchema.extend({
  city: singleLine().trim().min(1).max(ADMIN_LIMITS.shortText).optional(),
  type: z.enum(JOB_TYPES).optional(),
  industry: z.enum(WORK_INDUSTRIES).optional(),
  language: z.enum(WORK_LANGUAGES).optional(),
  /** Jobs that may pay at least this much (their top of range, in their own currency); not negotiable ones. */
  salary: z.coerce.number().int().min(0).max(WORK_LIMITS.salaryMax).optional(),
  keywords: singleLine().trim().max(LIMITS.keywordMax).optional(),
  sort: z.enum(JOB_SORTS).default('newest'),
  companyId: idValue.optional(),
});
export type JobListQuery = z.infer<typeof jobListQuery>;

export const companyCard = localizedMeta.extend({
  id,
  name: z.string(),
  logo: contentImage.nullable(),
  industry: z.enum(WORK_INDUSTRIES),
  size: z.enum(COMPANY_SIZES),
  locations: z.string(),
  openJobs: z.number().int(),
});
export type CompanyCard = z.infer<typeof companyCard>;

export const jobListItem = localizedMeta.extend({
  id,
  title: z.string(),
  company: z.object({ id, name: z.string(), logo: contentImage.nullable() }),
  city: z.string(),
  country: z.string(),
  type: z.enum(JOB_TYPES),
  industry: z.enum(WORK_INDUSTRIES),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  currency: z.enum(SALARY_CURRENCIES),
  negotiable: z.boolean(),
  languages: z.array(jobLanguage),
  deadline: isoDate,
  openings: z.number().int(),
  publishedAt: isoDate.nullable(),
  closingSoon: z.boolean(),
  /** Open for applications now (published and before its deadline). */
  open: z.boolean(),
});
export type JobListItem = z.infer<typeof jobListItem>;

export const timelineEntry = z.object({
  status: z.enum(APPLICATION_STATUSES),
  at: isoDate,
  /** Staff's message to the applicant with this change. */
  message: z.string().nullable(),
});
export const applicationItem = z.object({
  id,
  jobId: id,
  status: z.enum(APPLICATION_STATUSES),
  coverLetter: z.string(),
  attachment: z.object({ id: z.string(), name: z.string() }).nullable(),
  timeline: z.array(timelineEntry),
  withdrawable: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ApplicationItem = z.infer<typeof applicationItem>;
export const myApplicationItem = applicationItem.extend({ job: jobListItem });
export type MyApplicationItem = z.infer<typeof myApplicationItem>;

export const jobDetail = jobListItem.extend({
  description: z.string(),
  requirements: z.string(),
  companyCard,
  similar: z.array(jobListItem),
  mine: applicationItem.nullable(),
});
export type JobDetail = z.infer<typeof jobDetail>;

export const companyDetail = companyCard.extend({
  intro: z.string(),
  website: z.string().nullable(),
  jobs: z.array(jobListItem),
});
export type CompanyDetail = z.infer<typeof companyDetail>;

export const applyBody = z.object({
  jobId: id,
  coverLetter: multiLine().trim().max(WORK_LIMITS.coverLetterMax).default(''),
  /** One of my private files (file/v1/private/upload), a PDF. */
  attachmentId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .meta({ example: '12' })
    .nullable()
    .default(null),
});
export type ApplyBody = z.infer<typeof applyBody>;
export const withdrawBody = z.object({ id });
export const myApplicationQuery = pageQuerySchema;

export const adminApplication = applicationItem.extend({
  member: z.object({ id, nickname: z.string() }),
  /** The CV as it was when the member applied. */
  cv: z.record(z.string(), z.unknown()).nullable(),
  note: z.string(),
});
export type AdminApplication = z.infer<typeof adminApplication>;
