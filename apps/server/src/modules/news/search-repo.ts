import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@acsc/shared';
import { articles } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { allLanguagesText as allLangs, newestFirst, offsetOf, visibleAt } from '../content/publishing.js';
import { likePattern } from '../content/text.js';
import { articleListColumns } from './repo.js';

/*
 * Simple keyword search: ILIKE substring matching over titles, summaries and body text in all three
 * languages. Works the same for Chinese and Khmer (no word boundaries needed) on PGlite and PostgreSQL.
 * The search work of issue 3 replaces the internals of this file (trigram / segment index); the
 * signature of searchArticleRows is what the service relies on.
 */

const field = (col: PgColumn, lang: Language) => sql`coalesce(${col}->>${lang}, '')`;

/** Every term must appear somewhere in `text`. */
const allTermsIn = (text: SQL, patterns: string[]) => and(...patterns.map((p) => sql`${text} ilike ${p}`))!;

export async function searchArticleRows(
  db: Executor,
  q: { terms: string[]; lang: Language; channelId?: number; now: Date; pageNum: number; pageSize: number },
) {
  const patterns = q.terms.map(likePattern);
  const anyText = sql`concat_ws(' ', ${allLangs(articles.title)}, ${allLangs(articles.summary)}, ${allLangs(articles.bodyText)})`;
  const where = and(visibleAt(articles, q.now), q.channelId ? eq(articles.channelId, q.channelId) : undefined, allTermsIn(anyText, patterns));
  const inLang = sql`concat_ws(' ', ${field(articles.title, q.lang)}, ${field(articles.summary, q.lang)}, ${field(articles.bodyText, q.lang)})`;
  // Request language first, then title hits above summary hits above body hits, then newest.
  const langRank = sql`case when ${allTermsIn(inLang, patterns)} then 0 else 1 end`;
  const fieldRank = sql`case when ${allTermsIn(allLangs(articles.title), patterns)} then 0 when ${allTermsIn(allLangs(articles.summary), patterns)} then 1 else 2 end`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(articleListColumns)
      .from(articles)
      .where(where)
      .orderBy(langRank, fieldRank, ...newestFirst(articles))
      .limit(q.pageSize)
      .offset(offsetOf(q.pageNum, q.pageSize)),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows, total };
}
