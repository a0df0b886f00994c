import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { LIMITS } from '../limits.js';
import { pageQuerySchema } from '../envelope.js';
import { ROLES } from './auth.js';
import { calendarDay, dateTime, emailAddress, multiLine, singleLine } from './text.js';
import { ALUMNI_STYLES, ARTICLE_KINDS, ASSOCIATIONS, CHART_TYPES, SCHOLARSHIP_LEVELS } from './content.js';

/**
 * Staff API contracts (issue 4), used by the server's /prod-api/admin routes and the staff console.
 * Translatable fields are edited as {zh_CN, km_KH, en_US} objects (a missing or blank language = not
 * translated yet). Rich text fields hold HTML; the server sanitizes it against an allow-list before
 * storing, so what a read returns may differ from what was sent. Dates are ISO 8601 strings.
 * Every item read by staff carries `completeness`: per language, whether each required text exists.
 */

const language = z.enum(LANGUAGES);
const id = z.number().int().positive();
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
const lTitle = localizedInput(ADMIN_LIMITS.title);
const lSummary = localizedInput(ADMIN_LIMITS.summary, 'multi');
const lHtml = localizedInput(ADMIN_LIMITS.html, 'multi');

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

// ---------------------------------------------------------------- news

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

// ---------------------------------------------------------------- association

export const ASSOCIATION_SECTION_KINDS = ['introduction', 'founder', 'organization', 'basic_data', 'chart'] as const;
export type AssociationSectionKind = (typeof ASSOCIATION_SECTION_KINDS)[number];

export interface OrgNodeInput {
  id: string;
  name: LocalizedInput;
  person: LocalizedInput;
  children: OrgNodeInput[];
}
export const orgNodeInput: z.ZodType<OrgNodeInput> = z.lazy(() =>
  z.object({
    id: singleLine().min(1).max(40),
    name: lText,
    person: lText,
    children: z.array(orgNodeInput).max(ADMIN_LIMITS.listMax),
  }),
);
/** The content of each association page kind; each kind has its own shape. */
export const associationContentInput = {
  introduction: z.object({
    name: lText,
    title: lTitle,
    summary: lSummary,
    body: lHtml,
    image: imageInput.nullable(),
    foundedYear: z.number().int().min(1900).max(2100),
  }),
  founder: z.object({ name: lText, role: lText, quote: lSummary, body: lHtml, photo: imageInput.nullable() }),
  organization: z.object({ title: lTitle, root: orgNodeInput }),
  basic_data: z.object({
    title: lTitle,
    asOf: calendarDay(),
    figures: z
      .array(
        z.object({
          key: singleLine().min(1).max(40),
          label: lText,
          value: z.number().min(-1e12).max(1e12),
          unit: lText,
        }),
      )
      .max(ADMIN_LIMITS.listMax),
  }),
  chart: z.object({
    charts: z
      .array(
        z.object({
          key: singleLine().min(1).max(40),
          title: lTitle,
          type: z.enum(CHART_TYPES),
          categories: z.array(lText).max(ADMIN_LIMITS.chartPoints),
          series: z
            .array(
              z.object({ name: lText, data: z.array(z.number().min(-1e12).max(1e12)).max(ADMIN_LIMITS.chartPoints) }),
            )
            .max(20),
        }),
      )
      .max(20),
  }),
} as const;
export const associationSectionParams = z.object({
  association: z.enum(ASSOCIATIONS),
  kind: z.enum(ASSOCIATION_SECTION_KINDS),
});
export type AssociationSectionParams = z.infer<typeof associationSectionParams>;
/** `content` is checked against associationContentInput[kind] on the server. */
export const associationSectionInput = z.object({ content: z.record(z.string(), z.unknown()) });
export const adminAssociationSection = z
  .object({
    association: z.enum(ASSOCIATIONS),
    kind: z.enum(ASSOCIATION_SECTION_KINDS),
    content: z.record(z.string(), z.unknown()),
  })
  .merge(publishingFields);
export type AdminAssociationSection = z.infer<typeof adminAssociationSection>;
/** One page of the staff list: the page as stored, or `content: null` for a page not written yet. */
export const adminAssociationSlot = z.union([
  adminAssociationSection,
  z.object({ association: z.enum(ASSOCIATIONS), kind: z.enum(ASSOCIATION_SECTION_KINDS), content: z.null() }),
]);
export type AdminAssociationSlot = z.infer<typeof adminAssociationSlot>;

// ---------------------------------------------------------------- scholarship

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

// ---------------------------------------------------------------- alumnus

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

// ---------------------------------------------------------------- home banners

export const bannerInput = z.object({
  title: lTitle,
  subtitle: lText.default({}),
  image: imageInput,
  link: linkValue.default('/'),
  sortOrder: z.number().int().min(0).max(100_000).default(100),
});
export type BannerInput = z.infer<typeof bannerInput>;
export const adminBanner = bannerInput.extend({ id }).merge(publishingFields);
export type AdminBanner = z.infer<typeof adminBanner>;
export const ADMIN_BANNER_SORTS = ['sortOrder', 'publishAt', 'updatedAt', 'id'] as const;

// ---------------------------------------------------------------- site settings (admin)

/** Every setting as stored: links and names are plain strings, address and copyright per language. */
export const adminSiteSettings = z.object({
  telegram: z.union([linkValue, z.literal('')]),
  tiktok: z.union([linkValue, z.literal('')]),
  wechat: singleLine().max(ADMIN_LIMITS.shortText),
  /** A /media/ image of the WeChat QR code, or ''. */
  wechatQr: z.union([mediaUrl, z.literal('')]),
  instagram: z.union([linkValue, z.literal('')]),
  emails: z.array(emailAddress()).max(10),
  phones: z.array(singleLine().max(40)).max(10),
  address: localizedInput(500, 'multi'),
  appDownloadUrl: z.union([linkValue, z.literal('')]),
  androidUrl: z.union([linkValue, z.literal('')]),
  iosUrl: z.union([linkValue, z.literal('')]),
  copyright: lText,
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettings>;
/** Only the fields sent change. Links must be http(s) URLs or site paths, or '' to hide them. */
export const siteSettingsUpdate = adminSiteSettings.partial();
export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdate>;

export const adminCountryCode = z.object({
  countryCode: singleLine()
    .regex(/^\d{1,4}$/)
    .meta({ example: '855' }),
  region: singleLine()
    .regex(/^[A-Z]{2}$/)
    .meta({ example: 'KH' }),
  names: lText,
  sortOrder: z.number().int().min(0).max(10_000),
  enabled: z.boolean(),
});
export type AdminCountryCode = z.infer<typeof adminCountryCode>;
export const countryCodeToggle = z.object({
  countryCode: singleLine()
    .regex(/^\d{1,4}$/)
    .meta({ example: '855' }),
  enabled: z.boolean(),
});

// ---------------------------------------------------------------- staff accounts (admin)

export const staffListQuery = pageQuerySchema.extend({
  keywords: singleLine().trim().max(LIMITS.keywordMax).optional(),
  role: z.enum(ROLES).optional(),
  /** Only members holding at least one role. */
  staffOnly: z.enum(['true', 'false']).default('false'),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;
export const staffMember = z.object({
  id,
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  status: z.string(),
  createdAt: isoDate,
});
export type StaffMember = z.infer<typeof staffMember>;
export const roleChange = z.object({ memberId: id, role: z.enum(ROLES) });
export type RoleChange = z.infer<typeof roleChange>;
/** Who is calling, for the console's menu. */
export const staffMe = z.object({ id, nickname: z.string(), roles: z.array(z.enum(ROLES)) });
export type StaffMe = z.infer<typeof staffMe>;

// ---------------------------------------------------------------- audit log (admin)

export const AUDIT_ENTITY_TYPES = [
  'channel',
  'article',
  'association_section',
  'scholarship',
  'notice',
  'alumni_news',
  'alumni_story',
  'banner',
  'site_settings',
  'country_code',
  'member_roles',
  'media',
  'job',
  'exchange_post',
  'exchange_comment',
  'exchange_message',
  'member',
  'watched_word',
  'reservation_activity',
  'reservation_registration',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'publish',
  'schedule',
  'unpublish',
  'delete',
  'grant',
  'revoke',
  'upload',
  'retry',
  'hide',
  'restore',
  'dismiss',
  'approve',
  'reject',
  'suspend',
  'view',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuery = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(ADMIN_LIMITS.auditPageSizeMax).default(20),
  actorId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  entityId: singleLine().max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: dateTime().optional(),
  to: dateTime().optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditEntry = z.object({
  id,
  at: isoDate,
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

// ---------------------------------------------------------------- dashboard

export const dashboardQuery = z.object({
  days: z.coerce.number().int().min(1).max(ADMIN_LIMITS.dashboardDaysMax).default(30),
});
const dayCount = z.object({ day: z.string(), count: z.number().int() });
export const dashboard = z.object({
  /** One entry per day (YYYY-MM-DD, UTC), oldest first, zeros included. */
  membersPerDay: z.array(dayCount),
  viewsPerDay: z.array(dayCount),
  topArticles: z.array(z.object({ id, title: z.string(), views: z.number().int(), periodViews: z.number().int() })),
  /** Published or scheduled items missing a language, most recently updated first. */
  awaitingTranslation: z.array(
    z.object({
      entityType: z.enum(AUDIT_ENTITY_TYPES),
      id: z.string(),
      title: z.string(),
      missing: z.array(language),
      updatedAt: isoDate,
    }),
  ),
  totals: z.object({ members: z.number().int(), articles: z.number().int(), media: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboard>;

// ---------------------------------------------------------------- media library

export const MEDIA_KINDS = ['image', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
/** Widths (px) images are re-encoded to for srcset; a smaller original keeps its own width as the largest. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** The most pixels, in millions, any image may have (what a browser must decode to show it); members' decoding is capped lower (MEMBER_UPLOAD_LIMITS). */
export const IMAGE_MEGAPIXELS_MAX = 50;

export const mediaUsage = z.object({ entityType: z.enum(AUDIT_ENTITY_TYPES), id: z.string(), title: z.string() });
export type MediaUsage = z.infer<typeof mediaUsage>;
export const mediaItem = z.object({
  id,
  kind: z.enum(MEDIA_KINDS),
  /** The largest variant of an image, the video file, or the document as uploaded. */
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Images: `url 480w, url 960w, ...` for <img srcset>. */
  srcset: z.string().nullable(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  poster: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  bytes: z.number().int(),
  mime: z.string(),
  originalName: z.string(),
  createdAt: isoDate,
  createdBy: z.number().int().nullable(),
  usedBy: z.array(mediaUsage),
});
export type MediaItem = z.infer<typeof mediaItem>;
export const mediaListQuery = pageQuerySchema.extend({
  keywords: singleLine().trim().max(ADMIN_LIMITS.mediaSearchMax).optional(),
  kind: z.enum(MEDIA_KINDS).optional(),
  unused: z.enum(['true', 'false']).optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuery>;
/** tus upload metadata the console sends (Upload-Metadata): filename and filetype. */
export const TUS_METADATA_KEYS = { filename: 'filename', filetype: 'filetype' } as const;
