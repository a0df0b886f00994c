import { z } from 'zod';
import { isEmailAddress, multiLine, singleLine } from './text.js';

/**
 * The member's CV (issue 32, /work/vitae, /work/vitae/info, /work/vitae/experience): personal details, job
 * wishes, education, languages, skills, certificates and a summary (one `info` document), plus ordered
 * work, internship and project entries. Member calls under /prod-api/client/work/v1/vitae/...; only the
 * member reads their CV (an application keeps a VitaeSnapshot for the employer).
 */

export const VITAE_LIMITS = {
  nameMax: 80,
  textMax: 120,
  summaryMax: 1000,
  descriptionMax: 2000,
  educationMax: 10,
  languagesMax: 10,
  skillsMax: 30,
  skillMax: 40,
  certificatesMax: 20,
  experienceMax: 30,
  salaryMax: 100_000_000,
  /** The photo the cropper uploads (a square), and the stored square. */
  photoBytesMax: 5 * 1024 * 1024,
  photoPx: 320,
} as const;

export const VITAE_API = {
  /** GET: my CV (info, photo, experience in order, completeness), prefilled from the account when empty. */
  get: '/client/work/v1/vitae/get',
  /** POST VitaeInfo: replaces the CV's info part. */
  infoUpdate: '/client/work/v1/vitae/info/update',
  /** POST {id?, ...entry}: adds (no id, at the end) or edits one experience entry. */
  experienceSave: '/client/work/v1/vitae/experience/save',
  /** POST {id}: removes one of my experience entries. */
  experienceDelete: '/client/work/v1/vitae/experience/delete',
  /** POST {ids}: my experience entries in a new order (every id once). */
  experienceReorder: '/client/work/v1/vitae/experience/reorder',
  /** POST multipart `file`: the cropped square photo of the CV (private). */
  photoUpload: '/client/work/v1/vitae/photo/upload',
  /** POST: removes the CV's photo. */
  photoDelete: '/client/work/v1/vitae/photo/delete',
  /** GET ?lang=zh_CN|km_KH|en_US: my CV as a PDF (application/pdf) with its labels in that language. */
  pdf: '/client/work/v1/vitae/pdf',
} as const;

export const VITAE_GENDERS = ['male', 'female', 'other'] as const;
export const VITAE_JOB_TYPES = ['fullTime', 'partTime', 'internship'] as const;
export const VITAE_CURRENCIES = ['USD', 'KHR', 'CNY'] as const;
export const VITAE_DEGREES = ['highSchool', 'associate', 'bachelor', 'master', 'doctor', 'other'] as const;
export const VITAE_LANGUAGES = ['km', 'zh', 'en', 'th', 'vi', 'fr', 'ja', 'ko'] as const;
export const VITAE_LEVELS = ['native', 'fluent', 'good', 'basic'] as const;
export const VITAE_EXPERIENCE_KINDS = ['work', 'internship', 'project'] as const;

const name = () => singleLine().trim().max(VITAE_LIMITS.nameMax);
const text = () => singleLine().trim().max(VITAE_LIMITS.textMax);
/** A month, `YYYY-MM`, 1950-2100. */
export const yearMonth = () =>
  z
    .string()
    .regex(/^(19[5-9]\d|20\d\d|2100)-(0[1-9]|1[0-2])$/, 'must be a month, YYYY-MM')
    .meta({ example: '2021-09' });
const birthDate = z
  .string()
  .regex(/^(19[3-9]\d|20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date, YYYY-MM-DD')
  .meta({ example: '2000-05-17' });

export const vitaeEducation = z.object({
  school: text().min(1),
  degree: z.enum(VITAE_DEGREES),
  major: text().default(''),
  start: yearMonth(),
  /** null: still studying. */
  end: yearMonth().nullable().default(null),
});
export type VitaeEducation = z.infer<typeof vitaeEducation>;

export const vitaeLanguage = z.object({
  language: z.enum(VITAE_LANGUAGES),
  level: z.enum(VITAE_LEVELS),
  /** Chinese only: the HSK level passed (1-9). */
  hsk: z.number().int().min(1).max(9).nullable().default(null),
});
export type VitaeLanguage = z.infer<typeof vitaeLanguage>;

export const vitaeCertificate = z.object({
  name: text().min(1),
  issuer: text().default(''),
  date: yearMonth().nullable().default(null),
});

export const vitaeWish = z.object({
  type: z.enum(VITAE_JOB_TYPES).nullable().default(null),
  city: text().default(''),
  salaryMin: z.number().int().min(0).max(VITAE_LIMITS.salaryMax).nullable().default(null),
  salaryMax: z.number().int().min(0).max(VITAE_LIMITS.salaryMax).nullable().default(null),
  currency: z.enum(VITAE_CURRENCIES).default('USD'),
});

/** The CV's info part as the member writes it (vitae/info/update) and as it is stored. */
export const vitaeInfo = z.object({
  nameKm: name().default(''),
  nameLatin: name().default(''),
  nameZh: name().default(''),
  gender: z.enum(VITAE_GENDERS).nullable().default(null),
  birthDate: birthDate.nullable().default(null),
  nationality: text().default(''),
  phone: singleLine().trim().max(32).default(''),
  email: singleLine()
    .trim()
    .max(254)
    .refine((v) => v === '' || isEmailAddress(v), 'must be an email address a mail server accepts')
    .meta({ format: 'email', example: 'member@example.com' })
    .default(''),
  city: text().default(''),
  wish: vitaeWish.default({ type: null, city: '', salaryMin: null, salaryMax: null, currency: 'USD' }),
  education: z.array(vitaeEducation).max(VITAE_LIMITS.educationMax).default([]),
  languages: z
    .array(vitaeLanguage)
    .max(VITAE_LIMITS.languagesMax)
    .meta({ example: [{ language: 'zh', level: 'fluent', hsk: 5 }] })
    .default([]),
  skills: z.array(singleLine().trim().min(1).max(VITAE_LIMITS.skillMax)).max(VITAE_LIMITS.skillsMax).default([]),
  certificates: z.array(vitaeCertificate).max(VITAE_LIMITS.certificatesMax).default([]),
  summary: multiLine().trim().max(VITAE_LIMITS.summaryMax).default(''),
});
export type VitaeInfo = z.infer<typeof vitaeInfo>;
export type VitaeInfoInput = z.input<typeof vitaeInfo>;

/** Which error a malformed field of the info form maps to (the rest: VALIDATION naming the field). */
export const VITAE_INFO_FIELD_ERRORS = {
  languages: 'VITAE_LANGUAGE_INVALID',
  email: 'EMAIL_INVALID',
} as const;

export const vitaeExperienceInput = z.object({
  /** Absent: a new entry. */
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
  kind: z.enum(VITAE_EXPERIENCE_KINDS),
  organization: text().min(1),
  role: text().min(1),
  start: yearMonth(),
  /** null: "present". */
  end: yearMonth().nullable().default(null),
  description: multiLine().trim().max(VITAE_LIMITS.descriptionMax).default(''),
});
export type VitaeExperienceInput = z.input<typeof vitaeExperienceInput>;

export const vitaeExperience = z.object({
  id: z.number().int(),
  kind: z.enum(VITAE_EXPERIENCE_KINDS),
  organization: z.string(),
  role: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  description: z.string(),
});
export type VitaeExperience = z.infer<typeof vitaeExperience>;

export const vitaeIdBody = z.object({
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const vitaeReorderBody = z.object({
  ids: z
    .array(
      z
        .number()
        .int()
        .positive()
        .max(2 ** 53 - 1),
    )
    .min(1)
    .max(VITAE_LIMITS.experienceMax),
});

/** The parts completeness counts, in the order the CV page lists what is missing. */
export const VITAE_PARTS = [
  'name',
  'photo',
  'personal',
  'contact',
  'wish',
  'education',
  'experience',
  'languages',
  'skills',
  'summary',
] as const;
export type VitaePart = (typeof VITAE_PARTS)[number];

/** My CV as vitae/get answers it. */
export const vitaeReply = z.object({
  info: vitaeInfo,
  /** The photo as a data: URL (a small private WebP square), or null. */
  photo: z.string().nullable(),
  experience: z.array(vitaeExperience),
  completeness: z.object({ percent: z.number().int(), missing: z.array(z.enum(VITAE_PARTS)) }),
  /** Null until the member first saves. */
  updatedAt: z.string().nullable(),
});
export type VitaeReply = z.infer<typeof vitaeReply>;

/**
 * A self-contained copy of a CV (service.vitaeSnapshot): what an application keeps, so later edits do not
 * change what the employer saw. The photo is inlined as a data: URL.
 */
export const vitaeSnapshot = z.object({
  memberId: z.number().int(),
  info: vitaeInfo,
  photo: z.string().nullable(),
  experience: z.array(vitaeExperience),
  takenAt: z.string(),
});
export type VitaeSnapshot = z.infer<typeof vitaeSnapshot>;

export const vitaePdfQuery = z.object({ lang: z.enum(['zh_CN', 'km_KH', 'en_US']).optional() });
export const vitaePhotoReply = z.object({ photo: z.string() });
