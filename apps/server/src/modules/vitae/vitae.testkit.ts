import type { FastifyInstance } from 'fastify';
import { VITAE_API } from '@acsc/shared';
import { call } from '../../test/app.js';

/** Helpers of the CV tests: a complete Khmer CV, as a member fills it in. */

export const KHMER_NAME = 'សុខ ស្រីមុំ';
/** Words with subscript consonants (coeng U+17D2): ស្រី, ខ្មែរ, ភ្នំពេញ, វិទ្យាល័យ. */
export const KHMER_WORDS = ['ស្រីមុំ', 'ខ្មែរ', 'ភ្នំពេញ', 'ប្រព័ន្ធ'];
export const CHINESE_WORDS = ['苏丽梦', '华为技术'];

export const fullInfo = {
  nameKm: KHMER_NAME,
  nameLatin: 'Sok Sreymom',
  nameZh: '苏丽梦',
  gender: 'female',
  birthDate: '2000-05-17',
  nationality: 'កម្ពុជា',
  phone: '+85512345678',
  email: 'sreymom@example.com',
  city: 'ភ្នំពេញ',
  wish: { type: 'fullTime', city: 'ភ្នំពេញ', salaryMin: 800, salaryMax: 1200, currency: 'USD' },
  education: [
    { school: '北京语言大学', degree: 'bachelor', major: 'ប្រព័ន្ធព័ត៌មានវិទ្យា', start: '2018-09', end: '2022-06' },
  ],
  languages: [
    { language: 'km', level: 'native' },
    { language: 'zh', level: 'fluent', hsk: 5 },
    { language: 'en', level: 'good' },
  ],
  skills: ['Excel', 'ការបកប្រែ', '翻译'],
  certificates: [{ name: 'HSK 5', issuer: 'CTI', date: '2021-12' }],
  summary: 'ខ្ញុំជានិស្សិតខ្មែរដែលបានបញ្ចប់ការសិក្សានៅប្រទេសចិន។',
};

export const workEntry = {
  kind: 'work',
  organization: '华为技术 Cambodia',
  role: 'អ្នកបកប្រែ',
  start: '2022-07',
  end: null,
  description: 'បកប្រែឯកសារបច្ចេកទេស ខ្មែរ-ចិន',
};

export const vitaeCall = (
  app: FastifyInstance,
  path: string,
  token: string | undefined,
  body?: unknown,
  lang = 'en_US',
) => call(app, path, { token, lang, ...(body === undefined ? { method: 'GET' } : { body }) });

export const getCv = (app: FastifyInstance, token: string | undefined, lang = 'en_US') =>
  vitaeCall(app, VITAE_API.get, token, undefined, lang);
