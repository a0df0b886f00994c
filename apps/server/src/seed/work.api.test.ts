import { expect, it } from 'vitest';
import { WORK_API } from '@acsc/shared';
import { call } from '../test/app.js';
import { useTestApp } from '../test/kit.js';
import { seedDemoWork } from './work.js';

/** The demo job board (issue 32): twenty open jobs of eight companies in the three languages; a second run adds nothing. */

const { app } = await useTestApp({ clock: true });

it('seeds twenty open jobs of eight companies, once, readable in Khmer, Chinese and English', async () => {
  await seedDemoWork(app.ctx);
  await seedDemoWork(app.ctx);
  const list = async (q: string, lang: string) =>
    (await call(app, `${WORK_API.jobList}?pageSize=50${q}`, { method: 'GET', lang })).body.data;
  const all = await list('', 'km_KH');
  expect(all.total).toBe(20);
  expect(new Set(all.list.map((j: { company: { id: number } }) => j.company.id)).size).toBe(8);
  expect(all.list.map((j: { title: string }) => j.title)).toContain('មគ្គុទ្ទេសក៍ភាសាចិន');
  expect((await list('&keywords=导游', 'zh_CN')).list.map((j: { title: string }) => j.title)).toEqual(['中文导游']);
  expect((await list('&type=internship', 'en_US')).total).toBe(3);
  expect((await list('&sort=closing', 'en_US')).list[0]).toMatchObject({
    title: 'Hotel front desk (part time)',
    closingSoon: true,
  });
});
