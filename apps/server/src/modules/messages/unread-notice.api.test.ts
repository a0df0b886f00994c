import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES_API } from '@acsc/shared';
import { members } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { startMailServer } from '../../test/mail-server.js';
import { list, type TestMember } from '../notifications/notifications.testkit.js';
import { MESSAGE_UNREAD } from './notifications.js';

/** A private message left unread for ten minutes reaches its recipient as a notification and an email (issue 11). */

const P = MESSAGES_API;

const smtp = await startMailServer();
afterAll(() => smtp.close());
const { app, clock, signUp } = await useTestApp({ clock: true, config: { smtpUrl: smtp.url } });

async function pair() {
  const a = await signUp('en_US');
  clock.advance(61);
  const b = await signUp('km_KH', { email: true });
  clock.advance(61);
  await app.ctx.database.db.update(members).set({ nickname: 'Sophea' }).where(eq(members.id, a.id));
  return { a, b };
}
const send = (from: TestMember, to: TestMember, text: string) =>
  call(app, P.send, { token: from.token, body: { to: to.id, text } });
const notices = async (who: TestMember) =>
  (await list(app, who.token, {}, 'km_KH')).body.data.list.filter(
    (n: { type: string }) => n.type === MESSAGE_UNREAD.type,
  );

describe('the unread message notice', () => {
  it('tells a recipient who was away once, ten minutes after a burst of messages, in their language, with a link to the conversation', async () => {
    const { a, b } = await pair();
    expect((await send(a, b, 'hello')).body.code).toBe(0);
    clock.advance(120);
    expect((await send(a, b, 'are you there?')).body.code).toBe(0);
    await app.ctx.jobs.drain();
    expect(await notices(b)).toEqual([]);

    clock.advance(481);
    await app.ctx.jobs.drain();
    const told = await notices(b);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Sophea បានផ្ញើសារមកអ្នក', link: `/exchange/message?to=${a.id}` });
    const mails = smtp.to(b.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Sophea បានផ្ញើសារមកអ្នក');
    // The sender is never told of their own message.
    expect(await notices(a)).toEqual([]);
  });

  it('tells nothing when the recipient read the messages in time', async () => {
    const { a, b } = await pair();
    expect((await send(a, b, 'hello')).body.code).toBe(0);
    clock.advance(300);
    expect((await call(app, P.read, { token: b.token, body: { with: a.id } })).body.code).toBe(0);
    clock.advance(301);
    await app.ctx.jobs.drain();
    expect(await notices(b)).toEqual([]);
    expect(smtp.to(b.email!)).toHaveLength(0);
  });

  it('gives a message that came while an earlier notice waited its own ten minutes once the earlier one was read', async () => {
    const { a, b } = await pair();
    expect((await send(a, b, 'first')).body.code).toBe(0);
    clock.advance(300);
    const first = (await call(app, `${P.list}?with=${a.id}`, { method: 'GET', token: b.token })).body.data.list;
    expect((await call(app, P.read, { token: b.token, body: { with: a.id, upTo: first[0].id } })).body.code).toBe(0);
    expect((await send(a, b, 'second')).body.code).toBe(0);
    clock.advance(301);
    await app.ctx.jobs.drain();
    expect(await notices(b)).toEqual([]);
    clock.advance(300);
    await app.ctx.jobs.drain();
    expect(await notices(b)).toHaveLength(1);
  });
});
