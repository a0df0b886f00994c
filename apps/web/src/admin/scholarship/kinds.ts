import { ADMIN_API, SCHOLARSHIP_LEVELS, scholarshipInput, noticeInput } from '@acsc/shared';
import type { ContentKind } from '../content/defs.js';

export const scholarshipKind: ContentKind = {
  key: 'scholarship',
  route: 'scholarships',
  api: ADMIN_API.scholarship,
  catalog: 'admin-scholarship',
  input: scholarshipInput,
  auditType: 'scholarship',
  titleField: 'title',
  fields: [
    {
      name: 'level',
      kind: 'select',
      options: SCHOLARSHIP_LEVELS,
      optionKeys: 'levels',
      required: true,
      defaultValue: 'bachelor',
    },
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
  catalog: 'admin-scholarship',
  input: noticeInput,
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
