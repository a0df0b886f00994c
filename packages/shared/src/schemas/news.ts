import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { pageQuerySchema } from '../envelope.js';
import { ARTICLE_KINDS, ASSOCIATIONS } from '../content-constants.js';
import { singleLine } from './text.js';
import { contentImage, contentVideo, localizedMeta } from './content.js';
import {
  ADMIN_LIMITS,
  adminListQuery,
  completeness,
  imageInput,
  localizedInput,
  publishingFields,
  videoInput,
} from './editing.js';

/** News (server modules/news): channels and articles, the public reads and the staff's editing. */

const id = z.number().int().positive();
const isoDate = z.string();
const lText = localizedInput(ADMIN_LIMITS.shortText);
const lTitle = localizedInput(ADMIN_LIMITS.title);
const lSummary = localizedInput(ADMIN_LIMITS.summary, 'multi');
const lHtml = localizedInput(ADMIN_LIMITS.html, 'multi');

// ---------------------------------------------------------------- public reads

export const newsChannel = z.object({
  id,
  /** Stable slug, e.g. 'notices'; the web may use it for icons. */
  code: z.string(),
  name: z.string(),
  description: z.string(),
});
export type NewsChannel = z.infer<typeof newsChannel>;

export const articleListItem = localizedMeta.extend({
  id,
  channelId: id,
  kind: z.enum(ARTICLE_KINDS),
  title: z.string(),
  summary: z.string(),
  cover: contentImage.nullable(),
  publishedAt: isoDate,
  views: z.number().int(),
  video: contentVideo.nullable(),
});
export type ArticleListItem = z.infer<typeof articleListItem>;

/** A search hit: the list item plus title and summary as HTML with <mark> around matches (everything else escaped). */
export const articleSearchItem = articleListItem.extend({
  titleHighlighted: z.string(),
  summaryHighlighted: z.string(),
});
export type ArticleSearchItem = z.infer<typeof articleSearchItem>;

export const articleLink = z.object({ id, title: z.string() });
export type ArticleLink = z.infer<typeof articleLink>;

export const articleDetail = articleListItem.extend({
  channelName: z.string(),
  author: z.string(),
  body: z.string(),
  prev: articleLink.nullable(),
  next: articleLink.nullable(),
  related: z.array(articleListItem),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const channelListQuery = pageQuerySchema.extend({
  channelId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});
export type ChannelListQuery = z.infer<typeof channelListQuery>;

export const searchQuery = pageQuerySchema.extend({
  keywords: singleLine().trim().min(1).max(LIMITS.keywordMax),
  channelId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31)
    .optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const articleViewResult = z.object({ views: z.number().int(), counted: z.boolean() });
export type ArticleViewResult = z.infer<typeof articleViewResult>;

// ---------------------------------------------------------------- staff

export const channelInput = z.object({
  code: singleLine()
    .trim()
    .min(1)
    .max(ADMIN_LIMITS.code)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes')
    .meta({ example: 'notices' }),
  name: lText,
  description: lSummary.default({}),
  association: z.enum(ASSOCIATIONS).nullable().default(null),
  sortOrder: z.number().int().min(0).max(100_000).default(100),
  enabled: z.boolean().default(true),
});
export type ChannelInput = z.infer<typeof channelInput>;
export const adminChannel = channelInput.extend({
  id,
  articleCount: z.number().int(),
  completeness,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminChannel = z.infer<typeof adminChannel>;
export const ADMIN_CHANNEL_SORTS = ['sortOrder', 'id', 'code'] as const;

export const articleInput = z.object({
  channelId: id,
  kind: z.enum(ARTICLE_KINDS).default('text'),
  title: lTitle,
  summary: lSummary.default({}),
  body: lHtml.default({}),
  author: lText.default({}),
  cover: imageInput.nullable().default(null),
  video: videoInput.nullable().default(null),
});
export type ArticleInput = z.infer<typeof articleInput>;
export const adminArticle = articleInput.extend({ id, views: z.number().int() }).merge(publishingFields);
export type AdminArticle = z.infer<typeof adminArticle>;
export const adminArticleQuery = adminListQuery.extend({
  channelId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31)
    .optional(),
  kind: z.enum(ARTICLE_KINDS).optional(),
});
export type AdminArticleQuery = z.infer<typeof adminArticleQuery>;
export const ADMIN_ARTICLE_SORTS = ['publishAt', 'updatedAt', 'views', 'id'] as const;
