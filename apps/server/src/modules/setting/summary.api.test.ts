import { expect, it } from 'vitest';
import { API, VITAE_API } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { eventInput, publishedEvent, registerFor } from '../reservation/reservation.testkit.js';
import { applyFor, createdCompany, jobInput, publishedJob } from '../work/work.testkit.js';
import { fullInfo, vitaeCall } from '../vitae/vitae.testkit.js';

/**
 * "My statistics" (setting/v1/summary): the member's totals in each feature (AppModule.memberSummary),
 * only the member's own, nothing for a visitor.
 */

const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
const summaryOf = async (token: string | undefined) =>
  (await call(app, API.memberSummary, { method: 'GET', token })).body;

it('counts the member’s registrations, applications and CV, and no one else’s', async () => {
  const staff = await signUpStaff(['editor']);
  const m = await signUp('km_KH');
  const other = await signUp('en_US');
  // A new member: every total 0, and no CV completeness (no CV started).
  const fresh = (await summaryOf(m.token)).data.items as { key: string; value: number }[];
  expect(fresh.every((i) => i.value === 0)).toBe(true);
  expect(fresh.map((i) => i.key)).toEqual([
    'registrations',
    'attended',
    'appointments',
    'applications',
    'interviews',
    'offers',
  ]);

  const eventId = await publishedEvent(app, staff.token, eventInput(clock.now()));
  expect((await registerFor(app, m.token, eventId)).body.data.status).toBe('Registered');
  expect((await registerFor(app, other.token, eventId)).body.data.status).toBe('Registered');
  const jobId = await publishedJob(app, staff.token, jobInput(await createdCompany(app, staff.token), clock.now()));
  expect((await applyFor(app, m.token, jobId, {})).body.code).toBe(0);
  expect((await vitaeCall(app, VITAE_API.infoUpdate, m.token, fullInfo)).body.code).toBe(0);

  const mine = await summaryOf(m.token);
  expect(mine.code).toBe(0);
  const value = (key: string) => mine.data.items.find((i: { key: string }) => i.key === key)?.value;
  expect(value('registrations')).toBe(1);
  expect(value('attended')).toBe(0);
  expect(value('applications')).toBe(1);
  expect(value('interviews')).toBe(0);
  expect(value('cvCompleteness')).toBeGreaterThan(50);
  // The other member registered only: their CV is not started, so no completeness.
  const theirs = (await summaryOf(other.token)).data.items.map((i: { key: string }) => i.key);
  expect(theirs).toContain('registrations');
  expect(theirs).not.toContain('cvCompleteness');
  expect((await summaryOf(undefined)).code).toBe(90);
});
