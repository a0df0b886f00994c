import { expect, it } from 'vitest';
import { API } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { signInFromNewDevice } from '../notifications/notifications.testkit.js';

/** The data export (setting/v1/export): the member's profile, sessions and notifications, nobody else's. */

const { app, clock, signUp } = await useTestApp({ clock: true });

it('gives the member everything held about them as a JSON file, and nothing of another member', async () => {
  const member = await signUp('en_US');
  const stranger = await signUp('en_US');
  await call(app, API.profileUpdate, {
    token: member.token,
    body: { nickname: 'Dara', bio: 'My own words', language: 'km_KH' },
  });
  await call(app, API.privacyUpdate, { token: member.token, body: { messages: 'following', profile: 'members' } });
  clock.advance(61);
  const second = await signInFromNewDevice(app, member, { osVersion: 'Safari' });
  await call(app, API.sessionRevoke, { token: member.token, body: { allOthers: true } });

  const res = await call(app, API.dataExport, { method: 'GET', token: member.token });
  expect(res.status).toBe(200);
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="acsc-ccya-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(res.headers['cache-control']).toBe('private, no-store');
  const data = res.body.data;
  expect(data.profile).toMatchObject({
    id: String(member.id),
    nickname: 'Dara',
    bio: 'My own words',
    language: 'km_KH',
    phone: member.phone,
    hasPassword: false,
  });
  // The privacy choices, and no deletion waiting.
  expect(data.profile).toMatchObject({ privacy: { messages: 'following', profile: 'members' }, deleteAt: null });
  expect(JSON.stringify(data)).not.toContain('scrypt');
  // Both sessions, the ended one with its end time; the device names the headers gave.
  expect(data.sessions).toHaveLength(2);
  expect(data.sessions.find((s: { osVersion: string }) => s.osVersion === 'Safari').revokedAt).not.toBeNull();
  expect(data.notifications.map((n: { type: string }) => n.type)).toEqual(['account.newSignIn']);
  // Nothing of the other member.
  expect(JSON.stringify(data)).not.toContain(stranger.phone);
  expect((await call(app, API.memberInfo, { token: second.token })).body.code).toBe(90);

  const visitor = await call(app, API.dataExport, { method: 'GET' });
  expect(visitor.body.code).toBe(90);
});
