import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ADMIN_API, API, API_BASE, EXCHANGE_SOCIAL_API } from '@acsc/shared';
import { exchangeMessages, media, privateFiles } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { uploadTo } from '../../test/upload.js';
import { bilevelPng, minimalDocx } from '../../test/sample-files.js';
import { type TestMember } from '../notifications/notifications.testkit.js';

/**
 * Issue 28 "Uploads": private images get the checks of public ones (a 109 KB PNG of 30,000 x 30,000
 * pixels is refused), a member's image is decoded under a lower cap than the staff's, one file-name rule
 * for every upload, and the private upload's error says what is accepted.
 */

let giant: Buffer;
let onebit: Buffer;

const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
beforeAll(async () => {
  [giant, onebit] = await Promise.all([bilevelPng(30_000, 30_000), bilevelPng(7000, 7000, 64)]);
});

async function member(lang = 'en_US') {
  const m = await signUp(lang);
  clock.advance(61);
  return m;
}
const privateRows = (who: TestMember) => app.ctx.database.db.select().from(privateFiles).where(eq(privateFiles.ownerId, who.id));
const mediaRows = (who: TestMember) => app.ctx.database.db.select().from(media).where(eq(media.ownerId, who.id));

describe('image checks of member uploads', () => {
  it('refuse a 109 KB PNG of 30,000 x 30,000 pixels as a private file (what the message composer uploads) and as an image, in three languages, storing nothing', async () => {
    expect(giant.length).toBeLessThan(120 * 1024);
    const sender = await member();
    const recipient = await member();
    const said = {
      en_US: 'The image is too big (900 megapixels); at most 50 megapixels are allowed.',
      zh_CN: '图片尺寸太大（900 百万像素），最多 50 百万像素',
      km_KH: 'រូបភាពធំពេក (900 មេហ្គាភីកសែល) អតិបរមា 50 មេហ្គាភីកសែល',
    };
    for (const [lang, msg] of Object.entries(said)) {
      const res = await uploadTo(app, API.privateFileUpload, sender.token, 'tiny.png', giant, 'image/png', lang);
      expect(res, lang).toMatchObject({ status: 400, body: { code: 4003, msg } });
    }
    expect((await uploadTo(app, API.memberImageUpload, sender.token, 'tiny.png', giant, 'image/png')).body).toMatchObject({ code: 4003, msg: said.en_US });
    expect(await privateRows(sender)).toEqual([]);
    expect(await mediaRows(sender)).toEqual([]);
    // Nothing reached the recipient: the composer had no image to send.
    expect((await call(app, EXCHANGE_SOCIAL_API.message.send, { token: sender.token, body: { to: recipient.id, imageId: 999_999_999 } })).body.code).toBe(5301);
    expect(await app.ctx.database.db.select().from(exchangeMessages).where(eq(exchangeMessages.senderId, sender.id))).toEqual([]);
  });

  it("decode a member's image under a lower cap than the staff's: a 6 KB 7,000 x 7,000 one-bit PNG is refused for a member, as an image and as a private file, and stored for an editor", async () => {
    const m = await member();
    const refused = await uploadTo(app, API.memberImageUpload, m.token, 'scan.png', onebit, 'image/png');
    expect(refused).toMatchObject({ status: 400, body: { code: 4003, msg: 'The image is too big (49 megapixels); at most 25 megapixels are allowed.' } });
    expect((await uploadTo(app, API.privateFileUpload, m.token, 'scan.png', onebit, 'image/png')).body.code).toBe(4003);
    expect(await mediaRows(m)).toEqual([]);
    expect(await privateRows(m)).toEqual([]);

    const editor = await signUpStaff(['editor']);
    const stored = await uploadTo(app, ADMIN_API.media.image, editor.token, 'scan.png', onebit, 'image/png');
    expect(stored.body).toMatchObject({ code: 0, data: { width: 1600, height: 1600 } });
    expect(stored.body.data.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600]);
    // Every width made from the one decode is a real picture of the right size.
    for (const v of stored.body.data.variants as { width: number; url: string }[]) {
      const file = await app.inject({ method: 'GET', url: v.url });
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: v.width, height: v.width });
    }
  });

  it('accept an ordinary private photo and store it as sent', async () => {
    const m = await member();
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#369' } }).jpeg().toBuffer();
    const up = await uploadTo(app, API.privateFileUpload, m.token, 'photo.jpg', photo, 'image/jpeg');
    expect(up.body).toMatchObject({ code: 0, data: { mime: 'image/jpeg', originalName: 'photo.jpg', bytes: photo.length } });
  });
});

describe('one file-name rule for every upload', () => {
  const spoofed = 'passwd\u202Egnp.png';

  it('takes out bidirectional and invisible controls, folders and a lying extension, for private files, member images and console images', async () => {
    const m = await member();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c33' } }).png().toBuffer();
    const priv = await uploadTo(app, API.privateFileUpload, m.token, spoofed, png, 'image/png');
    expect(priv.body.data.originalName).toBe('passwdgnp.png');
    const read = await app.inject({ method: 'GET', url: `${API_BASE}${API.privateFile.replace(':id', priv.body.data.id)}`, headers: { authorization: `Bearer ${m.token}` } });
    expect(String(read.headers['content-disposition'])).toContain(`filename*=UTF-8''passwdgnp.png`);

    const img = await uploadTo(app, API.memberImageUpload, m.token, `photos/\u2067holiday\u2069\u200B.exe`, png, 'image/png');
    expect(img.body.code).toBe(0);
    expect((await mediaRows(m)).map((r) => r.originalName)).toEqual(['holiday.png']);

    const editor = await signUpStaff(['editor']);
    const staff = await uploadTo(app, ADMIN_API.media.image, editor.token, spoofed, png, 'image/png');
    expect(staff.body.data.originalName).toBe('passwdgnp.png');
  });
});

describe('the private upload error', () => {
  it('names what is accepted (images and PDF), not the Word, Excel and PowerPoint it refuses, in three languages', async () => {
    const m = await member();
    const said = {
      en_US: 'Upload a JPEG, PNG or WebP image, or a PDF file.',
      zh_CN: '请上传 JPEG、PNG 或 WebP 图片，或 PDF 文件',
      km_KH: 'សូមផ្ទុករូបភាព JPEG, PNG ឬ WebP ឬឯកសារ PDF',
    };
    for (const [lang, text] of Object.entries(said)) {
      const res = await uploadTo(app, API.privateFileUpload, m.token, 'cv.docx', minimalDocx(), 'application/octet-stream', lang);
      expect(res.status, lang).toBe(415);
      expect(res.body.code).toBe(5110);
      expect(res.body.msg).toContain(text);
      expect(res.body.msg).not.toMatch(/Word|Excel|PowerPoint/);
    }
  });
});
