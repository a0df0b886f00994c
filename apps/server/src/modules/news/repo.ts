import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AdminListQuery } from '@acsc/shared';
import { articles, articleViews, newsChannels } from '../../db/schema/index.js';
import type { Db, Executor } from '../../platform/db.js';
import { allLanguagesText, likePattern } from '../../platform/sql.js';
import { newestFirst, visibleAt } from '../content/publishing.js';
import { ascNullsFirst, paginate } from '../../platform/paging.js';

/** Columns of a list item (no body), so lists never read the large fields. */
export const articleListColumns = {
  id: articles.id,
  channelId: articles.channelId,
  kind: articles.kind,
  title: articles.title,
  summary: articles.summary,
  cover: articles.cover,
  video: articles.video,
  views: articles.views,
  publishAt: articles.publishAt,
};
export type ArticleListRow = { [K in keyof typeof articleListColumns]: (typeof articles.$inferSelect)[K] };

export async function listEnabledChannels(db: Executor) {
  return db
    .select()
    .from(newsChannels)
    .where(eq(newsChannels.enabled, 1))
    .orderBy(asc(newsChannels.sortOrder), asc(newsChannels.id));
}

export async function findEnabledChannel(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(newsChannels)
    .where(and(eq(newsChannels.id, id), eq(newsChannels.enabled, 1)))
    .limit(1);
  return row ?? null;
}

export async function channelIdsOfAssociation(db: Executor, association: string): Promise<number[]> {
  const rows = await db
    .select({ id: newsChannels.id })
    .from(newsChannels)
    .where(and(eq(newsChannels.association, association), eq(newsChannels.enabled, 1)));
  return rows.map((r) => r.id);
}

/** A page of visible articles of some channels, newest first, and how many there are. */
export async function pageArticles(db: Executor, channelIds: number[], now: Date, pageNum: number, pageSize: number) {
  if (channelIds.length === 0) return { rows: [] as ArticleListRow[], total: 0 };
  const where = and(
    channelIds.length === 1 ? eq(articles.channelId, channelIds[0]) : inArray(articles.channelId, channelIds),
    visibleAt(articles, now),
  );
  const query = db
    .select(articleListColumns)
    .from(articles)
    .where(where)
    .orderBy(...newestFirst(articles));
  const { list: rows, total } = await paginate(db, { rows: query, from: articles, where }, { pageNum, pageSize });
  return { rows, total };
}

export async function findVisibleArticle(db: Executor, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), visibleAt(articles, now)))
    .limit(1);
  return row ?? null;
}

/** The visible articles of the same channel published just before and just after this one. */
export async function neighbours(db: Executor, a: { id: number; channelId: number; publishAt: Date }, now: Date) {
  const at = a.publishAt.toISOString();
  const base = and(eq(articles.channelId, a.channelId), visibleAt(articles, now));
  const cols = { id: articles.id, title: articles.title };
  const [[prev], [next]] = await Promise.all([
    db
      .select(cols)
      .from(articles)
      .where(and(base, sql`(${articles.publishAt}, ${articles.id}) < (${at}::timestamptz, ${a.id})`))
      .orderBy(...newestFirst(articles))
      .limit(1),
    db
      .select(cols)
      .from(articles)
      .where(and(base, sql`(${articles.publishAt}, ${articles.id}) > (${at}::timestamptz, ${a.id})`))
      .orderBy(...ascNullsFirst(articles.publishAt, articles.id))
      .limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

/** Newest visible articles of a channel (home page), without counting them. */
export async function latestInChannel(db: Executor, channelId: number, now: Date, limit: number) {
  return db
    .select(articleListColumns)
    .from(articles)
    .where(and(eq(articles.channelId, channelId), visibleAt(articles, now)))
    .orderBy(...newestFirst(articles))
    .limit(limit);
}

/** Newest visible articles of the same channel, other than this one. */
export async function relatedArticles(db: Executor, a: { id: number; channelId: number }, now: Date, limit: number) {
  return db
    .select(articleListColumns)
    .from(articles)
    .where(and(eq(articles.channelId, a.channelId), ne(articles.id, a.id), visibleAt(articles, now)))
    .orderBy(...newestFirst(articles))
    .limit(limit);
}

/**
 * Records one view per visitor per day; returns the article's view count and whether this call counted.
 * The insert and the increment are one transaction so the count equals the number of view rows.
 */
export async function recordView(db: Db, articleId: number, visitor: string, day: string) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(articleViews)
      .values({ articleId, visitor, day })
      .onConflictDoNothing()
      .returning({ id: articleViews.articleId });
    if (inserted.length === 0) {
      const [row] = await tx.select({ views: articles.views }).from(articles).where(eq(articles.id, articleId));
      return { views: row?.views ?? 0, counted: false };
    }
    const [row] = await tx
      .update(articles)
      .set({ views: sql`${articles.views} + 1` })
      .where(eq(articles.id, articleId))
      .returning({ views: articles.views });
    return { views: row.views, counted: true };
  });
}

/** Visible article ids and dates for the sitemap and feeds, newest first. */
export async function latestArticles(db: Executor, now: Date, limit: number) {
  return db
    .select({ ...articleListColumns, body: articles.body, author: articles.author, updatedAt: articles.updatedAt })
    .from(articles)
    .where(visibleAt(articles, now))
    .orderBy(...newestFirst(articles))
    .limit(limit);
}

// ---------------------------------------------------------------- channels as the staff console manages them

export type ChannelRow = typeof newsChannels.$inferSelect;

// Written out: inside a subquery Drizzle would render both columns unqualified and "id" would mean articles.id.
const articleCount = sql<number>`(select count(*)::int from articles a where a.channel_id = "news_channels"."id")`;

/** A channel with the number of its articles. */
export async function channelWithCount(db: Executor, id: number) {
  const [row] = await db
    .select({ c: newsChannels, n: articleCount })
    .from(newsChannels)
    .where(eq(newsChannels.id, id))
    .limit(1);
  return row ?? null;
}

/** A page of channels with their article counts: matching the keywords (name in any language, code), in the order asked. */
export function channelsPage(db: Executor, q: AdminListQuery) {
  const where = q.keywords
    ? or(
        sql`${allLanguagesText(newsChannels.name)} ilike ${likePattern(q.keywords)}`,
        sql`${newsChannels.code} ilike ${likePattern(q.keywords)}`,
      )
    : undefined;
  const cols = { sortOrder: newsChannels.sortOrder, id: newsChannels.id, code: newsChannels.code } as const;
  const col = cols[(q.sort ?? 'sortOrder') as keyof typeof cols] ?? newsChannels.sortOrder;
  const by = q.sort ? (q.order === 'asc' ? asc : desc) : asc;
  const rows = db
    .select({ c: newsChannels, n: articleCount })
    .from(newsChannels)
    .where(where)
    .orderBy(by(col), asc(newsChannels.id));
  return paginate(db, { rows, from: newsChannels, where }, q);
}

export async function channelIdByCode(db: Executor, code: string): Promise<number | null> {
  const [row] = await db.select({ id: newsChannels.id }).from(newsChannels).where(eq(newsChannels.code, code)).limit(1);
  return row?.id ?? null;
}

export async function insertChannel(tx: Executor, values: typeof newsChannels.$inferInsert): Promise<ChannelRow> {
  const [row] = await tx.insert(newsChannels).values(values).returning();
  return row;
}

export async function updateChannel(
  tx: Executor,
  id: number,
  values: Partial<typeof newsChannels.$inferInsert>,
): Promise<void> {
  await tx.update(newsChannels).set(values).where(eq(newsChannels.id, id));
}

export async function deleteChannel(tx: Executor, id: number): Promise<void> {
  await tx.delete(newsChannels).where(eq(newsChannels.id, id));
}

// ---------------------------------------------------------------- the seed's writes (service.ts)

/** Adds the channels whose code is not taken; answers the id of every channel by code. */
export async function ensureChannels(
  db: Executor,
  values: (typeof newsChannels.$inferInsert)[],
): Promise<Map<string, number>> {
  if (values.length) await db.insert(newsChannels).values(values).onConflictDoNothing();
  const rows = await db.select({ id: newsChannels.id, code: newsChannels.code }).from(newsChannels);
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function anyChannel(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: newsChannels.id }).from(newsChannels).limit(1);
  return rows.length > 0;
}

/** The articles' search index, dropped before a bulk load and built once after it (far faster than row by row). */
export async function dropSearchIndex(db: Executor): Promise<void> {
  await db.execute(sql`drop index if exists articles_search_idx`);
}
export async function buildSearchIndex(db: Executor): Promise<void> {
  // Same definition as migration 0003.
  await db.execute(sql`create index if not exists articles_search_idx on articles using gin (search_vector)`);
  // VACUUM sets the visibility map, so counting a channel's articles is an index-only scan.
  await db.execute(sql`vacuum analyze articles`);
}
