import type { ArticleDetail, ArticleLink, ArticleListItem, Language, NewsChannel } from '@acsc/shared';
import type { articles, newsChannels } from '../../db/schema/index.js';
import { iso, localize, presentImage } from '../content/localized.js';
import type { ArticleListRow } from './repo.js';

export function presentChannel(row: typeof newsChannels.$inferSelect, lang: Language): NewsChannel {
  const { t } = localize(row.name, lang);
  return { id: row.id, code: row.code, name: t(row.name), description: t(row.description) };
}

export function presentArticleItem(row: ArticleListRow, lang: Language): ArticleListItem {
  const { meta, t } = localize(row.title, lang);
  const title = t(row.title);
  return {
    ...meta,
    id: row.id,
    channelId: row.channelId,
    kind: row.kind,
    title,
    summary: t(row.summary),
    cover: presentImage(row.cover, title),
    publishedAt: iso(row.publishAt),
    views: row.views,
    video:
      row.kind === 'video' && row.video
        ? { url: row.video.url, poster: row.video.poster, durationSeconds: row.video.durationSeconds }
        : null,
  };
}

export function presentLink(
  row: { id: number; title: Record<string, string | undefined> } | null,
  lang: Language,
): ArticleLink | null {
  if (!row) return null;
  return { id: row.id, title: localize(row.title, lang).t(row.title) };
}

export function presentArticleDetail(
  row: typeof articles.$inferSelect,
  parts: { channel: NewsChannel; prev: ArticleLink | null; next: ArticleLink | null; related: ArticleListItem[] },
  lang: Language,
): ArticleDetail {
  const item = presentArticleItem(row, lang);
  const { t } = localize(row.title, lang);
  return {
    ...item,
    channelName: parts.channel.name,
    author: t(row.author),
    body: t(row.body),
    prev: parts.prev,
    next: parts.next,
    related: parts.related,
  };
}
