import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A tsvector written as its text literal (see modules/news/search-text.ts). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Public content (issue 3). Every translatable field is a jsonb {zh_CN, km_KH, en_US} (missing or empty
 * = not translated); reads fall back zh_CN, then any language. Rows are visible to visitors when
 * status <> 'draft' and publish_at <= now ('scheduled' becomes visible on its own when its time passes;
 * the staff console of issue 4 may flip it to 'published' for display). created_by/updated_by name the
 * staff member for the audit log of issue 4.
 */
export type L = Partial<Record<'zh_CN' | 'km_KH' | 'en_US', string>>;
export interface StoredImage {
  url: string;
  width: number;
  height: number;
  srcset?: string;
}
export interface StoredVideo {
  url: string;
  poster: string;
  durationSeconds: number;
}
export interface StoredAttachment {
  name: L;
  url: string;
  size: number;
}

export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Columns every publishable row has; a function because a column builder belongs to one table. */
const publishing = () => ({
  status: text('status').$type<ContentStatus>().notNull().default('draft'),
  publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: bigint('created_by', { mode: 'number' }),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});

export const newsChannels = pgTable(
  'news_channels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    name: jsonb('name').$type<L>().notNull(),
    description: jsonb('description').$type<L>().notNull().default({}),
    /** Set when the channel holds one association's own articles (/association/components/articles). */
    association: text('association'),
    sortOrder: integer('sort_order').notNull().default(100),
    enabled: integer('enabled').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('news_channels_code_uq').on(t.code)],
);

export const articles = pgTable(
  'articles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => newsChannels.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<'text' | 'video'>().notNull().default('text'),
    title: jsonb('title').$type<L>().notNull(),
    summary: jsonb('summary').$type<L>().notNull().default({}),
    /** Sanitized HTML per language. */
    body: jsonb('body').$type<L>().notNull().default({}),
    /** Plain text of body per language (tags stripped), what keyword search reads. */
    bodyText: jsonb('body_text').$type<L>().notNull().default({}),
    author: jsonb('author').$type<L>().notNull().default({}),
    cover: jsonb('cover').$type<StoredImage>(),
    video: jsonb('video').$type<StoredVideo>(),
    views: integer('views').notNull().default(0),
    /** Language-qualified search lexemes (articleSearchFields); null until indexed. */
    searchVector: tsvector('search_vector'),
    ...publishing(),
  },
  (t) => [
    index('articles_search_idx').using('gin', t.searchVector),
    index('articles_search_pending_idx')
      .on(t.id)
      .where(sql`search_vector is null`),
    index('articles_channel_publish_idx')
      .on(t.channelId, t.publishAt.desc(), t.id.desc())
      .where(sql`status <> 'draft'`),
    index('articles_publish_idx')
      .on(t.publishAt.desc(), t.id.desc())
      .where(sql`status <> 'draft'`),
    index('articles_status_publish_idx').on(t.status, t.publishAt),
  ],
);

/** One row per article, visitor and day: a view counts once per visitor per day. */
export const articleViews = pgTable(
  'article_views',
  {
    articleId: bigint('article_id', { mode: 'number' })
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** SHA-256 of the Device-Id header, else of the IP. */
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.visitor, t.day] }), index('article_views_day_idx').on(t.day)],
);

/**
 * One association page per (association, kind): introduction, founder, organization, basic_data, chart.
 * `content` holds that kind's structure with localized leaves (see modules/association/presenter.ts).
 */
export const associationSections = pgTable(
  'association_sections',
  {
    association: text('association').notNull(),
    kind: text('kind').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    ...publishing(),
  },
  (t) => [primaryKey({ columns: [t.association, t.kind] })],
);

export const scholarships = pgTable(
  'scholarships',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: jsonb('title').$type<L>().notNull(),
    provider: jsonb('provider').$type<L>().notNull().default({}),
    level: text('level').notNull(),
    amount: jsonb('amount').$type<L>().notNull().default({}),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    summary: jsonb('summary').$type<L>().notNull().default({}),
    eligibility: jsonb('eligibility').$type<L>().notNull().default({}),
    benefits: jsonb('benefits').$type<L>().notNull().default({}),
    howToApply: jsonb('how_to_apply').$type<L>().notNull().default({}),
    cover: jsonb('cover').$type<StoredImage>(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    ...publishing(),
  },
  (t) => [
    index('scholarships_publish_idx')
      .on(t.publishAt.desc(), t.id.desc())
      .where(sql`status <> 'draft'`),
    index('scholarships_deadline_idx').on(t.deadline),
  ],
);

export const scholarshipNotices = pgTable(
  'scholarship_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scholarshipId: bigint('scholarship_id', { mode: 'number' })
      .notNull()
      .references(() => scholarships.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<L>().notNull(),
    body: jsonb('body').$type<L>().notNull().default({}),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    ...publishing(),
  },
  (t) => [index('scholarship_notices_scholarship_idx').on(t.scholarshipId, t.publishAt.desc())],
);

export const alumniNews = pgTable(
  'alumni_news',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: jsonb('title').$type<L>().notNull(),
    summary: jsonb('summary').$type<L>().notNull().default({}),
    body: jsonb('body').$type<L>().notNull().default({}),
    cover: jsonb('cover').$type<StoredImage>(),
    ...publishing(),
  },
  (t) => [
    index('alumni_news_publish_idx')
      .on(t.publishAt.desc(), t.id.desc())
      .where(sql`status <> 'draft'`),
  ],
);

export const alumniStories = pgTable(
  'alumni_stories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    style: text('style').$type<'person' | 'group'>().notNull(),
    name: jsonb('name').$type<L>().notNull(),
    title: jsonb('title').$type<L>().notNull(),
    summary: jsonb('summary').$type<L>().notNull().default({}),
    school: jsonb('school').$type<L>().notNull().default({}),
    position: jsonb('position').$type<L>().notNull().default({}),
    story: jsonb('story').$type<L>().notNull().default({}),
    cover: jsonb('cover').$type<StoredImage>(),
    photos: jsonb('photos').$type<StoredImage[]>().notNull().default([]),
    ...publishing(),
  },
  (t) => [
    index('alumni_stories_publish_idx')
      .on(t.publishAt.desc(), t.id.desc())
      .where(sql`status <> 'draft'`),
  ],
);

/** Alumni whose graduation was verified; filled from seed data until the certification workflow exists. */
export const certifiedAlumni = pgTable(
  'certified_alumni',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }),
    name: jsonb('name').$type<L>().notNull(),
    school: jsonb('school').$type<L>().notNull().default({}),
    major: jsonb('major').$type<L>().notNull().default({}),
    /** Null when the certified member chose not to show it. */
    graduationYear: integer('graduation_year'),
    position: jsonb('position').$type<L>().notNull().default({}),
    city: jsonb('city').$type<L>().notNull().default({}),
    avatar: jsonb('avatar').$type<StoredImage>(),
    certifiedAt: timestamp('certified_at', { withTimezone: true }).notNull().defaultNow(),
    ...publishing(),
  },
  (t) => [index('certified_alumni_certified_idx').on(t.certifiedAt.desc(), t.id.desc())],
);

export const homeBanners = pgTable(
  'home_banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: jsonb('title').$type<L>().notNull(),
    subtitle: jsonb('subtitle').$type<L>().notNull().default({}),
    image: jsonb('image').$type<StoredImage>().notNull(),
    link: text('link').notNull().default('/'),
    sortOrder: integer('sort_order').notNull().default(100),
    ...publishing(),
  },
  (t) => [index('home_banners_sort_idx').on(t.sortOrder, t.id)],
);
