import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { LIMITS } from '../limits.js';
import { pageQuerySchema } from '../envelope.js';
import { singleLine } from './text.js';
import {
  ALUMNI_STYLES,
  ARTICLE_KINDS,
  ASSOCIATIONS,
  SCHOLARSHIP_LEVELS,
  SCHOLARSHIP_STATUSES,
  type ScholarshipStatus,
} from '../content-constants.js';

// The plain constants live in a zod-free module so the web's cards and filters can use them without
// shipping zod; they stay exported from here as before.
export * from '../content-constants.js';

/**
 * Public content contracts (issue 3): news, association, scholarship, alumnus, home, download.
 * Every localized read says which language it served and which exist, so a page can say
 * "not yet available in Khmer; showing Chinese". Dates are ISO 8601 strings (UTC).
 * Rich text (`body`, `story`, `eligibility`...) is HTML already sanitized by the server.
 */

const language = z.enum(LANGUAGES);
export const localizedMeta = z.object({
  servedLanguage: language,
  availableLanguages: z.array(language),
});
export type LocalizedMeta = z.infer<typeof localizedMeta>;

const id = z.number().int().positive();
const isoDate = z.string();

export const contentImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Responsive variants, `url widthw, ...`, when the media pipeline made them. */
  srcset: z.string().optional(),
  alt: z.string().optional(),
});
export type ContentImage = z.infer<typeof contentImage>;

export const contentVideo = z.object({
  url: z.string(),
  poster: z.string(),
  durationSeconds: z.number(),
});
export type ContentVideo = z.infer<typeof contentVideo>;

export const attachment = z.object({ name: z.string(), url: z.string(), size: z.number().int() });
export type Attachment = z.infer<typeof attachment>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() });

/** Path parameter of every detail read. */
export const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export type IdParams = z.infer<typeof idParams>;

// ---------------------------------------------------------------- news

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

// ---------------------------------------------------------------- association

export const associationQuery = z.object({ association: z.enum(ASSOCIATIONS).default('acsc') });
export type AssociationQuery = z.infer<typeof associationQuery>;

export const associationIntroduction = localizedMeta.extend({
  association: z.enum(ASSOCIATIONS),
  name: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: contentImage.nullable(),
  foundedYear: z.number().int(),
});
export type AssociationIntroduction = z.infer<typeof associationIntroduction>;

export const associationFounder = localizedMeta.extend({
  name: z.string(),
  role: z.string(),
  photo: contentImage.nullable(),
  quote: z.string(),
  body: z.string(),
});
export type AssociationFounder = z.infer<typeof associationFounder>;

export interface OrgNode {
  id: string;
  name: string;
  /** Who holds the post, empty for a department. */
  person: string;
  children: OrgNode[];
}
// Named, so the OpenAPI document describes the recursion once as a component (#/components/schemas/OrgNode).
export const orgNode: z.ZodType<OrgNode> = z
  .lazy(() => z.object({ id: z.string(), name: z.string(), person: z.string(), children: z.array(orgNode) }))
  .meta({ id: 'OrgNode' });
export const associationOrganization = localizedMeta.extend({ title: z.string(), root: orgNode });
export type AssociationOrganization = z.infer<typeof associationOrganization>;

export const dataFigure = z.object({ key: z.string(), label: z.string(), value: z.number(), unit: z.string() });
export type DataFigure = z.infer<typeof dataFigure>;
export const associationBasicData = localizedMeta.extend({
  title: z.string(),
  asOf: isoDate,
  figures: z.array(dataFigure),
});
export type AssociationBasicData = z.infer<typeof associationBasicData>;

export const CHART_TYPES = ['line', 'bar', 'pie'] as const;
export const chartSeries = z.object({ name: z.string(), data: z.array(z.number()) });
export const chart = z.object({
  key: z.string(),
  title: z.string(),
  type: z.enum(CHART_TYPES),
  /** x-axis labels (or pie slice names), one per data point. */
  categories: z.array(z.string()),
  series: z.array(chartSeries),
});
export type Chart = z.infer<typeof chart>;
export const associationCharts = localizedMeta.extend({ charts: z.array(chart) });
export type AssociationCharts = z.infer<typeof associationCharts>;

export const associationArticlesQuery = pageQuerySchema.extend({ association: z.enum(ASSOCIATIONS).default('acsc') });
export type AssociationArticlesQuery = z.infer<typeof associationArticlesQuery>;

// ---------------------------------------------------------------- scholarship

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

// ---------------------------------------------------------------- alumnus

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

/** A certified alumnus (seed data until the certification workflow exists). */
export const certifiedAlumnus = localizedMeta.extend({
  id,
  name: z.string(),
  school: z.string(),
  major: z.string(),
  graduationYear: z.number().int(),
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

// ---------------------------------------------------------------- home and download

export const homeBanner = localizedMeta.extend({
  id,
  title: z.string(),
  subtitle: z.string(),
  image: contentImage,
  /** A path inside the site, e.g. /news/detail/12. */
  link: z.string(),
});
export type HomeBanner = z.infer<typeof homeBanner>;

export const homePayload = z.object({
  banners: z.array(homeBanner),
  channels: z.array(z.object({ channel: newsChannel, articles: z.array(articleListItem) })),
  scholarships: z.array(scholarshipListItem),
  alumniStories: z.array(alumniStoryItem),
  /** The main association's introduction without its body; null until it is published. */
  association: associationIntroduction.omit({ body: true }).nullable(),
});
export type HomePayload = z.infer<typeof homePayload>;

export const DOWNLOAD_PLATFORMS = ['android', 'ios'] as const;
export const downloadLink = z.object({
  platform: z.enum(DOWNLOAD_PLATFORMS),
  /** Absolute URL, so a phone scanning the QR code reaches it. */
  url: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLink>;
export const downloadPayload = z.object({ pageUrl: z.string(), links: z.array(downloadLink) });
export type DownloadPayload = z.infer<typeof downloadPayload>;
