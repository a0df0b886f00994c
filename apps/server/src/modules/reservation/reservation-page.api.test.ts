import { expect, it } from 'vitest';
import { useTestApp } from '../../test/kit.js';
import { bareWebDist, metaOf } from '../../test/web-dist.js';
import { eventInput, publishedEvent } from './reservation.testkit.js';

/** An event's phone page (/phone/activity/{id}) and its site page carry its own share preview in the link's language. */

const webDist = bareWebDist();
const { app, clock, signUpStaff } = await useTestApp({
  clock: true,
  config: { webDist, publicUrl: 'https://acsc.example.org' },
});
const meta = metaOf;

it('answers the phone activity page with the event title and summary in Khmer, and 404 for a draft', async () => {
  const staff = await signUpStaff(['editor']);
  const id = await publishedEvent(app, staff.token, eventInput(clock.now()));
  const km = await app.inject({ method: 'GET', url: `/phone/activity/${id}?lang=km_KH` });
  expect(km.statusCode).toBe(200);
  expect(meta(km.body, 'og:title')).toBe('ពិធីស្វាគមន៍និស្សិតថ្មី');
  expect(meta(km.body, 'og:description')).toBe('សូមស្វាគមន៍');
  expect(meta(km.body, 'og:url')).toBe(`https://acsc.example.org/phone/activity/${id}?lang=km_KH`);
  const en = await app.inject({ method: 'GET', url: `/reservation/activity/${id}?lang=en_US` });
  expect(meta(en.body, 'og:title')).toBe('Orientation day');
  const missing = await app.inject({ method: 'GET', url: `/phone/activity/999999?lang=en_US` });
  expect(meta(missing.body, 'og:title')).toBeUndefined();
});
