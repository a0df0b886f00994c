import { and, eq, sql } from 'drizzle-orm';
import { alumniNews, alumniStories, certifiedAlumni } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { newestFirst, visibleAt } from '../content/publishing.js';
import { allLanguagesText as allLangs, likePattern } from '../../platform/sql.js';
import { ascNullsFirst, descNullsLast, paginate } from '../../platform/paging.js';

export const newsListColumns = {
  id: alumniNews.id,
  title: alumniNews.title,
  summary: alumniNews.summary,
  cover: alumniNews.cover,
  publishAt: alumniNews.publishAt,
};
export type AlumniNewsRow = { [K in keyof typeof newsListColumns]: (typeof alumniNews.$inferSelect)[K] };

export const storyListColumns = {
  id: alumniStories.id,
  style: alumniStories.style,
  name: alumniStories.name,
  title: alumniStories.title,
  summary: alumniStories.summary,
  school: alumniStories.school,
  position: alumniStories.position,
  cover: alumniStories.cover,
  publishAt: alumniStories.publishAt,
};
export type AlumniStoryRow = { [K in keyof typeof storyListColumns]: (typeof alumniStories.$inferSelect)[K] };

export async function pageNews(db: Executor, now: Date, pageNum: number, pageSize: number) {
  const where = visibleAt(alumniNews, now);
  const query = db
    .select(newsListColumns)
    .from(alumniNews)
    .where(where)
    .orderBy(...newestFirst(alumniNews));
  const { list: rows, total } = await paginate(db, { rows: query, from: alumniNews, where }, { pageNum, pageSize });
  return { rows, total };
}

export async function findVisibleNews(db: Executor, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(alumniNews)
    .where(and(eq(alumniNews.id, id), visibleAt(alumniNews, now)))
    .limit(1);
  return row ?? null;
}

export async function newsNeighbours(db: Executor, a: { id: number; publishAt: Date }, now: Date) {
  const at = a.publishAt.toISOString();
  const cols = { id: alumniNews.id, title: alumniNews.title };
  const [[prev], [next]] = await Promise.all([
    db
      .select(cols)
      .from(alumniNews)
      .where(
        and(
          visibleAt(alumniNews, now),
          sql`(${alumniNews.publishAt}, ${alumniNews.id}) < (${at}::timestamptz, ${a.id})`,
        ),
      )
      .orderBy(...newestFirst(alumniNews))
      .limit(1),
    db
      .select(cols)
      .from(alumniNews)
      .where(
        and(
          visibleAt(alumniNews, now),
          sql`(${alumniNews.publishAt}, ${alumniNews.id}) > (${at}::timestamptz, ${a.id})`,
        ),
      )
      .orderBy(...ascNullsFirst(alumniNews.publishAt, alumniNews.id))
      .limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

export async function pageStories(
  db: Executor,
  q: { style?: 'person' | 'group'; now: Date; pageNum: number; pageSize: number },
) {
  const where = and(visibleAt(alumniStories, q.now), q.style ? eq(alumniStories.style, q.style) : undefined);
  const query = db
    .select(storyListColumns)
    .from(alumniStories)
    .where(where)
    .orderBy(...newestFirst(alumniStories));
  const { list: rows, total } = await paginate(db, { rows: query, from: alumniStories, where }, q);
  return { rows, total };
}

export async function findVisibleStory(db: Executor, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(alumniStories)
    .where(and(eq(alumniStories.id, id), visibleAt(alumniStories, now)))
    .limit(1);
  return row ?? null;
}

export async function pageCertified(
  db: Executor,
  q: { keywords?: string; now: Date; pageNum: number; pageSize: number },
) {
  const keyword = q.keywords?.normalize('NFC').trim();
  const where = and(
    visibleAt(certifiedAlumni, q.now),
    keyword
      ? sql`concat_ws(' ', ${allLangs(certifiedAlumni.name)}, ${allLangs(certifiedAlumni.school)}, ${allLangs(certifiedAlumni.major)}) ilike ${likePattern(keyword)}`
      : undefined,
  );
  const query = db
    .select()
    .from(certifiedAlumni)
    .where(where)
    .orderBy(...descNullsLast(certifiedAlumni.certifiedAt, certifiedAlumni.id));
  const { list: rows, total } = await paginate(db, { rows: query, from: certifiedAlumni, where }, q);
  return { rows, total };
}

/** Visible alumni news and stories for the sitemap. */
export async function sitemapEntries(db: Executor, now: Date, limit: number) {
  const [news, stories] = await Promise.all([
    db
      .select({ id: alumniNews.id, updatedAt: alumniNews.updatedAt })
      .from(alumniNews)
      .where(visibleAt(alumniNews, now))
      .orderBy(...newestFirst(alumniNews))
      .limit(limit),
    db
      .select({ id: alumniStories.id, updatedAt: alumniStories.updatedAt })
      .from(alumniStories)
      .where(visibleAt(alumniStories, now))
      .orderBy(...newestFirst(alumniStories))
      .limit(limit),
  ]);
  return { news, stories };
}

/** Certified alumni as the seed writes them (certification by members comes with its own feature). */
export async function insertCertified(tx: Executor, values: (typeof certifiedAlumni.$inferInsert)[]): Promise<void> {
  if (values.length) await tx.insert(certifiedAlumni).values(values);
}
