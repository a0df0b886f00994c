import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@acsc/shared';
import { members } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';

/** A member's public page (/member/:id): what anyone may see of them, and nothing else. */

const { app, signUp } = await useTestApp();

const read = (id: string | number, opts: { token?: string; lang?: string } = {}) =>
  call(app, `${API.memberPublic}?id=${id}`, { method: 'GET', ...opts });

describe("a member's public page", () => {
  it('shows the card, school and bio to a visitor, and never the phone, email or internal fields', async () => {
    const member = await signUp('km_KH', { email: true });
    await app.ctx.database.db
      .update(members)
      .set({
        nickname: 'សុខា',
        school: 'Peking University',
        bio: 'Studying economics.',
        roles: ['editor'],
        city: 'Beijing',
        province: 'Siem Reap',
      })
      .where(eq(members.id, member.id));

    const res = await read(member.id);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body.data).toEqual({
      id: String(member.id),
      nickname: 'សុខា',
      avatar: null,
      badges: ['staff.editor'],
      school: 'Peking University',
      bio: 'Studying economics.',
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(member.phone.slice(-6));
    expect(text).not.toContain(member.email!);
    for (const leak of ['Beijing', 'Siem Reap', 'passwordHash', 'status', 'language', 'roles'])
      expect(text).not.toContain(leak);
  });

  it('is the same for a signed-in member as for a visitor', async () => {
    const member = await signUp('zh_CN');
    const other = await signUp('en_US');
    const asVisitor = await read(member.id);
    const asMember = await read(member.id, { token: other.token });
    expect(asMember.status).toBe(200);
    expect(asMember.body.data).toEqual(asVisitor.body.data);
    expect(asVisitor.body.data).toMatchObject({ school: null, bio: null, badges: [] });
  });

  it('follows the privacy choice for the profile: members only, then people I follow (staff and the member always see it)', async () => {
    const member = await signUp('zh_CN');
    const other = await signUp('en_US');
    const choose = (profile: string) =>
      call(app, API.privacyUpdate, { token: member.token, body: { messages: 'members', profile } });
    expect((await choose('members')).status).toBe(200);

    const visitor = await read(member.id, { lang: 'km_KH' });
    expect(visitor.status).toBe(403);
    expect(visitor.body).toEqual({ code: 5106, msg: 'សមាជិកនេះបង្ហាញទំព័រផ្ទាល់ខ្លួនតែចំពោះមនុស្សមួយចំនួនប៉ុណ្ណោះ', data: null });
    // A stale token reads as a visitor, not as code 90: the page is public.
    expect((await read(member.id, { token: 'x'.repeat(64) })).body.code).toBe(5106);
    expect((await read(member.id, { token: other.token })).status).toBe(200);

    expect((await choose('following')).status).toBe(200);
    const stranger = await read(member.id, { token: other.token, lang: 'en_US' });
    expect(stranger.status).toBe(403);
    expect(stranger.body.msg).toBe('This member shows their page only to some people.');
    expect(JSON.stringify(stranger.body)).not.toContain(String(member.phone.slice(-6)));
    expect((await read(member.id, { token: member.token })).status).toBe(200);
    await app.ctx.database.db
      .update(members)
      .set({ roles: ['moderator'] })
      .where(eq(members.id, other.id));
    expect((await read(member.id, { token: other.token })).status).toBe(200);

    expect((await choose('everyone')).status).toBe(200);
    expect((await read(member.id)).status).toBe(200);
  });

  it('answers an unknown id with a localized 404', async () => {
    const en = await read(987654321, { lang: 'en_US' });
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({
      code: 1004,
      msg: 'This item does not exist or is no longer available.',
      data: null,
    });
    const km = await read(987654321, { lang: 'km_KH' });
    expect(km.status).toBe(404);
    expect(km.body.msg).toBe('រកមិនឃើញមាតិកា ឬត្រូវបានដកចេញ');
  });

  it('answers a closed account as if it never existed', async () => {
    const member = await signUp('zh_CN');
    await app.ctx.database.db.update(members).set({ status: 'disabled' }).where(eq(members.id, member.id));
    const res = await read(member.id, { lang: 'zh_CN' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 1004, msg: '内容不存在或已下线' });
  });

  it('refuses an id that is not a positive whole number with a localized 400', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      const res = await read(encodeURIComponent(id), { lang: 'en_US' });
      expect(res.status, id).toBe(400);
      expect(res.body.code, id).not.toBe(0);
      expect(res.body.msg, id).toMatch(/\S/);
    }
  });
});
