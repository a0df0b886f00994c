import { expect, it } from 'vitest';
import { useTestApp } from '../../test/kit.js';
import { bareWebDist, metaOf } from '../../test/web-dist.js';
import { createdCompany, jobInput, publishedJob } from './work.testkit.js';

/** A job's page (/work/detail/{id}) carries its own share preview in the link's language (issue 32). */

const webDist = bareWebDist();
const { app, clock, signUpStaff } = await useTestApp({
  clock: true,
  config: { webDist, publicUrl: 'https://acsc.example.org' },
});
const meta = metaOf;

it('answers a job page with its title, company and city in Khmer, and no preview for a draft', async () => {
  const staff = await signUpStaff(['editor']);
  const company = await createdCompany(app, staff.token);
  const id = await publishedJob(app, staff.token, jobInput(company, clock.now()));
  const km = await app.inject({ method: 'GET', url: `/work/detail/${id}?lang=km_KH` });
  expect(km.statusCode).toBe(200);
  expect(meta(km.body, 'og:title')).toBe('អ្នកបកប្រែភាសាចិន');
  expect(meta(km.body, 'og:description')).toBe('ក្រុមហ៊ុនសំណង់ចិន-កម្ពុជា · ភ្នំពេញ');
  expect(meta(km.body, 'og:url')).toBe(`https://acsc.example.org/work/detail/${id}?lang=km_KH`);
  const en = await app.inject({ method: 'GET', url: `/work/detail/${id}?lang=en_US` });
  expect(meta(en.body, 'og:title')).toBe('Chinese translator');
  const missing = await app.inject({ method: 'GET', url: `/work/detail/999999?lang=en_US` });
  expect(meta(missing.body, 'og:title')).toBeUndefined();
});
