import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { pageQuerySchema } from '../envelope.js';
import { ALUMNI_STYLES } from '../content-constants.js';
import { singleLine } from './text.js';
import { contentImage, localizedMeta } from './content.js';
import { articleLink } from './news.js';
import { ADMIN_LIMITS, adminListQuery, imageInput, localizedInput, publishingFields } from './editing.js';

/** Alumni news, alumni stories and certified alumni (server modules/alumnus): the public reads and the staff's editing. */

const id = z.number().int().positive();
const isoDate = z.string();
const lText = localizedInput(ADMIN_LIMITS.shortText);
const lTitle = localizedInput(ADMIN_LIMITS.title);
const lSummary = localizedInput(ADMIN_LIMITS.summary, 'multi');
const lHtml = localizedInput(ADMIN_LIMITS.html, 'multi');

// ---------------------------------------------------------------- public reads

export const alumniNewsItem = localizedMeta.extend({
  id,
  title: z.string(),
  summary: z.string(),
  cover: contentImage.nullable(),
  publishedAt: isoDate,
});
export type AlumniNewsItem = z.infer<typeof alumniNewsItem>;
export const alumniNewsDetail = alumniNewsItem.extend({
  body: z.string(),
  prev: articleLink.nullable(),
  next: articleLink.nullable(),
});
export type AlumniNewsDetail = z.infer<typeof alumniNewsDetail>;

export const alumniStoryItem = localizedMeta.extend({
  id,
  style: z.enum(ALUMNI_STYLES),
  /** The person's or the group's name. */
  name: z.string(),
  title: z.string(),
  summary: z.string(),
  /** e.g. "Peking University, 2019" */
  school: z.string(),
  /** e.g. "Engineer, Phnom Penh" */
  position: z.string(),
  cover: contentImage.nullable(),
  publishedAt: isoDate,
});
export type AlumniStoryItem = z.infer<typeof alumniStoryItem>;
export const alumniStoryDetail = alumniStoryItem.extend({ photos: z.array(contentImage), story: z.string() });
export type AlumniStoryDetail = z.infer<typeof alumniStoryDetail>;

/** A certified alumnus: seed data, and members certified by staff (issue 33) with what they agreed to show. */
export const certifiedAlumnus = localizedMeta.extend({
  id,
  name: z.string(),
  school: z.string(),
  major: z.string(),
  /** Null when the member chose not to show it (issue 33). */
  graduationYear: z.number().int().nullable(),
  position: z.string(),
  city: z.string(),
  avatar: contentImage.nullable(),
  certifiedAt: isoDate,
});
export type CertifiedAlumnus = z.infer<typeof certifiedAlumnus>;

export const alumniNewsListQuery = pageQuerySchema;
export const alumniStyleListQuery = pageQuerySchema.extend({ style: z.enum(ALUMNI_STYLES).optional() });
export type AlumniStyleListQuery = z.infer<typeof alumniStyleListQuery>;
export const auditedListQuery = pageQuerySchema.extend({
  keywords: singleLine().trim().max(LIMITS.keywordMax).optional(),
});
export type AuditedListQuery = z.infer<typeof auditedListQuery>;

// ---------------------------------------------------------------- staff

export const alumniNewsInput = z.object({
  title: lTitle,
  summary: lSummary.default({}),
  body: lHtml.default({}),
  cover: imageInput.nullable().default(null),
});
export type AlumniNewsInput = z.infer<typeof alumniNewsInput>;
export const adminAlumniNews = alumniNewsInput.extend({ id }).merge(publishingFields);
export type AdminAlumniNews = z.infer<typeof adminAlumniNews>;
export const ADMIN_ALUMNI_NEWS_SORTS = ['publishAt', 'updatedAt', 'id'] as const;

export const alumniStoryInput = z.object({
  style: z.enum(ALUMNI_STYLES),
  name: lText,
  title: lTitle,
  summary: lSummary.default({}),
  school: lText.default({}),
  position: lText.default({}),
  story: lHtml.default({}),
  cover: imageInput.nullable().default(null),
  photos: z.array(imageInput).max(LIMITS.imagesMax).default([]),
});
export type AlumniStoryInput = z.infer<typeof alumniStoryInput>;
export const adminAlumniStory = alumniStoryInput.extend({ id }).merge(publishingFields);
export type AdminAlumniStory = z.infer<typeof adminAlumniStory>;
export const adminAlumniStoryQuery = adminListQuery.extend({ style: z.enum(ALUMNI_STYLES).optional() });
export const ADMIN_ALUMNI_STORY_SORTS = ['publishAt', 'updatedAt', 'id'] as const;
