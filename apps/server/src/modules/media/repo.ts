import { and, eq, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { MediaListQuery } from '@acsc/shared';
import {
  alumniNews,
  alumniStories,
  articles,
  associationSections,
  exchangePostMedia,
  homeBanners,
  media,
  scholarshipNotices,
  scholarships,
  siteSettings,
} from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { descNullsLast, paginate } from '../../platform/paging.js';
import { likePattern } from '../../platform/sql.js';

/** SQL of the media rows (the library of uploads: the console's and members'), and where content uses them. */

export type MediaRow = typeof media.$inferSelect;

/**
 * Where content can reference a media file. Each row is searched as a whole (row::text), so a URL in a
 * cover, a gallery, an attachment or inside rich text is found alike, whatever the column.
 */
const SOURCES = [
  { type: 'article', table: articles, id: sql<string>`${articles.id}::text`, title: sql<unknown>`${articles.title}` },
  {
    type: 'scholarship',
    table: scholarships,
    id: sql<string>`${scholarships.id}::text`,
    title: sql<unknown>`${scholarships.title}`,
  },
  {
    type: 'notice',
    table: scholarshipNotices,
    id: sql<string>`${scholarshipNotices.id}::text`,
    title: sql<unknown>`${scholarshipNotices.title}`,
  },
  {
    type: 'alumni_news',
    table: alumniNews,
    id: sql<string>`${alumniNews.id}::text`,
    title: sql<unknown>`${alumniNews.title}`,
  },
  {
    type: 'alumni_story',
    table: alumniStories,
    id: sql<string>`${alumniStories.id}::text`,
    title: sql<unknown>`${alumniStories.title}`,
  },
  {
    type: 'banner',
    table: homeBanners,
    id: sql<string>`${homeBanners.id}::text`,
    title: sql<unknown>`${homeBanners.title}`,
  },
  {
    type: 'association_section',
    table: associationSections,
    id: sql<string>`${associationSections.association} || '/' || ${associationSections.kind}`,
    title: sql<unknown>`${associationSections.association} || '/' || ${associationSections.kind}`,
  },
  {
    type: 'site_settings',
    table: siteSettings,
    id: sql<string>`${siteSettings.key}`,
    title: sql<unknown>`${siteSettings.key}`,
  },
  // A member's post (issue 11): its media rows copy the file's URL.
  {
    type: 'exchange_post',
    table: exchangePostMedia,
    id: sql<string>`${exchangePostMedia.postId}::text`,
    title: sql<unknown>`${exchangePostMedia.postId}::text`,
  },
] as const;

/** The content rows that mention any of the stems (a media item's folder), with their type's id and title. */
export function usagesQuery(db: Executor, stems: string[]) {
  return Promise.all(
    SOURCES.map(async (s) => ({
      type: s.type,
      found: await db
        .select({ id: s.id, title: s.title, text: sql<string>`${s.table}::text` })
        .from(s.table)
        .where(or(...stems.map((stem) => sql`${s.table}::text like ${likePattern(stem)}`))),
    })),
  );
}

/** SQL: some content references this media row (same search as usagesQuery, for the "unused" filter). */
function usedSomewhere(): SQL {
  const stem = sql`regexp_replace(${media.url}, '[^/]*$', '')`;
  return or(
    ...SOURCES.map((s) => sql`exists (select 1 from ${s.table} where ${s.table}::text like '%' || ${stem} || '%')`),
  )!;
}

/** A page of the staff library: staff uploads only, by kind, keywords (name or URL) and whether content uses them, newest first. */
export function libraryPage(db: Executor, q: MediaListQuery) {
  const conds: (SQL | undefined)[] = [isNull(media.ownerId)];
  if (q.kind) conds.push(eq(media.kind, q.kind));
  if (q.keywords)
    conds.push(or(ilike(media.originalName, likePattern(q.keywords)), ilike(media.url, likePattern(q.keywords))));
  if (q.unused === 'true') conds.push(not(usedSomewhere()));
  if (q.unused === 'false') conds.push(usedSomewhere());
  const where = and(...conds);
  const query = db
    .select()
    .from(media)
    .where(where)
    .orderBy(...descNullsLast(media.createdAt, media.id));
  return paginate(db, { rows: query, from: media, where }, q);
}

/** One row by id (locked for the transaction when asked), or by its tus upload id; null when none. */
export async function byId(db: Executor, id: number, lock = false): Promise<MediaRow | null> {
  const q = db.select().from(media).where(eq(media.id, id)).limit(1);
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}
export async function byUpload(db: Executor, uploadId: string, ownerId?: number): Promise<MediaRow | null> {
  const where =
    ownerId === undefined
      ? eq(media.uploadId, uploadId)
      : and(eq(media.uploadId, uploadId), eq(media.ownerId, ownerId), eq(media.kind, 'video'));
  const [row] = await db.select().from(media).where(where).limit(1);
  return row ?? null;
}

/** The name a document was uploaded with, by its URL (downloads keep it). */
export async function originalNameOf(db: Executor, url: string): Promise<string | null> {
  const [row] = await db.select({ name: media.originalName }).from(media).where(eq(media.url, url)).limit(1);
  return row?.name ?? null;
}

export async function insertMedia(tx: Executor, values: typeof media.$inferInsert): Promise<MediaRow> {
  const [row] = await tx.insert(media).values(values).returning();
  return row;
}

/** A member's own uploads among `ids` (what a member's content may attach). */
export function ownedBy(db: Executor, ownerId: number, ids: number[]): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.ownerId, ownerId)));
}

/** Every upload of a member. */
export function allOf(db: Executor, ownerId: number): Promise<MediaRow[]> {
  return db.select().from(media).where(eq(media.ownerId, ownerId));
}

export async function deleteRows(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(media).where(inArray(media.id, ids));
}
