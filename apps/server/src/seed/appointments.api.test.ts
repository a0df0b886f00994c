import { expect, it } from 'vitest';
import { apiPath, APPOINTMENT_API } from '@acsc/shared';
import { call } from '../test/app.js';
import { useTestApp } from '../test/kit.js';
import { seedDemoAppointments } from './appointments.js';

/** The demo appointment service (issue 31): as a visitor finds it, in the three languages; a second run adds nothing. */

const { app, clock } = await useTestApp({ clock: true });

it('seeds a scholarship consultation with free times over the next two weeks, once', async () => {
  await seedDemoAppointments(app.ctx);
  await seedDemoAppointments(app.ctx);
  const list = async (lang: string) =>
    (await call(app, APPOINTMENT_API.list, { method: 'GET', lang })).body.data as {
      total: number;
      list: { id: number; title: string; nextSlot: unknown }[];
    };
  const km = await list('km_KH');
  expect(km.total).toBe(1);
  expect(km.list[0]).toMatchObject({ title: 'ការពិគ្រោះអំពីអាហារូបករណ៍ នៅការិយាល័យ', city: 'ភ្នំពេញ' });
  expect((await list('zh_CN')).list[0].title).toBe('奖学金咨询（办公室面谈）');
  expect((await list('en_US')).list[0].title).toBe('Scholarship consultation at the office');
  const detail = (await call(app, apiPath(APPOINTMENT_API.slots, { id: km.list[0].id }), { method: 'GET' })).body.data;
  const starts = detail.slots.map((s: { startsAt: string }) => Date.parse(s.startsAt));
  expect(starts.length).toBeGreaterThanOrEqual(24); // ten weekdays, three times each
  expect(Math.min(...starts)).toBeGreaterThan(clock.now().getTime());
  expect(Math.max(...starts)).toBeLessThan(clock.now().getTime() + 15 * 86_400_000);
  expect(detail.slots.every((s: { placesLeft: number }) => s.placesLeft === 2)).toBe(true);
});
