import { eq } from 'drizzle-orm';
import type { AlumniNewsInput, AlumniStoryInput, ArticleInput, BannerInput, NoticeInput, ScholarshipInput } from '@acsc/shared';
import { alumniNews, alumniStories, articles, homeBanners, newsChannels, scholarshipNotices, scholarships, type L } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { htmlToText } from '../content/text.js';
import { articleSearchFields } from '../news/search-text.js';
import type { ContentDef } from './crud.js';
import { attachments, image, loc, richText } from './values.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

const plainOf = (html: L): L => Object.fromEntries(Object.entries(html).map(([k, v]) => [k, htmlToText(v ?? '')]));

async function exists(tx: Executor, table: any, id: number, field: string) {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) fail('VALIDATION', { detail: field });
}

export const articleDef: ContentDef<ArticleInput> = {
  type: 'article',
  table: articles,
  sorts: { publishAt: articles.publishAt, updatedAt: articles.updatedAt, views: articles.views, id: articles.id },
  defaultOrder: 'desc',
  searchColumns: [articles.title, articles.summary],
  required: { title: articles.title, summary: articles.summary, body: articles.body },
  htmlFields: ['body'],
  title: (r) => r.title,
  filters: (q) => [q.channelId ? eq(articles.channelId, q.channelId) : undefined, q.kind ? eq(articles.kind, q.kind) : undefined],
  check: (tx, input) => exists(tx, newsChannels, input.channelId, 'channelId'),
  toValues(input) {
    const title = loc(input.title);
    const summary = loc(input.summary);
    const body = richText(input.body);
    const bodyText = plainOf(body);
    // The search index is kept with every write (the same function the seeders use).
    return {
      channelId: input.channelId,
      kind: input.kind,
      title,
      summary,
      body,
      bodyText,
      author: loc(input.author),
      cover: image(input.cover),
      video: input.kind === 'video' ? input.video : null,
      ...articleSearchFields({ title, summary, bodyText }),
    };
  },
  present: (r) => ({
    channelId: r.channelId,
    kind: r.kind,
    title: r.title,
    summary: r.summary,
    body: r.body,
    author: r.author,
    cover: r.cover ?? null,
    video: r.video ?? null,
    views: r.views,
  }),
};

export const scholarshipDef: ContentDef<ScholarshipInput> = {
  type: 'scholarship',
  table: scholarships,
  sorts: { publishAt: scholarships.publishAt, updatedAt: scholarships.updatedAt, deadline: scholarships.deadline, id: scholarships.id },
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
};

export const noticeDef: ContentDef<NoticeInput> = {
  type: 'notice',
  table: scholarshipNotices,
  sorts: { publishAt: scholarshipNotices.publishAt, updatedAt: scholarshipNotices.updatedAt, id: scholarshipNotices.id },
  defaultOrder: 'desc',
  searchColumns: [scholarshipNotices.title],
  required: { title: scholarshipNotices.title, body: scholarshipNotices.body },
  htmlFields: ['body'],
  title: (r) => r.title,
  filters: (q) => [q.scholarshipId ? eq(scholarshipNotices.scholarshipId, q.scholarshipId) : undefined],
  check: (tx, input) => exists(tx, scholarships, input.scholarshipId, 'scholarshipId'),
  toValues: (i) => ({ scholarshipId: i.scholarshipId, title: loc(i.title), body: richText(i.body), attachments: attachments(i.attachments) }),
  present: (r) => ({ scholarshipId: r.scholarshipId, title: r.title, body: r.body, attachments: r.attachments }),
};

export const alumniNewsDef: ContentDef<AlumniNewsInput> = {
  type: 'alumni_news',
  table: alumniNews,
  sorts: { publishAt: alumniNews.publishAt, updatedAt: alumniNews.updatedAt, id: alumniNews.id },
  defaultOrder: 'desc',
  searchColumns: [alumniNews.title, alumniNews.summary],
  required: { title: alumniNews.title, summary: alumniNews.summary, body: alumniNews.body },
  htmlFields: ['body'],
  title: (r) => r.title,
  toValues: (i) => ({ title: loc(i.title), summary: loc(i.summary), body: richText(i.body), cover: image(i.cover) }),
  present: (r) => ({ title: r.title, summary: r.summary, body: r.body, cover: r.cover ?? null }),
};

export const alumniStoryDef: ContentDef<AlumniStoryInput> = {
  type: 'alumni_story',
  table: alumniStories,
  sorts: { publishAt: alumniStories.publishAt, updatedAt: alumniStories.updatedAt, id: alumniStories.id },
  defaultOrder: 'desc',
  searchColumns: [alumniStories.title, alumniStories.name, alumniStories.school],
  required: { name: alumniStories.name, title: alumniStories.title, story: alumniStories.story },
  htmlFields: ['story'],
  title: (r) => r.title,
  filters: (q) => [q.style ? eq(alumniStories.style, q.style) : undefined],
  toValues: (i) => ({
    style: i.style,
    name: loc(i.name),
    title: loc(i.title),
    summary: loc(i.summary),
    school: loc(i.school),
    position: loc(i.position),
    story: richText(i.story),
    cover: image(i.cover),
    photos: (i.photos ?? []).map((p) => image(p)!),
  }),
  present: (r) => ({
    style: r.style,
    name: r.name,
    title: r.title,
    summary: r.summary,
    school: r.school,
    position: r.position,
    story: r.story,
    cover: r.cover ?? null,
    photos: r.photos,
  }),
};

export const bannerDef: ContentDef<BannerInput> = {
  type: 'banner',
  table: homeBanners,
  sorts: { sortOrder: homeBanners.sortOrder, publishAt: homeBanners.publishAt, updatedAt: homeBanners.updatedAt, id: homeBanners.id },
  defaultOrder: 'asc',
  searchColumns: [homeBanners.title, homeBanners.subtitle],
  required: { title: homeBanners.title },
  title: (r) => r.title,
  toValues: (i) => ({ title: loc(i.title), subtitle: loc(i.subtitle), image: image(i.image), link: i.link, sortOrder: i.sortOrder }),
  present: (r) => ({ title: r.title, subtitle: r.subtitle, image: r.image, link: r.link, sortOrder: r.sortOrder }),
};

/** Every publishable kind with an id, for the dashboard's translation queue. */
export const CONTENT_DEFS = [articleDef, scholarshipDef, noticeDef, alumniNewsDef, alumniStoryDef, bannerDef] as const;
