import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@acsc/shared';
import { articles } from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../platform/db.js';
import { visibleAt } from '../content/publishing.js';
import { offsetOf } from '../../platform/paging.js';
import { articleListColumns, type ArticleListRow } from './repo.js';
import { articleSearchFields, tierQueries, tsquery } from './search-text.js';

/*
 * Keyword search over the search vector of articles (see search-text.ts for why the tokens are made
 * in JavaScript). Each ranking tier is its own exact GIN lookup, so a search reads only the small
 * main tuple of each matching row (id, status, publish time) and never a row's large vector; the
 * rows of the page are then read by id.
 */

const sv = articles.searchVector;

/** What a search ranks: its tokens, the request language (first tier) and an optional channel. */
export interface RankQuery {
  tokens: string[];
  lang: Language;
  channelId?: number;
  now: Date;
}

/**
 * The ordered ids of a search's first hits and its total. Pages of one search (the list's load-more,
 * other page sizes) are slices of it, so only the first page ranks; like a search engine's
 * query-result cache, the ranking is kept by the caller (see routes.ts) with the freshness rules of
 * every public read. A ranking is RANKING_DEPTHS[0] hits deep (what almost every visitor reads); a
 * page past that ranks to the next depth; pages past the last depth run their own query.
 */
export interface Ranking {
  ids: number[];
  total: number;
}
export const RANKING_DEPTHS = [100, 1000] as const;
export const RANKING_DEPTH = RANKING_DEPTHS[RANKING_DEPTHS.length - 1];

/** Keeps rankings: any function that returns the same ranking for the same key, or loads it. */
export type RankingCache = (key: string, load: () => Promise<Ranking>) => Promise<Ranking>;
const rankingKey = (q: RankQuery) => `${q.lang}|${q.channelId ?? ''}|${[...q.tokens].sort().join(' ')}`;

/** One query: the ids of hits in ranking order from `offset` (at most `limit`) and how many hits there are. */
async function rankedIds(db: Executor, q: RankQuery, limit: number, offset: number): Promise<Ranking> {
  await indexPendingArticles(db);
  const filter = and(visibleAt(articles, q.now), q.channelId ? eq(articles.channelId, q.channelId) : undefined);
  const tiers = tierQueries(q.tokens, q.lang).map(
    (query, tier) =>
      sql`select ${articles.id} as id, ${articles.publishAt} as publish_at, ${tier} as tier from ${articles} where ${sv} @@ ${query}::tsquery and ${filter}`,
  );
  // The total rides along as a window count, so the index is searched once, not twice; the ids come
  // back as one text, which PGlite serializes and parses in a fraction of the time of 1 000 rows.
  const order = sql`order by tier, publish_at desc, id desc`;
  const [{ ids, total }] = await rowsOf<{ ids: string | null; total: string | number | null }>(
    db,
    sql`select string_agg(id::text, ',' ${order}) as ids, max(total) as total from (
    select id, tier, publish_at, count(*) over () as total from (${sql.join(tiers, sql` union all `)}) hits ${order} limit ${limit} offset ${offset}) page`,
  );
  if (ids) return { ids: ids.split(',').map(Number), total: Number(total) };
  if (offset === 0) return { ids: [], total: 0 };
  // Past the last hit there is no row to carry the window count.
  const [{ count }] = await db
    .select({ count: sql<string>`count(*)` })
    .from(articles)
    .where(and(filter, sql`${sv} @@ ${tsquery(q.tokens, LANGUAGES)}::tsquery`));
  return { ids: [], total: Number(count) };
}

const rankArticles = (db: Executor, q: RankQuery, depth: number = RANKING_DEPTH) => rankedIds(db, q, depth, 0);

/**
 * A page of a search: title in the request language, then body or summary in the request language,
 * then title in another language, then the rest; newest first within each.
 */
export async function searchArticleRows(
  db: Executor,
  q: RankQuery & { pageNum: number; pageSize: number },
  rankings: RankingCache = (_key, load) => load(),
): Promise<{ rows: ArticleListRow[]; total: number }> {
  const offset = offsetOf(q.pageNum, q.pageSize);
  let ids: number[];
  let total: number;
  const depth = RANKING_DEPTHS.find((d) => offset + q.pageSize <= d);
  if (depth) {
    const ranking = await rankings(`${depth}|${rankingKey(q)}`, () => rankArticles(db, q, depth));
    ids = ranking.ids.slice(offset, offset + q.pageSize);
    total = ranking.total;
  } else {
    ({ ids, total } = await rankedIds(db, q, q.pageSize, offset));
  }
  if (ids.length === 0) return { rows: [], total };
  const rows = await db.select(articleListColumns).from(articles).where(inArray(articles.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total };
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
    await db.execute(
      sql`update articles set search_vector = v.sv from (values ${values}) as v(id, sv) where articles.id = v.id`,
    );
    done += rows.length;
  }
}
