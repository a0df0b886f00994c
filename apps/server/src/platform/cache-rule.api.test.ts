import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@acsc/shared';
import { contentVersion } from '../db/schema/index.js';
import { call } from '../test/app.js';
import { useTestApp } from '../test/kit.js';
import { contentFactories } from '../test/content-factories.js';
import { list, signInFromNewDevice } from '../modules/notifications/notifications.testkit.js';
import { accessOf } from './route-table.js';

/**
 * The cache rule (docs/architecture.md, "Caches"): member writes never bump content_version, and reads
 * that depend on who asks are never answered as public (sendCached's `public, max-age=60`).
 */

const { app, clock, signUp } = await useTestApp({ clock: true });
beforeAll(async () => {
  const f = contentFactories(app);
  const channel = await f.channel();
  await f.article(channel.id);
});

const PUBLIC_READS = [API.home, API.newsChannels, API.scholarships, API.alumniNews];

async function publicETags() {
  const out: Record<string, string | undefined> = {};
  for (const url of PUBLIC_READS) {
    const res = await call(app, url, { method: 'GET' });
    expect(res.headers['cache-control'], url).toContain('public');
    out[url] = res.headers.etag as string | undefined;
  }
  return out;
}

async function version() {
  const [row] = await app.ctx.database.db
    .select({ v: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.v;
}

describe('the cache rule', () => {
  it('member writes (sign-up, sign-in, reading notifications, a preference) leave content_version and the public ETags unchanged', async () => {
    const etags = await publicETags();
    expect(Object.values(etags).every(Boolean)).toBe(true);
    const v = await version();

    const member = await signUp('en_US');
    clock.advance(61);
    await signInFromNewDevice(app, member);
    await app.ctx.jobs.drain();
    const first = (await list(app, member.token)).body.data.list[0];
    expect(first).toBeTruthy();
    expect((await call(app, API.notificationRead, { token: member.token, body: { id: first.id } })).body.code).toBe(0);
    expect((await call(app, API.notificationReadAll, { token: member.token })).body.code).toBe(0);
    const pref = await call(app, API.notificationPreferenceUpdate, {
      token: member.token,
      body: { type: 'account.newSignIn', channel: 'in_app' },
    });
    expect(pref.status).toBe(200);
    expect((await call(app, API.logout, { token: member.token })).body.code).toBe(0);

    expect(await version()).toBe(v);
    expect(await publicETags()).toEqual(etags);
  });

  it('never answers a member read as public: every member GET is private', async () => {
    const member = await signUp('en_US');
    const reads = app.routeTable.filter((r) => r.method === 'GET' && accessOf(r.options).kind === 'member');
    expect(reads.length).toBeGreaterThan(0);
    for (const r of reads) {
      // Raw: a tus upload's GET answers tus's own text, not the envelope.
      const inj = await app.inject({
        method: 'GET',
        url: r.url.replace(/:\w+/g, '1'),
        headers: { authorization: `Bearer ${member.token}` },
      });
      const res = { status: inj.statusCode, headers: inj.headers };
      // A read of one thing by id may find none with id 1, or take 1 for a malformed id: its answer must be private all the same.
      expect(/:\w+/.test(r.url) ? [200, 400, 404] : [200], r.url).toContain(res.status);
      expect(String(res.headers['cache-control'] ?? ''), r.url).not.toContain('public');
      expect(res.headers.etag, r.url).toBeUndefined();
    }
  });
});
