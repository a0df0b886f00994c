import { ADMIN_API, ARTICLE_KINDS, articleInput } from '@acsc/shared';
import type { ContentKind } from '../content/defs.js';

const visibleWhenVideo = (v: Record<string, unknown>) => v.kind === 'video';

export const articleKind: ContentKind = {
  key: 'article',
  route: 'news',
  api: ADMIN_API.article,
  catalog: 'admin-news',
  input: articleInput,
  auditType: 'article',
  titleField: 'title',
  fields: [
    { name: 'channelId', kind: 'channel', required: true },
    {
      name: 'kind',
      kind: 'select',
      options: ARTICLE_KINDS,
      optionKeys: 'articleKinds',
      defaultValue: 'text',
      required: true,
    },
    { name: 'title', kind: 'text', required: true },
    { name: 'summary', kind: 'textarea', required: true },
    { name: 'author', kind: 'text' },
    { name: 'body', kind: 'rich', required: true },
    { name: 'cover', kind: 'image' },
    { name: 'video', kind: 'video', when: visibleWhenVideo },
  ],
  preview: { summary: 'summary', body: ['body'], image: 'cover' },
  filters: [
    { name: 'channelId', kind: 'channel' },
    { name: 'kind', kind: 'select', options: ARTICLE_KINDS, optionKeys: 'articleKinds' },
  ],
  sorts: ['publishAt', 'updatedAt', 'views', 'id'],
  publicPath: (i) => `/news/detail/${String(i.id)}`,
};
