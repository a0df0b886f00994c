import { z } from 'zod';
import { pageQuerySchema } from '../envelope.js';
import { memberCard } from './member.js';
import { multiLine, singleLine } from './text.js';

/**
 * Alumni certification (issue 33): a member asks to be certified as a graduate of a school in China,
 * staff (CONTENT_ROLES: editors and admins) approve or reject with a reason, and a certified member is
 * listed in /alumnus/audited with only what they agreed to show. Server: modules/alumnus/certification-*.
 */

export const ALUMNI_CERT_API = {
  /** GET ?keywords=: the Chinese universities of the list (Chinese and English names), best matches first. */
  schools: '/client/alumnus/v1/school/list',
  /** POST: a new submission (Pending); one open at a time. */
  submit: '/client/alumnus/v1/submit',
  /** GET: where the member stands: certified or not, the latest submission, the directory choices. */
  current: '/client/alumnus/v1/submission/current',
  /** GET: every submission of the member, newest first. */
  history: '/client/alumnus/v1/submission/history',
  /** POST {show}: what the directory shows of a certified member; `show.name: false` leaves the directory. */
  directory: '/client/alumnus/v1/directory/update',
} as const;

export const ADMIN_ALUMNI_CERT_API = {
  /** GET ?status=&pageNum=&pageSize=: submissions, the oldest Pending first. */
  list: '/admin/alumnus/certification/listPage',
  /** GET: one submission with its proofs, the member's history and the duplicate student-number warning. */
  detail: '/admin/alumnus/certification/detail/:id',
  /** POST {id}: a Pending submission becomes Approved; the member is certified and notified. */
  approve: '/admin/alumnus/certification/approve',
  /** POST {id, reason}: a Pending submission becomes Rejected with a reason in the three languages. */
  reject: '/admin/alumnus/certification/reject',
  reasons: '/admin/alumnus/certification/reason/list',
  reasonCreate: '/admin/alumnus/certification/reason/create',
  reasonUpdate: '/admin/alumnus/certification/reason/update/:id',
  reasonDelete: '/admin/alumnus/certification/reason/delete/:id',
} as const;

export const ALUMNI_CERT_LIMITS = {
  nameMax: 100,
  majorMax: 100,
  studentNumberMax: 40,
  cityMax: 60,
  employerMax: 100,
  schoolOtherMax: 120,
  proofsMax: 5,
  reasonMax: 500,
  yearMin: 1950,
  yearMax: 2100,
} as const;

export const DEGREE_LEVELS = ['associate', 'bachelor', 'master', 'doctor', 'nonDegree'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];
export const SUBMISSION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** The school id a member picks when their school is not on the list (then schoolOther names it). */
export const OTHER_SCHOOL = 'other';

const L = ALUMNI_CERT_LIMITS;
const line = (max: number) => singleLine().trim().max(max);
const year = z.number().int().min(L.yearMin).max(L.yearMax);
const id = z.number().int().positive();
const idValue = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

export const schoolQuery = z.object({ keywords: line(60).optional() });
export const schoolItem = z.object({ id: z.string(), name: z.string(), nameZh: z.string(), nameEn: z.string() });
export type SchoolItem = z.infer<typeof schoolItem>;

/** What the member agrees the directory shows; the name is the entry itself (false = not listed). */
export const directoryShow = z.object({
  name: z.boolean(),
  school: z.boolean(),
  major: z.boolean(),
  year: z.boolean(),
  city: z.boolean(),
  employer: z.boolean(),
});
export type DirectoryShow = z.infer<typeof directoryShow>;

export const submitBody = z.object({
  /** The name in Khmer script. */
  nameKm: line(L.nameMax)
    .min(1)
    .regex(/[\u1780-\u17FF]/, 'must be written in Khmer script')
    .meta({ example: 'សុខ ដារា' }),
  /** The name in Latin letters, as in the passport. */
  nameLatin: line(L.nameMax)
    .min(1)
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, 'must be written in Latin letters')
    .meta({ example: 'Sok Dara' }),
  nameZh: line(L.nameMax).default(''),
  /** A school id of the list, or `other` with schoolOther. */
  schoolId: line(40).min(1),
  schoolOther: line(L.schoolOtherMax).default(''),
  degree: z.enum(DEGREE_LEVELS),
  major: line(L.majorMax).min(1),
  entryYear: year,
  graduationYear: year,
  studentNumber: line(L.studentNumberMax).min(1),
  city: line(L.cityMax).default(''),
  employer: line(L.employerMax).default(''),
  /** Private files (client/file/v1/private/upload) of the member: images or PDF. */
  proofIds: z.array(idValue).min(1).max(L.proofsMax),
  show: directoryShow,
});
export type SubmitBody = z.infer<typeof submitBody>;

export const proofItem = z.object({ id: z.string(), mime: z.string(), originalName: z.string() });
export const submissionItem = z.object({
  id,
  status: z.enum(SUBMISSION_STATUSES),
  nameKm: z.string(),
  nameLatin: z.string(),
  nameZh: z.string(),
  schoolId: z.string(),
  schoolOther: z.string(),
  /** The school's name in the reader's language (or the member's own text for `other`). */
  schoolName: z.string(),
  degree: z.enum(DEGREE_LEVELS),
  major: z.string(),
  entryYear: z.number().int(),
  graduationYear: z.number().int(),
  studentNumber: z.string(),
  city: z.string(),
  employer: z.string(),
  proofs: z.array(proofItem),
  show: directoryShow,
  /** Staff's reason of a rejection, in the reader's language. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SubmissionItem = z.infer<typeof submissionItem>;
export const currentSubmission = z.object({
  certified: z.boolean(),
  submission: submissionItem.nullable(),
  /** The directory choices of a certified member (null before approval). */
  directory: directoryShow.nullable(),
});
export type CurrentSubmission = z.infer<typeof currentSubmission>;
export const directoryBody = z.object({ show: directoryShow });

// ---------------------------------------------------------------- staff

const lReason = z.object({
  zh_CN: multiLine().trim().max(L.reasonMax).optional(),
  km_KH: multiLine().trim().max(L.reasonMax).optional(),
  en_US: multiLine().trim().max(L.reasonMax).optional(),
});
export const adminSubmissionQuery = pageQuerySchema.extend({ status: z.enum(SUBMISSION_STATUSES).optional() });
export const adminSubmissionItem = submissionItem.extend({
  member: memberCard,
  /** The reason as staff wrote it, in the three languages. */
  reasonTexts: lReason.nullable(),
});
export type AdminSubmissionItem = z.infer<typeof adminSubmissionItem>;
export const adminSubmissionDetail = adminSubmissionItem.extend({
  /** Other members certified with the same school and student number (a warning, not a refusal). */
  duplicates: z.array(z.object({ submissionId: id, member: memberCard })),
  /** The member's other submissions, newest first. */
  history: z.array(submissionItem),
});
export type AdminSubmissionDetail = z.infer<typeof adminSubmissionDetail>;
export const decideBody = z.object({ id });
export const rejectSubmissionBody = z.object({
  id,
  reason: lReason.refine((r) => Boolean(r.zh_CN || r.km_KH || r.en_US), 'a reason in at least one language'),
});
export const reasonTemplateInput = z.object({
  text: lReason.refine((r) => Boolean(r.zh_CN || r.km_KH || r.en_US), 'a text in at least one language'),
});
export const reasonTemplate = z.object({ id, text: lReason });
export type ReasonTemplate = z.infer<typeof reasonTemplate>;
