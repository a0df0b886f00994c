import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ADMIN_API, API, API_BASE, LIMITS, MEMBER_UPLOAD_LIMITS } from '@acsc/shared';
import { auditLog, media, privateFiles } from '../../db/schema/index.js';
import { useTestApp } from '../../test/kit.js';
import { uploadTo } from '../../test/upload.js';
import { minimalPdf } from '../../test/sample-files.js';
import { staffCall } from '../admin/admin.testkit.js';

/** Member uploads and private files (issue 10 §6): owner recorded, quotas, and files only their owner and staff read. */

let png: Buffer;

const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();
});

const readFile = (id: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `${API_BASE}${API.privateFile.replace(':id', id)}`,
    headers: token ? { authorization: `Bearer ${token}`, language: 'en_US' } : { language: 'en_US' },
  });

describe('private files', () => {
  it('reach their owner and staff with the right role; another member (by id or by path), a visitor and other staff are refused', async () => {
    const owner = await signUp('en_US');
    const other = await signUp('en_US');
    const up = await uploadTo(
      app,
      API.privateFileUpload,
      owner.token,
      'proof.pdf',
      minimalPdf('My diploma'),
      'application/pdf',
    );
    expect(up.body).toMatchObject({ code: 0, data: { mime: 'application/pdf', originalName: 'proof.pdf' } });
    const id = up.body.data.id as string;
    const [row] = await app.ctx.database.db
      .select()
      .from(privateFiles)
      .where(eq(privateFiles.id, Number(id)));
    expect(row).toMatchObject({ ownerId: owner.id, readRoles: ['admin'] });
    expect(row.key.startsWith('private/')).toBe(true);

    const mine = await readFile(id, owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(minimalPdf('My diploma'))).toBe(true);
    expect(mine.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(String(mine.headers['content-disposition'])).toMatch(/^attachment/);

    const admin = await signUpStaff(['admin']);
    const adminRead = await readFile(id, admin.token);
    expect(adminRead.statusCode).toBe(200);
    expect(adminRead.rawPayload.equals(mine.rawPayload)).toBe(true);

    const byOther = await readFile(id, other.token);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({ code: 1004 });
    const editor = await signUpStaff(['editor']);
    expect((await readFile(id, editor.token)).statusCode).toBe(404);
    const visitor = await readFile(id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 90 });
    // A file that does not exist answers the same as one that is not yours.
    expect((await readFile('999999999', other.token)).json()).toMatchObject({ code: 1004 });
    expect((await readFile('abc', owner.token)).statusCode).toBe(400);

    // Guessed paths: nothing private is served under /media/, with or without a session.
    for (const url of [
      `/media/${row.key}`,
      `/media/${row.key.slice('private/'.length)}`,
      `/media/../private-files/${row.key}`,
      `/media/%2e%2e/private-files/${row.key}`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other.token}` } });
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.includes(Buffer.from('My diploma'))).toBe(false);
    }
  });

  it('accept images and PDF by their bytes only, and refuse a visitor', async () => {
    const member = await signUp('en_US');
    const html = await uploadTo(
      app,
      API.privateFileUpload,
      member.token,
      'cv.pdf',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'application/pdf',
    );
    expect(html).toMatchObject({ status: 415, body: { code: 5110 } });
    const image = await uploadTo(app, API.privateFileUpload, member.token, 'chat.png', png, 'image/png');
    expect(image.body.code).toBe(0);
    const read = await readFile(image.body.data.id, member.token);
    expect(read.headers['content-type']).toBe('image/png');
    expect(String(read.headers['content-disposition'])).toMatch(/^inline/);
    const visitor = await uploadTo(app, API.privateFileUpload, '', 'x.png', png, 'image/png');
    expect(visitor.body.code).toBe(90);
  });
});

describe('member image uploads', () => {
  it('go through the media pipeline with the owner recorded and no staff audit entry', async () => {
    const member = await signUp('en_US');
    const res = await uploadTo(app, API.memberImageUpload, member.token, 'me.png', png, 'image/png');
    expect(res.body).toMatchObject({ code: 0, data: { width: 64, height: 48 } });
    expect(res.body.data.url).toMatch(/^\/media\/images\/.+\.webp$/);
    const [row] = await app.ctx.database.db
      .select()
      .from(media)
      .where(eq(media.id, Number(res.body.data.id)));
    expect(row).toMatchObject({ ownerId: member.id, createdBy: null, mime: 'image/webp' });
    const audits = await app.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(audits.filter((a) => a.entityType === 'media')).toEqual([]);
    expect((await app.inject({ method: 'GET', url: res.body.data.url })).statusCode).toBe(200);
    // A member's photo is not offered to editors in the staff media library.
    const editor = await signUpStaff(['editor']);
    const listed = await staffCall(app, editor.token, 'GET', ADMIN_API.media.list, {
      keywords: 'me.png',
      pageSize: '50',
    });
    expect(listed.body.code).toBe(0);
    expect(listed.body.data.list.map((m: { id: string }) => String(m.id))).not.toContain(String(row.id));
  });

  it('stop at the storage quota, the daily count and the burst limit, each with its own message', async () => {
    const db = app.ctx.database.db;
    const full = await signUp('en_US');
    await db
      .insert(media)
      .values({
        kind: 'image',
        url: `/media/images/quota/${full.id}/1.webp`,
        keys: [],
        bytes: MEMBER_UPLOAD_LIMITS.totalBytes - 10,
        mime: 'image/webp',
        ownerId: full.id,
        createdAt: clock.now(),
      });
    const before = await db.select().from(media).where(eq(media.ownerId, full.id));
    const refused = await uploadTo(app, API.memberImageUpload, full.token, 'big.png', png, 'image/png');
    expect(refused).toMatchObject({
      status: 413,
      body: { code: 5104, msg: 'Your storage is full (the limit is 200 MB). Delete some files before uploading more.' },
    });
    expect(await db.select().from(media).where(eq(media.ownerId, full.id))).toHaveLength(before.length);
    expect(
      (await uploadTo(app, API.privateFileUpload, full.token, 'p.pdf', minimalPdf(), 'application/pdf')).body.code,
    ).toBe(5104);

    const busy = await signUp('en_US');
    const today = clock.now();
    await db
      .insert(privateFiles)
      .values(
        Array.from({ length: MEMBER_UPLOAD_LIMITS.filesPerDay }, (_, i) => ({
          ownerId: busy.id,
          purpose: 'test',
          key: `private/test/${busy.id}/${i}`,
          mime: 'application/pdf',
          bytes: 1,
          createdAt: today,
        })),
      );
    const daily = await uploadTo(app, API.privateFileUpload, busy.token, 'p.pdf', minimalPdf(), 'application/pdf');
    expect(daily).toMatchObject({ status: 429, body: { code: 5105 } });

    // A new account may upload the 18 images of one exchange post in a burst (spec section 5), then waits
    // (the write limiter's upload class); ten minutes later it may go on.
    const fresh = await signUp('en_US');
    const codes: number[] = [];
    for (let i = 0; i < LIMITS.imagesMax + 1; i++)
      codes.push((await uploadTo(app, API.memberImageUpload, fresh.token, 'p.png', png, 'image/png')).body.code);
    expect(codes).toEqual([...Array<number>(LIMITS.imagesMax).fill(0), 5004]);
    clock.advance(600);
    expect((await uploadTo(app, API.memberImageUpload, fresh.token, 'p.png', png, 'image/png')).body.code).toBe(0);
  });
});
