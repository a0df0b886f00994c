import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, sessions } from '../db/schema/index.js';
import { useTestApp } from '../test/kit.js';
import { signedUpMember } from '../modules/notifications/notifications.testkit.js';

/**
 * The signed-in lookup (platform/sessions.ts sessionLookup): on PGlite its answers are kept between
 * calls, so whatever ends a session must end it at once even when written around the API (psql, a job,
 * an admin tool): a revoked session, a disabled member, an expired session.
 */

const { app, clock, info, signUp } = await useTestApp({ clock: true });

describe('the session lookup', () => {
  it('refuses at once a session revoked, a member disabled, or a session expired since the last call', async () => {
    const db = app.ctx.database.db;
    const a = await signUp('en_US');
    expect((await info(a.token)).body.code).toBe(0);
    expect((await info(a.token)).body.code).toBe(0);
    await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.memberId, a.id));
    const revoked = await info(a.token);
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe(90);

    const b = await signUp('en_US');
    expect((await info(b.token)).body.code).toBe(0);
    await db.update(members).set({ status: 'disabled' }).where(eq(members.id, b.id));
    expect((await info(b.token)).body.code).toBe(90);

    const c = await signUp('en_US');
    expect((await info(c.token)).body.code).toBe(0);
    const [row] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.memberId, c.id));
    clock.advance((row.expiresAt.getTime() - clock.now().getTime()) / 1000 - 1);
    expect((await info(c.token)).body.code).toBe(0);
    clock.advance(2);
    expect((await info(c.token)).body.code).toBe(90);
  });
  it('answers many members asking at once each with their own session (PostgreSQL batches the lookups)', async () => {
    const db = app.ctx.database.db;
    const ms: Awaited<ReturnType<typeof signedUpMember>>[] = [];
    for (const lang of ['en_US', 'km_KH', 'zh_CN', 'en_US']) ms.push(await signUp(lang));
    const ended = ms[3]!;
    await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.memberId, ended.id));
    const asks = Array.from({ length: 40 }, (_, i) => ms[i % ms.length]!);
    const answers = await Promise.all(asks.map((m) => info(m.token)));
    answers.forEach((res, i) => {
      const m = asks[i]!;
      if (m === ended) expect(res.body.code).toBe(90);
      else {
        expect(res.body.code).toBe(0);
        expect(Number(res.body.data.userId)).toBe(m.id);
      }
    });
  });
});
