import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@acsc/shared';
import { articles } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { offsetOf, visibleAt } from '../content/publishing.js';
import { articleListColumns, type ArticleListRow } from './repo.js';
import { articleSearchFields, tierQueries, tsquery } from './search-text.js';

/*
 * Keyword search over the search vector of articles (see search-text.ts for why the tokens are made
 * in JavaScript). Each ranking tier is its own exact GIN lookup, so a search reads only the small
 * main tuple of each matching row (id, status, publish time) and never a row's large vector; the ten
 * rows of the page are then read by id. Tiers: title in the request language, then body or summary
 * in the request language, then title in another language, then the rest; newest first within each.
 */

const sv = articles.searchVector;

export async function searchArticleRows(
  db: Executor,
  q: { tokens: string[]; lang: Language; channelId?: number; now: Date; pageNum: number; pageSize: number },
): Promise<{ rows: ArticleListRow[]; total: number }> {
  await indexPendingArticles(db);
  const filter = and(visibleAt(articles, q.now), q.channelId ? eq(articles.channelId, q.channelId) : undefined);
  const tiers = tierQueries(q.tokens, q.lang).map(
    (query, tier) => sql`select ${articles.id} as id, ${articles.publishAt} as publish_at, ${tier} as tier from ${articles} where ${sv} @@ ${query}::tsquery and ${filter}`,
  );
  // The total rides along as a window count, so the index is searched once per page, not twice.
  const page = (await db.execute(sql`select id, count(*) over () as total from (${sql.join(tiers, sql` union all `)}) hits
    order by tier, publish_at desc, id desc limit ${q.pageSize} offset ${offsetOf(q.pageNum, q.pageSize)}`)) as unknown as { rows: { id: string | number; total: string | number }[] };
  const ids = page.rows.map((r) => Number(r.id));
  if (ids.length === 0) {
    if (q.pageNum === 1) return { rows: [], total: 0 };
    const [{ total }] = await db.select({ total: sql<string>`count(*)` }).from(articles).where(and(filter, sql`${sv} @@ ${tsquery(q.tokens, LANGUAGES)}::tsquery`));
    return { rows: [], total: Number(total) };
  }
  const rows = await db.select(articleListColumns).from(articles).where(inArray(articles.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total: Number(page.rows[0].total) };
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
