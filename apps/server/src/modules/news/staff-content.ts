import { eq } from 'drizzle-orm';
import type { AdminArticleQuery, ArticleInput } from '@acsc/shared';
import { articles, newsChannels, type L } from '../../db/schema/index.js';
import { definePublishable, mustExist } from '../content/publishable/service.js';
import { htmlToText } from '../content/text.js';
import { image, loc, richText } from '../content/values.js';
import { articleSearchFields } from './search-text.js';

/** Articles as the staff console writes them (content/publishable gives the seven calls). */

const plainOf = (html: L): L => Object.fromEntries(Object.entries(html).map(([k, v]) => [k, htmlToText(v ?? '')]));

export const articleDef = definePublishable<typeof articles, ArticleInput, AdminArticleQuery>({
  type: 'article',
  table: articles,
  sorts: { publishAt: articles.publishAt, updatedAt: articles.updatedAt, views: articles.views, id: articles.id },
  defaultOrder: 'desc',
  searchColumns: [articles.title, articles.summary],
  required: { title: articles.title, summary: articles.summary, body: articles.body },
  htmlFields: ['body'],
  title: (r) => r.title,
  filters: (q) => [
    q.channelId ? eq(articles.channelId, q.channelId) : undefined,
    q.kind ? eq(articles.kind, q.kind) : undefined,
  ],
  check: (tx, input) => mustExist(tx, newsChannels, input.channelId, 'channelId'),
  toValues(input) {
    const title = loc(input.title);
    const summary = loc(input.summary);
    const body = richText(input.body);
    const bodyText = plainOf(body);
    // The search index is kept with every write (the same function the seeders use).
    return {
      channelId: input.channelId,
      kind: input.kind,
      title,
      summary,
      body,
      bodyText,
      author: loc(input.author),
      cover: image(input.cover),
      video: input.kind === 'video' ? input.video : null,
      ...articleSearchFields({ title, summary, bodyText }),
    };
  },
  present: (r) => ({
    channelId: r.channelId,
    kind: r.kind,
    title: r.title,
    summary: r.summary,
    body: r.body,
    author: r.author,
    cover: r.cover ?? null,
    video: r.video ?? null,
    views: r.views,
  }),
});
