import { createHash } from 'node:crypto';
import type {
  ArticleInput,
  ChannelInput,
  ArticleDetail,
  ArticleListItem,
  ArticleSearchItem,
  ArticleViewResult,
  ChannelListQuery,
  Language,
  NewsChannel,
  Page,
  SearchQuery,
} from '@acsc/shared';
import type { Db, Executor } from '../../platform/db.js';
import { seedItems, type SeedItem } from '../content/publishable/service.js';
import { fail } from '../../platform/errors.js';
import { highlight, searchTerms } from '../content/text.js';
import { presentArticleDetail, presentArticleItem, presentChannel, presentLink } from './presenter.js';
import * as repo from './repo.js';
import { searchArticleRows, type RankingCache } from './search-repo.js';
import { normalizeSearchText, queryTokens } from './search-text.js';
import { channelValues } from './staff-channels.js';
import { articleDef } from './staff-content.js';

/** The search tokenizer (Chinese bigrams, Khmer and English words), for other features' search columns. */
export { searchTokens } from './search-text.js';

/** The rows the home page and the feeds list (other features read news through this file, see docs/architecture.md). */
export { latestArticles, latestInChannel, listEnabledChannels } from './repo.js';

/** How many related articles a detail page shows. */
export const RELATED_LIMIT = 4;

export async function newsChannels(db: Executor, lang: Language): Promise<NewsChannel[]> {
  return (await repo.listEnabledChannels(db)).map((c) => presentChannel(c, lang));
}

/** A channel's visible articles, newest first. An unknown or disabled channel is NOT_FOUND. */
export async function channelArticles(
  db: Executor,
  q: ChannelListQuery,
  lang: Language,
  now: Date,
): Promise<Page<ArticleListItem>> {
  const channel = await repo.findEnabledChannel(db, q.channelId);
  if (!channel) fail('NOT_FOUND');
  const { rows, total } = await repo.pageArticles(db, [q.channelId], now, q.pageNum, q.pageSize);
  return { list: rows.map((r) => presentArticleItem(r, lang)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Articles of the channels that belong to one association (/association/components/articles). */
export async function associationArticles(
  db: Executor,
  q: { association: string; pageNum: number; pageSize: number },
  lang: Language,
  now: Date,
): Promise<Page<ArticleListItem>> {
  const ids = await repo.channelIdsOfAssociation(db, q.association);
  const { rows, total } = await repo.pageArticles(db, ids, now, q.pageNum, q.pageSize);
  return { list: rows.map((r) => presentArticleItem(r, lang)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function articleDetail(db: Executor, id: number, lang: Language, now: Date): Promise<ArticleDetail> {
  const row = await repo.findVisibleArticle(db, id, now);
  if (!row) return fail('NOT_FOUND');
  const [channel, { prev, next }, related] = await Promise.all([
    repo.findEnabledChannel(db, row.channelId),
    repo.neighbours(db, row, now),
    repo.relatedArticles(db, row, now, RELATED_LIMIT),
  ]);
  if (!channel) return fail('NOT_FOUND');
  return presentArticleDetail(
    row,
    {
      channel: presentChannel(channel, lang),
      prev: presentLink(prev, lang),
      next: presentLink(next, lang),
      related: related.map((r) => presentArticleItem(r, lang)),
    },
    lang,
  );
}

/**
 * Keyword search over titles, summaries and bodies in all languages: every word of the keywords must
 * occur (a Chinese keyword anywhere inside a text, a Khmer or English one as a word, any case);
 * title and summary come back with the matches marked.
 */
export async function searchArticles(
  db: Executor,
  q: SearchQuery,
  lang: Language,
  now: Date,
  rankings?: RankingCache,
): Promise<Page<ArticleSearchItem>> {
  const terms = searchTerms(q.keywords).map(normalizeSearchText);
  const tokens = queryTokens(terms);
  // Keywords without any word (punctuation only) match nothing rather than everything.
  if (tokens.length === 0) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  const { rows, total } = await searchArticleRows(
    db,
    { tokens, lang, channelId: q.channelId, now, pageNum: q.pageNum, pageSize: q.pageSize },
    rankings,
  );
  const list = rows.map((r) => {
    const item = presentArticleItem(r, lang);
    return {
      ...item,
      titleHighlighted: highlight(item.title, terms),
      summaryHighlighted: highlight(item.summary, terms),
    };
  });
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** The visitor key of the view counter: a hash, so no device id or IP is stored. */
export function visitorKey(deviceId: string | null, ip: string): string {
  return createHash('sha256')
    .update(deviceId ? `d:${deviceId}` : `ip:${ip}`)
    .digest('base64url');
}

/** The calendar day of the associations (China, UTC+8) on which a view is counted. */
export function viewDay(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Counts a view of a visible article once per visitor per day. */
export async function countArticleView(db: Db, id: number, visitor: string, now: Date): Promise<ArticleViewResult> {
  const row = await repo.findVisibleArticle(db, id, now);
  if (!row) return fail('NOT_FOUND');
  return repo.recordView(db, id, visitor, viewDay(now));
}

// ---------------------------------------------------------------- the seed (apps/server/src/seed)

/** Whether any channel exists (the demo content is written once, on an empty database). */
export const hasChannels = (db: Executor) => repo.anyChannel(db);

/** Channels as the console's channel form stores them, added unless their code exists; answers every channel's id by code. */
export const seedChannels = (db: Executor, channels: ChannelInput[]) =>
  repo.ensureChannels(db, channels.map(channelValues));

/** Articles through the console's article rules (sanitized body, its text and search fields derived). */
export const seedArticles = (tx: Executor, items: SeedItem<ArticleInput>[]) => seedItems(tx, articleDef, items);

/** Around a bulk load of articles: the search index dropped before, built once after (and the table analyzed). */
export const beforeBulkArticles = (db: Executor) => repo.dropSearchIndex(db);
export const afterBulkArticles = (db: Executor) => repo.buildSearchIndex(db);
