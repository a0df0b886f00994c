import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { pageQuerySchema } from '../envelope.js';
import { SCHOLARSHIP_LEVELS, SCHOLARSHIP_STATUSES, type ScholarshipStatus } from '../content-constants.js';
import { dateTime, singleLine } from './text.js';
import { attachment, contentImage, localizedMeta } from './content.js';
import {
  ADMIN_LIMITS,
  adminListQuery,
  attachmentInput,
  imageInput,
  localizedInput,
  publishingFields,
} from './editing.js';

/** Scholarships and their notices (server modules/scholarship): the public reads and the staff's editing. */

const id = z.number().int().positive();
const isoDate = z.string();
const lText = localizedInput(ADMIN_LIMITS.shortText);
const lTitle = localizedInput(ADMIN_LIMITS.title);
const lSummary = localizedInput(ADMIN_LIMITS.summary, 'multi');
const lHtml = localizedInput(ADMIN_LIMITS.html, 'multi');

// ---------------------------------------------------------------- public reads

/** A scholarship is "closing soon" this many days before its deadline. */
export const SCHOLARSHIP_CLOSING_SOON_DAYS = 14;

export function scholarshipStatus(deadline: Date, now: Date): ScholarshipStatus {
  const left = deadline.getTime() - now.getTime();
  if (left < 0) return 'closed';
  if (left <= SCHOLARSHIP_CLOSING_SOON_DAYS * 86_400_000) return 'closing_soon';
  return 'open';
}

export const scholarshipListItem = localizedMeta.extend({
  id,
  title: z.string(),
  provider: z.string(),
  level: z.enum(SCHOLARSHIP_LEVELS),
  amount: z.string(),
  deadline: isoDate,
  status: z.enum(SCHOLARSHIP_STATUSES),
  summary: z.string(),
  cover: contentImage.nullable(),
  publishedAt: isoDate,
});
export type ScholarshipListItem = z.infer<typeof scholarshipListItem>;

export const noticeListItem = z.object({ id, title: z.string(), publishedAt: isoDate });
export type NoticeListItem = z.infer<typeof noticeListItem>;

export const scholarshipDetail = scholarshipListItem.extend({
  eligibility: z.string(),
  benefits: z.string(),
  howToApply: z.string(),
  attachments: z.array(attachment),
  notices: z.array(noticeListItem),
});
export type ScholarshipDetail = z.infer<typeof scholarshipDetail>;

export const scholarshipNotice = localizedMeta.extend({
  id,
  scholarshipId: id,
  scholarshipTitle: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: isoDate,
  attachments: z.array(attachment),
});
export type ScholarshipNotice = z.infer<typeof scholarshipNotice>;

export const scholarshipListQuery = pageQuerySchema.extend({
  status: z.enum(SCHOLARSHIP_STATUSES).optional(),
  level: z.enum(SCHOLARSHIP_LEVELS).optional(),
  keywords: singleLine().trim().max(LIMITS.keywordMax).optional(),
});
export type ScholarshipListQuery = z.infer<typeof scholarshipListQuery>;

// ---------------------------------------------------------------- staff

export const scholarshipInput = z.object({
  title: lTitle,
  provider: lText.default({}),
  level: z.enum(SCHOLARSHIP_LEVELS),
  amount: lText.default({}),
  deadline: dateTime(),
  summary: lSummary.default({}),
  eligibility: lHtml.default({}),
  benefits: lHtml.default({}),
  howToApply: lHtml.default({}),
  cover: imageInput.nullable().default(null),
  attachments: z.array(attachmentInput).max(20).default([]),
});
export type ScholarshipInput = z.infer<typeof scholarshipInput>;
export const adminScholarship = scholarshipInput.extend({ id }).merge(publishingFields);
export type AdminScholarship = z.infer<typeof adminScholarship>;
export const adminScholarshipQuery = adminListQuery.extend({ level: z.enum(SCHOLARSHIP_LEVELS).optional() });
export const ADMIN_SCHOLARSHIP_SORTS = ['publishAt', 'updatedAt', 'deadline', 'id'] as const;

export const noticeInput = z.object({
  scholarshipId: id,
  title: lTitle,
  body: lHtml.default({}),
  attachments: z.array(attachmentInput).max(20).default([]),
});
export type NoticeInput = z.infer<typeof noticeInput>;
export const adminNotice = noticeInput.extend({ id }).merge(publishingFields);
export type AdminNotice = z.infer<typeof adminNotice>;
export const adminNoticeQuery = adminListQuery.extend({
  scholarshipId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
});
export const ADMIN_NOTICE_SORTS = ['publishAt', 'updatedAt', 'id'] as const;
