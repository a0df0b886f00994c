import fs from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { API, API_BASE, apiPath, ERRORS, errorMessage, MEMBER_UPLOAD_LIMITS } from '@acsc/shared';
import { media } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { makeClip, tus, uploadResumed } from '../../test/upload.js';
import { detail, mediaRows, post, uploadImage, veteran } from '../exchange/exchange.testkit.js';

/** Members' videos (issue 11): the console's tus pipeline with the member's rules, usable as an exchange post's video. */

let clip: string;
const member = (token: string | null, lang = 'en_US') => tus(app, token, lang, API.memberVideoTus);

const { app, clock, fileOf } = await useTestApp({ clock: true });
beforeAll(async () => {
  clip = await makeClip({ size: '64x48', rate: 10, seconds: 2 });
});
// A fresh write-limit window for each test.
beforeEach(() => clock.advance(601));

describe("a member's video", () => {
  it('uploads over tus, resumes after a dropped PATCH, gets a poster and its length, and posts it', async () => {
    const a = await veteran(app, clock.now());
    const data = fs.readFileSync(clip);
    const client = member(a.token);
    // Half sent, then the connection dropped (or the page reloaded): the client asks where to go on.
    const { created, half, first, head, rest } = await uploadResumed(client, data, 'river.mp4');
    expect(created.status).toBe(201);
    expect(first).toMatchObject({ status: 204, offset: half });
    expect(head).toMatchObject({ status: 200, offset: half, length: data.length });
    expect(rest.status).toBe(200);
    const video = rest.body.data;
    expect(video).toMatchObject({
      width: 64,
      height: 48,
      url: expect.stringMatching(/^\/media\/.*\.mp4$/),
      posterUrl: expect.stringMatching(/poster\.webp$/),
    });
    expect(video.seconds).toBeCloseTo(2, 0);
    expect((await sharp(fs.readFileSync(fileOf(video.posterUrl))).metadata()).width).toBe(64);
    const [row] = await app.ctx.database.db
      .select()
      .from(media)
      .where(eq(media.id, Number(video.id)));
    expect(row).toMatchObject({ ownerId: a.id, createdBy: null, kind: 'video', bytes: data.length });

    // After a reload the page finds the video its upload became.
    const uploadId = created.location!.split('/').pop()!;
    const found = await call(app, apiPath(API.memberVideoByUpload, { uploadId }), { method: 'GET', token: a.token });
    expect(found.body).toMatchObject({ code: 0, data: video });

    const made = await post(app, a.token, { text: 'A walk by the river', visibility: 'public', videoId: video.id });
    expect(made.body).toMatchObject({
      code: 0,
      data: { media: { kind: 'video', video: { id: video.id, url: video.url, posterUrl: video.posterUrl } } },
    });
    const shown = await detail(app, made.body.data.id);
    expect(shown.body.data.media.video.seconds).toBeCloseTo(2, 0);
    const played = await app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=0-99' } });
    expect([played.statusCode, played.headers['content-type']]).toEqual([206, 'video/mp4']);
  });

  it('refuses a visitor (code 90) and another member: they can neither resume, read, delete nor post the upload, and to another member it answers as an unknown id', async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const data = fs.readFileSync(clip);
    const visitor = member(null);
    const refusedCreate = await visitor.create(data.length);
    expect([refusedCreate.status, refusedCreate.body?.code]).toEqual([401, ERRORS.SESSION_INVALID.code]);

    const created = await member(a.token).create(data.length);
    const location = created.location!;
    expect((await member(a.token).patch(location, 0, data.subarray(0, 100))).offset).toBe(100);
    expect((await visitor.head(location)).status).toBe(401);
    const byVisitor = await visitor.patch(location, 100, data.subarray(100));
    expect([byVisitor.status, byVisitor.body?.code]).toEqual([401, ERRORS.SESSION_INVALID.code]);

    // Another member's HEAD, PATCH and DELETE get exactly what an id that does not exist gets: tus's 404.
    const wrong = member(b.token, 'zh_CN');
    const unknown = location.replace(/[^/]+$/, 'f'.repeat(32));
    const answers = async (at: string) => {
      const head = await wrong.head(at);
      const patch = await wrong.patch(at, 100, data.subarray(100));
      const remove = await wrong.remove(at);
      return { head: head.status, patch: [patch.status, patch.text], remove: [remove.status, remove.text] };
    };
    const foreign = await answers(location);
    expect(foreign.head).toBe(404);
    expect(foreign).toEqual(await answers(unknown));
    // The console's endpoint is not a way around it either.
    expect((await tus(app, b.token).head(location.replace(API.memberVideoTus, '/admin/media/tus'))).status).toBe(403);
    expect(await member(a.token).head(location)).toMatchObject({ status: 200, offset: 100 });

    const done = await member(a.token).patch(location, 100, data.subarray(100));
    const videoId = done.body.data.id as string;
    const uploadId = location.split('/').pop()!;
    expect(
      (await call(app, apiPath(API.memberVideoByUpload, { uploadId }), { method: 'GET', token: b.token })).body.code,
    ).toBe(ERRORS.UPLOAD_NOT_FOUND.code);
    expect((await call(app, apiPath(API.memberVideoByUpload, { uploadId }), { method: 'GET' })).body.code).toBe(
      ERRORS.SESSION_INVALID.code,
    );
    expect((await post(app, b.token, { text: 'not mine', visibility: 'public', videoId })).body.code).toBe(
      ERRORS.UPLOAD_NOT_FOUND.code,
    );
    expect((await post(app, a.token, { text: 'mine', visibility: 'public', videoId })).body.code).toBe(0);
  });

  it('refuses a 61-minute video in the member’s language and frees its file', async () => {
    const a = await veteran(app, clock.now());
    const long = fs.readFileSync(await makeClip({ source: 'black', size: '16x16', rate: 1, seconds: 3660 }));
    for (const lang of ['zh_CN', 'km_KH', 'en_US'] as const) {
      const client = member(a.token, lang);
      const created = await client.create(long.length);
      const res = await client.patch(created.location!, 0, long);
      expect([res.status, res.body]).toEqual([
        400,
        {
          code: ERRORS.VIDEO_TOO_LONG.code,
          msg: errorMessage('VIDEO_TOO_LONG', lang, { minutes: 61, limit: 60 }),
          data: null,
        },
      ]);
      expect((await client.head(created.location!)).status).toBe(404);
    }
    expect(errorMessage('VIDEO_TOO_LONG', 'en_US', { minutes: 61, limit: 60 })).toBe(
      'The video is too long (61 minutes); at most 60 minutes are allowed. The file was removed.',
    );
    expect(await app.ctx.database.db.select().from(media).where(eq(media.ownerId, a.id))).toEqual([]);
  });

  it("holds the video allowance before any byte is sent (apart from the images' quota), and asks for the length up front", async () => {
    const a = await veteran(app, clock.now());
    // A video larger than everything a member may keep in images and files is fine: videos have their own allowance.
    const large = await member(a.token, 'km_KH').create(MEMBER_UPLOAD_LIMITS.totalBytes + 1);
    expect(large.status).toBe(201);
    // With 19.9 GB of videos kept, 200 MB more is past the 20 GB allowance, refused before a byte is sent.
    const [kept] = await mediaRows(app, a.id, 'video', 1);
    await app.ctx.database.db
      .update(media)
      .set({ bytes: MEMBER_UPLOAD_LIMITS.videoTotalBytes - 100 * 1024 * 1024 })
      .where(eq(media.id, Number(kept)));
    const tooBig = await member(a.token, 'km_KH').create(MEMBER_UPLOAD_LIMITS.totalBytes);
    expect([tooBig.status, tooBig.body.code, tooBig.body.msg]).toEqual([
      413,
      ERRORS.UPLOAD_QUOTA_EXCEEDED.code,
      errorMessage('UPLOAD_QUOTA_EXCEEDED', 'km_KH', { limit: '20 GB' }),
    ]);
    // The videos do not eat the images' quota.
    expect(await uploadImage(app, a.token)).toMatch(/^\d+$/);
    const deferred = await app.inject({
      method: 'POST',
      url: API_BASE + API.memberVideoTus,
      headers: { authorization: `Bearer ${a.token}`, 'tus-resumable': '1.0.0', 'upload-defer-length': '1' },
    });
    expect([deferred.statusCode, deferred.json().code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
  });
});
