import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminNoticeQuery, adminScholarshipQuery, NoticeInput, ScholarshipInput } from '@acsc/shared';
import { scholarshipNotices, scholarships } from '../../db/schema/index.js';
import { definePublishable, mustExist } from '../content/publishable/service.js';
import { attachments, image, loc, richText } from '../content/values.js';

/** Scholarships and their notices as the staff console writes them. */

type AdminScholarshipQuery = z.infer<typeof adminScholarshipQuery>;
type AdminNoticeQuery = z.infer<typeof adminNoticeQuery>;

export const scholarshipDef = definePublishable<typeof scholarships, ScholarshipInput, AdminScholarshipQuery>({
  type: 'scholarship',
  table: scholarships,
  sorts: {
    publishAt: scholarships.publishAt,
    updatedAt: scholarships.updatedAt,
    deadline: scholarships.deadline,
    id: scholarships.id,
  },
  defaultOrder: 'desc',
  searchColumns: [scholarships.title, scholarships.provider, scholarships.summary],
  required: { title: scholarships.title, summary: scholarships.summary, eligibility: scholarships.eligibility },
  htmlFields: ['eligibility'],
  title: (r) => r.title,
  filters: (q) => [q.level ? eq(scholarships.level, q.level) : undefined],
  toValues: (i) => ({
    title: loc(i.title),
    provider: loc(i.provider),
    level: i.level,
    amount: loc(i.amount),
    deadline: new Date(i.deadline),
    summary: loc(i.summary),
    eligibility: richText(i.eligibility),
    benefits: richText(i.benefits),
    howToApply: richText(i.howToApply),
    cover: image(i.cover),
    attachments: attachments(i.attachments),
  }),
  present: (r) => ({
    title: r.title,
    provider: r.provider,
    level: r.level,
    amount: r.amount,
    deadline: r.deadline.toISOString(),
    summary: r.summary,
    eligibility: r.eligibility,
    benefits: r.benefits,
    howToApply: r.howToApply,
    cover: r.cover ?? null,
    attachments: r.attachments,
  }),
});

export const noticeDef = definePublishable<typeof scholarshipNotices, NoticeInput, AdminNoticeQuery>({
  type: 'notice',
  table: scholarshipNotices,
  sorts: {
    publishAt: scholarshipNotices.publishAt,
    updatedAt: scholarshipNotices.updatedAt,
    id: scholarshipNotices.id,
  },
  defaultOrder: 'desc',
  searchColumns: [scholarshipNotices.title],
  required: { title: scholarshipNotices.title, body: scholarshipNotices.body },
  htmlFields: ['body'],
  title: (r) => r.title,
  filters: (q) => [q.scholarshipId ? eq(scholarshipNotices.scholarshipId, q.scholarshipId) : undefined],
  check: (tx, input) => mustExist(tx, scholarships, input.scholarshipId, 'scholarshipId'),
  toValues: (i) => ({
    scholarshipId: i.scholarshipId,
    title: loc(i.title),
    body: richText(i.body),
    attachments: attachments(i.attachments),
  }),
  present: (r) => ({ scholarshipId: r.scholarshipId, title: r.title, body: r.body, attachments: r.attachments }),
});
