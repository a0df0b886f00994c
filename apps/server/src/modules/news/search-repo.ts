import { and, eq, isNull, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@acsc/shared';
import { articles } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { newestFirst, offsetOf, visibleAt } from '../content/publishing.js';
import { articleListColumns, type ArticleListRow } from './repo.js';
import { articleSearchFields, tsquery } from './search-text.js';

/*
 * Keyword search over the search vector of articles (see search-text.ts for why the tokens are made
 * in JavaScript). One GIN index finds the rows; the same vector ranks them, so only matching rows are
 * read: title in the request language, then body or summary in the request language, then title in
 * another language, then the rest; newest first within each.
 */

const sv = articles.searchVector;
const matches = (q: string) => sql`${sv} @@ ${q}::tsquery`;

export async function searchArticleRows(
  db: Executor,
  q: { tokens: string[]; lang: Language; channelId?: number; now: Date; pageNum: number; pageSize: number },
): Promise<{ rows: ArticleListRow[]; total: number }> {
  await indexPendingArticles(db);
  const where = and(matches(tsquery(q.tokens, LANGUAGES)), visibleAt(articles, q.now), q.channelId ? eq(articles.channelId, q.channelId) : undefined);
  const rank = sql`case when ${matches(tsquery(q.tokens, [q.lang], true))} then 0
    when ${matches(tsquery(q.tokens, [q.lang]))} then 1
    when ${matches(tsquery(q.tokens, LANGUAGES, true))} then 2 else 3 end`;
  // The total rides along as a window count, so the index is searched once per page, not twice.
  const rows = await db
    .select({ ...articleListColumns, total: sql<string>`count(*) over ()` })
    .from(articles)
    .where(where)
    .orderBy(rank, ...newestFirst(articles))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize));
  if (rows.length > 0) return { rows, total: Number(rows[0].total) };
  if (q.pageNum === 1) return { rows: [], total: 0 };
  const [{ total }] = await db.select({ total: sql<string>`count(*)` }).from(articles).where(where);
  return { rows: [], total: Number(total) };
}

/** How often one process looks for rows written without their search vector. */
const PENDING_CHECK_MS = 1000;
const lastPendingCheck = new WeakMap<object, number>();
const PENDING_BATCH = 500;

/**
 * Indexes articles whose search vector is missing: rows a writer stored without articleSearchFields,
 * or whose text changed later (the articles_search_stale trigger clears the vector). Runs before a
 * search at most once a second, so such a row is searchable within a second of being written.
 */
export async function indexPendingArticles(db: Executor, force = false): Promise<number> {
  const t = Date.now();
  if (!force && t - (lastPendingCheck.get(db) ?? 0) < PENDING_CHECK_MS) return 0;
  lastPendingCheck.set(db, t);
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: articles.id, title: articles.title, summary: articles.summary, bodyText: articles.bodyText })
      .from(articles)
      .where(isNull(sv))
      .limit(PENDING_BATCH);
    if (rows.length === 0) return done;
    const values = sql.join(
      rows.map((r) => sql`(${r.id}::bigint, ${articleSearchFields(r).searchVector}::tsvector)`),
      sql`, `,
    );
    await db.execute(sql`update articles set search_vector = v.sv from (values ${values}) as v(id, sv) where articles.id = v.id`);
    done += rows.length;
  }
}
