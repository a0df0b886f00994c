import { ADMIN_API, bannerInput } from '@acsc/shared';
import type { ContentKind } from '../content/defs.js';

export const bannerKind: ContentKind = {
  key: 'banner',
  route: 'banners',
  api: ADMIN_API.banner,
  catalog: 'admin-home',
  input: bannerInput,
  auditType: 'banner',
  titleField: 'title',
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'subtitle', kind: 'text' },
    { name: 'image', kind: 'image', required: true },
    { name: 'link', kind: 'link', defaultValue: '/' },
    { name: 'sortOrder', kind: 'number', defaultValue: 100 },
  ],
  preview: { summary: 'subtitle', body: [], image: 'image' },
  filters: [],
  sorts: ['sortOrder', 'publishAt', 'updatedAt', 'id'],
  publicPath: () => '/',
};
