import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { API } from '@acsc/shared';
import { members } from '../../db/schema/index.js';
import { call, createTestApp } from '../../test/app.js';
import { signedUpMember } from '../notifications/notifications.testkit.js';

/** A member's public page (/member/:id): what anyone may see of them, and nothing else. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const read = (id: string | number, opts: { token?: string; lang?: string } = {}) => call(app, `${API.memberPublic}?id=${id}`, { method: 'GET', ...opts });

describe('a member\'s public page', () => {
  it('shows the card, school and bio to a visitor, and never the phone, email or internal fields', async () => {
    const member = await signedUpMember(app, 'km_KH', { email: true });
    await app.ctx.database.db
      .update(members)
      .set({ nickname: 'សុខា', school: 'Peking University', bio: 'Studying economics.', roles: ['editor'], city: 'Beijing', province: 'Siem Reap' })
      .where(eq(members.id, member.id));

    const res = await read(member.id);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
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
    for (const leak of ['Beijing', 'Siem Reap', 'passwordHash', 'status', 'language', 'roles']) expect(text).not.toContain(leak);
  });

  it('is the same for a signed-in member as for a visitor', async () => {
    const member = await signedUpMember(app, 'zh_CN');
    const other = await signedUpMember(app, 'en_US');
    const asVisitor = await read(member.id);
    const asMember = await read(member.id, { token: other.token });
    expect(asMember.status).toBe(200);
    expect(asMember.body.data).toEqual(asVisitor.body.data);
    expect(asVisitor.body.data).toMatchObject({ school: null, bio: null, badges: [] });
  });

  it('answers an unknown id with a localized 404', async () => {
    const en = await read(987654321, { lang: 'en_US' });
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({ code: 1004, msg: 'This item does not exist or is no longer available.', data: null });
    const km = await read(987654321, { lang: 'km_KH' });
    expect(km.status).toBe(404);
    expect(km.body.msg).toBe('រកមិនឃើញមាតិកា ឬត្រូវបានដកចេញ');
  });

  it('answers a closed account as if it never existed', async () => {
    const member = await signedUpMember(app, 'zh_CN');
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
