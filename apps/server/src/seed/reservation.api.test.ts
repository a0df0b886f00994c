import { expect, it } from 'vitest';
import { RESERVATION_API } from '@acsc/shared';
import { call } from '../test/app.js';
import { useTestApp } from '../test/kit.js';
import { seedDemoReservations } from './reservation.js';

/** The demo events (issue 31): as a visitor finds them, in the three languages; a second run adds nothing. */

const { app } = await useTestApp({ clock: true });

it('seeds upcoming events (nearly full, full with a waiting list, needing approval, paid) and a past one, once', async () => {
  await seedDemoReservations(app.ctx);
  await seedDemoReservations(app.ctx);
  const list = async (tab: string, lang: string) =>
    (await call(app, `${RESERVATION_API.activityList}?tab=${tab}`, { method: 'GET', lang })).body.data;
  const upcoming = await list('upcoming', 'km_KH');
  expect(upcoming.total).toBe(5);
  const byTitle = Object.fromEntries(upcoming.list.map((a: { title: string }) => [a.title, a]));
  expect(byTitle['ពិធីជួបជុំនិស្សិតថ្មី']).toMatchObject({ placesLeft: 2, registration: 'open' });
  expect(byTitle['ពិធីជប់លៀងចូលឆ្នាំខ្មែរ']).toMatchObject({ placesLeft: 0, waiting: 3, timeZone: 'Asia/Shanghai' });
  expect(byTitle['សិក្ខាសាលាដាក់ពាក្យអាហារូបករណ៍']).toMatchObject({ needsApproval: true, placesLeft: 9 });
  // The paid one takes its fee by KHQR (the dev gateway is there in tests).
  expect(byTitle['ថ្នាក់ធ្វើម្ហូបខ្មែរ']).toMatchObject({ fee: { amount: 5, currency: 'USD' }, payAtDoor: false });
  const past = await list('past', 'en_US');
  expect(past.list).toEqual([expect.objectContaining({ title: 'Mid-Autumn moon evening', registration: 'past' })]);
  expect((await list('upcoming', 'zh_CN')).list.map((a: { title: string }) => a.title)).toContain('新生见面会');
});
