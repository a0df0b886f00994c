import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { LIMITS } from '../limits.js';
import { pageQuerySchema } from '../envelope.js';
import { dateTime, multiLine, singleLine } from './text.js';

/**
 * Building blocks of the staff's editing contracts (issue 4), used by every feature's staff schemas
 * (news.ts, scholarship.ts...), the server's /prod-api/admin routes and the staff console. Translatable fields are edited as {zh_CN, km_KH, en_US} objects (a missing or blank language = not
 * translated yet). Rich text fields hold HTML; the server sanitizes it against an allow-list before
 * storing, so what a read returns may differ from what was sent. Dates are ISO 8601 strings.
 * Every item read by staff carries `completeness`: per language, whether each required text exists.
 */

const language = z.enum(LANGUAGES);
const isoDate = z.string();
const idValue = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

/** Lengths of staff-edited fields. */
export const ADMIN_LIMITS = {
  shortText: 200,
  title: 200,
  summary: 1000,
  /** HTML of one language of one rich text field. */
  html: 200_000,
  url: 2000,
  code: 40,
  listMax: 100,
  chartPoints: 200,
  auditPageSizeMax: 100,
  dashboardDaysMax: 180,
  mediaSearchMax: 100,
} as const;

/** A text in the three languages, each optional; `max` bounds every language; only multi-line texts keep line breaks. */
export const localizedInput = (max: number, lines: 'single' | 'multi' = 'single') => {
  const text = () => (lines === 'multi' ? multiLine() : singleLine()).max(max).optional();
  return z.object({ zh_CN: text(), km_KH: text(), en_US: text() });
};
export type LocalizedInput = z.infer<ReturnType<typeof localizedInput>>;
const lText = localizedInput(ADMIN_LIMITS.shortText);

/** A site path or an http(s) URL (links of banners and settings). */
export const linkValue = singleLine()
  .trim()
  .max(ADMIN_LIMITS.url)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'must be a site path (/...) or an http(s) URL')
  .meta({ example: '/news' });
/** A stored media file: only paths under /media/ are accepted. */
export const mediaUrl = singleLine()
  .max(ADMIN_LIMITS.url)
  .regex(/^\/media\/[A-Za-z0-9._\-/]+$/, 'must be a file of the media library (/media/...)')
  .refine((s) => !s.includes('..'), 'must be a file of the media library (/media/...)')
  .meta({ example: '/media/images/2030/06/example/960.webp' });

export const imageInput = z.object({
  url: mediaUrl,
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
  srcset: singleLine()
    .max(ADMIN_LIMITS.url * 4)
    .optional(),
});
export type ImageInput = z.infer<typeof imageInput>;
export const videoInput = z.object({
  url: mediaUrl,
  poster: mediaUrl,
  durationSeconds: z.number().min(0).max(LIMITS.videoSecondsMax),
});
export type VideoInput = z.infer<typeof videoInput>;
export const attachmentInput = z.object({
  name: lText,
  url: mediaUrl,
  size: z.number().int().min(0).max(LIMITS.videoBytesMax),
});

/** Per language: complete when every required translatable field exists in it; `missing` names the others. */
export const languageCompleteness = z.object({ complete: z.boolean(), missing: z.array(z.string()) });
export const completeness = z.object({
  zh_CN: languageCompleteness,
  km_KH: languageCompleteness,
  en_US: languageCompleteness,
});
export type Completeness = z.infer<typeof completeness>;

// ---------------------------------------------------------------- publishing

export const CONTENT_STATES = ['draft', 'scheduled', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** Publishing fields of every publishable item. `state` is as of now: a scheduled item whose time passed is 'published'. */
export const publishingFields = z.object({
  status: z.enum(CONTENT_STATES),
  state: z.enum(CONTENT_STATES),
  publishAt: isoDate,
  createdAt: isoDate,
  updatedAt: isoDate,
  createdBy: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
  completeness,
});

/** Publish now (no publishAt, or one in the past) or schedule (publishAt in the future). */
export const publishInput = z.object({ publishAt: dateTime().optional() });
export type PublishInput = z.infer<typeof publishInput>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
/** Query of every staff list. `sort` names a column the list allows (see each list's SORTS). */
export const adminListQuery = pageQuerySchema.extend({
  keywords: singleLine().trim().max(LIMITS.keywordMax).optional(),
  state: z.enum(CONTENT_STATES).optional(),
  /** Items missing a translation in this language. */
  untranslated: language.optional(),
  sort: singleLine().max(30).optional(),
  order: z.enum(SORT_ORDERS).default('desc'),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

export const idParam = z.object({ id: idValue });
