import { describe, expect, it } from 'vitest';
import { ADMIN_API, API } from '@acsc/shared';
import { call, createTestApp } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { seedDemoAdmin, DEMO_ADMIN_EMAIL } from '../../seed/demo-admin.js';
import { AccountError, changeRoleByEmail, createAdmin, md5Hex } from './accounts.js';

const { app } = await useTestApp();

const signIn = (email: string, password: string) =>
  call(app, API.loginPwd, { body: { address: email, password: md5Hex(password) } });

describe('staff accounts from the command line and the demo seed', () => {
  it('creates an admin who signs in like the web client (MD5 of the typed password) and reaches the staff API', async () => {
    await createAdmin(app.ctx.database.db, 'Chief@Example.org', 'Chief2031pass', new Date());
    const login = await signIn('chief@example.org', 'Chief2031pass');
    expect(login.body.code).toBe(0);
    const me = await call(app, ADMIN_API.me, { method: 'GET', token: login.body.data.token });
    expect(me.body.data.roles).toEqual(['admin']);
    const log = await call(app, `${ADMIN_API.audit.list}?entityType=member_roles`, {
      method: 'GET',
      token: login.body.data.token,
    });
    expect(log.body.data.list[0]).toMatchObject({ action: 'create', actorName: 'command line', actorId: null });
  });

  it('refuses a weak password and an email that already has an account', async () => {
    await expect(createAdmin(app.ctx.database.db, 'weak@example.org', '123456', new Date())).rejects.toThrow(
      AccountError,
    );
    await expect(createAdmin(app.ctx.database.db, 'chief@example.org', 'Other2031pass', new Date())).rejects.toThrow(
      /already has an account/,
    );
  });

  it('grants and revokes roles by email', async () => {
    expect(await changeRoleByEmail(app.ctx.database.db, 'chief@example.org', 'editor', true, new Date())).toEqual([
      'admin',
      'editor',
    ]);
    expect(await changeRoleByEmail(app.ctx.database.db, 'chief@example.org', 'editor', false, new Date())).toEqual([
      'admin',
    ]);
    await expect(
      changeRoleByEmail(app.ctx.database.db, 'nobody@example.org', 'editor', true, new Date()),
    ).rejects.toThrow(/No member/);
  });

  it('the demo seed creates one demo admin with a random password printed once, never in production', async () => {
    const printed: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => void printed.push(args.join(' '));
    try {
      await seedDemoAdmin(app.ctx);
      await seedDemoAdmin(app.ctx);
    } finally {
      console.log = original;
    }
    const lines = printed.filter((l) => l.includes('Demo admin:'));
    expect(lines).toHaveLength(1);
    const password = /Demo admin: \S+ \/ (\S+)/.exec(lines[0])![1];
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await signIn(DEMO_ADMIN_EMAIL, password)).body.code).toBe(0);

    const prod = await createTestApp({ env: 'production' });
    try {
      await seedDemoAdmin(prod.ctx);
      expect(
        (await call(prod, API.loginPwd, { body: { address: DEMO_ADMIN_EMAIL, password: md5Hex(password) } })).body.code,
      ).not.toBe(0);
    } finally {
      await prod.close();
    }
  });
});
