import { ADMIN_API, ALUMNI_STYLES, alumniNewsInput, alumniStoryInput } from '@acsc/shared';
import type { ContentKind } from '../content/defs.js';

export const alumniNewsKind: ContentKind = {
  key: 'alumniNews',
  route: 'alumni-news',
  api: ADMIN_API.alumniNews,
  catalog: 'admin-alumnus',
  input: alumniNewsInput,
  auditType: 'alumni_news',
  titleField: 'title',
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'summary', kind: 'textarea', required: true },
    { name: 'body', kind: 'rich', required: true },
    { name: 'cover', kind: 'image' },
  ],
  preview: { summary: 'summary', body: ['body'], image: 'cover' },
  filters: [],
  sorts: ['publishAt', 'updatedAt', 'id'],
  publicPath: (i) => `/alumnus/news/${String(i.id)}`,
};

export const alumniStoryKind: ContentKind = {
  key: 'alumniStory',
  route: 'alumni-stories',
  api: ADMIN_API.alumniStory,
  catalog: 'admin-alumnus',
  input: alumniStoryInput,
  auditType: 'alumni_story',
  titleField: 'title',
  fields: [
    {
      name: 'style',
      kind: 'select',
      options: ALUMNI_STYLES,
      optionKeys: 'styles',
      required: true,
      defaultValue: 'person',
    },
    { name: 'name', kind: 'text', required: true },
    { name: 'title', kind: 'text', required: true },
    { name: 'summary', kind: 'textarea' },
    { name: 'school', kind: 'text' },
    { name: 'position', kind: 'text' },
    { name: 'story', kind: 'rich', required: true },
    { name: 'cover', kind: 'image' },
    { name: 'photos', kind: 'images' },
  ],
  preview: { summary: 'summary', body: ['story'], image: 'cover' },
  filters: [{ name: 'style', kind: 'select', options: ALUMNI_STYLES, optionKeys: 'styles' }],
  sorts: ['publishAt', 'updatedAt', 'id'],
  publicPath: (i) => `/alumnus/style/${String(i.id)}`,
};
