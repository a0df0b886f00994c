import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { useTestApp } from '../../test/kit.js';
import { createdCompany, jobInput, publishedJob } from './work.testkit.js';

/** A job's page (/work/detail/{id}) carries its own share preview in the link's language (issue 32). */

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-web-'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ACSC | CCYA</title></head><body><div id="root"></div></body></html>',
);
const { app, clock, signUpStaff } = await useTestApp({
  clock: true,
  config: { webDist, publicUrl: 'https://acsc.example.org' },
});
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

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
