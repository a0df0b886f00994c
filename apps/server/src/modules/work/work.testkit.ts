import type { FastifyInstance } from 'fastify';
import { ADMIN_WORK_API, apiPath, WORK_API } from '@acsc/shared';
import { call } from '../../test/app.js';
import { staffCall } from '../admin/admin.testkit.js';

/** Helpers of the work tests: companies and jobs written and published as staff do, members applying. */

const DAY = 86_400_000;

export function companyInput(over: Record<string, unknown> = {}) {
  return {
    name: { zh_CN: '中柬建设集团', km_KH: 'ក្រុមហ៊ុនសំណង់ចិន-កម្ពុជា', en_US: 'Sino-Khmer Construction' },
    intro: { en_US: '<p>We build roads.</p>' },
    industry: 'construction',
    size: 's101_500',
    locations: { en_US: 'Phnom Penh' },
    ...over,
  };
}

export function jobInput(companyId: number, now: Date, over: Record<string, unknown> = {}) {
  return {
    companyId,
    title: { zh_CN: '中文翻译', km_KH: 'អ្នកបកប្រែភាសាចិន', en_US: 'Chinese translator' },
    city: { zh_CN: '金边', km_KH: 'ភ្នំពេញ', en_US: 'Phnom Penh' },
    type: 'fullTime',
    industry: 'construction',
    salaryMin: 600,
    salaryMax: 900,
    currency: 'USD',
    languages: [{ language: 'zh', level: 'fluent', hsk: 5 }],
    description: { en_US: '<p>Translate site meetings.</p>' },
    deadline: new Date(now.getTime() + 30 * DAY).toISOString(),
    ...over,
  };
}

export async function createdCompany(app: FastifyInstance, token: string, over: Record<string, unknown> = {}) {
  const res = await staffCall(app, token, 'POST', ADMIN_WORK_API.companyCreate, companyInput(over));
  if (res.body.code !== 0) throw new Error(`company: ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

/** Creates and publishes a job as staff; answers its id. */
export async function publishedJob(app: FastifyInstance, token: string, input: Record<string, unknown>) {
  const res = await staffCall(app, token, 'POST', ADMIN_WORK_API.jobCreate, input);
  if (res.body.code !== 0) throw new Error(`job: ${JSON.stringify(res.body)}`);
  const id = res.body.data.id as number;
  const pub = await staffCall(app, token, 'POST', apiPath(ADMIN_WORK_API.jobPublish, { id }), {});
  if (pub.body.code !== 0) throw new Error(`publish: ${JSON.stringify(pub.body)}`);
  return id;
}

export const applyFor = (
  app: FastifyInstance,
  token: string | undefined,
  jobId: number,
  extra: Record<string, unknown> = {},
  lang = 'en_US',
) => call(app, WORK_API.apply, { token, lang, body: { jobId, ...extra } });

export const jobList = (app: FastifyInstance, query: Record<string, string | number> = {}, lang = 'en_US') =>
  call(
    app,
    WORK_API.jobList + '?' + new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString(),
    { method: 'GET', lang },
  );

export const myApplications = (app: FastifyInstance, token: string, lang = 'en_US') =>
  call(app, WORK_API.applicationList, { method: 'GET', token, lang });
