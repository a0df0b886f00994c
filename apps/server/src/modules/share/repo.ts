import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { alumniNews, alumniStories, articles, scholarshipNotices, scholarships } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { newestFirst, visibleAt } from '../content/publishing.js';

/** A sitemap holds at most 50,000 URLs; the newest articles fill what the other sections leave. */
export const SITEMAP_ARTICLE_LIMIT = 40_000;
const SECTION_LIMIT = 2_000;

/** Ids and last changes of every visible detail page, newest first per kind. */
export async function sitemapRows(db: Executor, now: Date) {
  const cols = <T extends { id: PgColumn; updatedAt: PgColumn; publishAt: PgColumn }>(t: T) => ({
    id: t.id,
    updatedAt: t.updatedAt,
    publishAt: t.publishAt,
  });
  const [news, scholarshipRows, notices, alumni, stories] = await Promise.all([
    db
      .select(cols(articles))
      .from(articles)
      .where(visibleAt(articles, now))
      .orderBy(...newestFirst(articles))
      .limit(SITEMAP_ARTICLE_LIMIT),
    db
      .select(cols(scholarships))
      .from(scholarships)
      .where(visibleAt(scholarships, now))
      .orderBy(...newestFirst(scholarships))
      .limit(SECTION_LIMIT),
    db
      .select(cols(scholarshipNotices))
      .from(scholarshipNotices)
      .innerJoin(scholarships, eq(scholarships.id, scholarshipNotices.scholarshipId))
      .where(and(visibleAt(scholarshipNotices, now), visibleAt(scholarships, now)))
      .orderBy(...newestFirst(scholarshipNotices))
      .limit(SECTION_LIMIT),
    db
      .select(cols(alumniNews))
      .from(alumniNews)
      .where(visibleAt(alumniNews, now))
      .orderBy(...newestFirst(alumniNews))
      .limit(SECTION_LIMIT),
    db
      .select(cols(alumniStories))
      .from(alumniStories)
      .where(visibleAt(alumniStories, now))
      .orderBy(...newestFirst(alumniStories))
      .limit(SECTION_LIMIT),
  ]);
  return { news, scholarships: scholarshipRows, notices, alumni, stories };
}
