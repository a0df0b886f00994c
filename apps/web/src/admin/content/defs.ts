import { ADMIN_API, ALUMNI_STYLES, ARTICLE_KINDS, SCHOLARSHIP_LEVELS, type AuditEntityType } from '@acsc/shared';
import type { CrudApi } from '../api.js';

/**
 * The kinds of publishable content the console edits, described once: the list and the editor are
 * generic and read these. Field names and required fields follow packages/shared/src/schemas/admin.ts
 * and the server's completeness rules (apps/server/src/modules/admin/entities.ts).
 */
export type FieldKind =
  | 'text' // localized one-line text
  | 'textarea' // localized plain text
  | 'rich' // localized HTML (TipTap)
  | 'image' // one media-library image, or null
  | 'images' // several media-library images
  | 'video' // one media-library video, or null
  | 'select'
  | 'number'
  | 'datetime'
  | 'link'
  | 'channel'
  | 'scholarship'
  | 'attachments';

export interface FieldDef {
  name: string;
  kind: FieldKind;
  /** Needed in every language for the item to count as translated (localized kinds); needed at all (others). */
  required?: boolean;
  options?: readonly string[];
  /** i18n key prefix of the option labels (`${optionKeys}.${value}`). */
  optionKeys?: string;
  /** Shown only when this returns true for the form's values. */
  when?: (values: Record<string, unknown>) => boolean;
  defaultValue?: unknown;
}

export const LOCALIZED_KINDS: FieldKind[] = ['text', 'textarea', 'rich'];
export const isLocalizedField = (f: FieldDef) => LOCALIZED_KINDS.includes(f.kind);

export interface ListFilter {
  name: string;
  kind: 'select' | 'channel' | 'scholarship';
  options?: readonly string[];
  optionKeys?: string;
}

export interface ContentKind {
  key: string;
  /** Path under /admin. */
  route: string;
  api: CrudApi;
  auditType: AuditEntityType;
  /** i18n key of the kind's plural and singular names: `kinds.${key}.plural` / `.one`. */
  fields: FieldDef[];
  /** Localized field shown as the item's title in lists. */
  titleField: string;
  /** Localized field of the preview's lead paragraph and rich fields of its body. */
  preview: { summary?: string; body: string[]; image?: string };
  filters: ListFilter[];
  sorts: readonly string[];
  /** The public page of a published item. */
  publicPath?: (item: Record<string, unknown>) => string;
}

const visibleWhenVideo = (v: Record<string, unknown>) => v.kind === 'video';

export const articleKind: ContentKind = {
  key: 'article',
  route: 'news',
  api: ADMIN_API.article,
  auditType: 'article',
  titleField: 'title',
  fields: [
    { name: 'channelId', kind: 'channel', required: true },
    { name: 'kind', kind: 'select', options: ARTICLE_KINDS, optionKeys: 'articleKinds', defaultValue: 'text', required: true },
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

export const scholarshipKind: ContentKind = {
  key: 'scholarship',
  route: 'scholarships',
  api: ADMIN_API.scholarship,
  auditType: 'scholarship',
  titleField: 'title',
  fields: [
    { name: 'level', kind: 'select', options: SCHOLARSHIP_LEVELS, optionKeys: 'levels', required: true, defaultValue: 'bachelor' },
    { name: 'deadline', kind: 'datetime', required: true },
    { name: 'title', kind: 'text', required: true },
    { name: 'provider', kind: 'text' },
    { name: 'amount', kind: 'text' },
    { name: 'summary', kind: 'textarea', required: true },
    { name: 'eligibility', kind: 'rich', required: true },
    { name: 'benefits', kind: 'rich' },
    { name: 'howToApply', kind: 'rich' },
    { name: 'cover', kind: 'image' },
    { name: 'attachments', kind: 'attachments' },
  ],
  preview: { summary: 'summary', body: ['eligibility', 'benefits', 'howToApply'], image: 'cover' },
  filters: [{ name: 'level', kind: 'select', options: SCHOLARSHIP_LEVELS, optionKeys: 'levels' }],
  sorts: ['publishAt', 'updatedAt', 'deadline', 'id'],
  publicPath: (i) => `/scholarship/detail/${String(i.id)}`,
};

export const noticeKind: ContentKind = {
  key: 'notice',
  route: 'notices',
  api: ADMIN_API.notice,
  auditType: 'notice',
  titleField: 'title',
  fields: [
    { name: 'scholarshipId', kind: 'scholarship', required: true },
    { name: 'title', kind: 'text', required: true },
    { name: 'body', kind: 'rich', required: true },
    { name: 'attachments', kind: 'attachments' },
  ],
  preview: { body: ['body'] },
  filters: [{ name: 'scholarshipId', kind: 'scholarship' }],
  sorts: ['publishAt', 'updatedAt', 'id'],
  publicPath: (i) => `/scholarship/notice/${String(i.id)}`,
};

export const alumniNewsKind: ContentKind = {
  key: 'alumniNews',
  route: 'alumni-news',
  api: ADMIN_API.alumniNews,
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
  auditType: 'alumni_story',
  titleField: 'title',
  fields: [
    { name: 'style', kind: 'select', options: ALUMNI_STYLES, optionKeys: 'styles', required: true, defaultValue: 'person' },
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

export const bannerKind: ContentKind = {
  key: 'banner',
  route: 'banners',
  api: ADMIN_API.banner,
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

export const CONTENT_KINDS: ContentKind[] = [articleKind, scholarshipKind, noticeKind, alumniNewsKind, alumniStoryKind, bannerKind];
