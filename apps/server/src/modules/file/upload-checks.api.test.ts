import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ADMIN_API, API, API_BASE, MESSAGES_API } from '@acsc/shared';
import { exchangeMessages, media, privateFiles } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { uploadTo } from '../../test/upload.js';
import { bilevelPng, minimalDocx } from '../../test/sample-files.js';
import { type TestMember } from '../notifications/notifications.testkit.js';

/**
 * Issue 28 "Uploads": private images get the checks of public ones (a 109 KB PNG of 30,000 x 30,000
 * pixels is refused), a member's image is decoded under a lower cap than the staff's, one file-name rule
 * for every upload, and the private upload's error says what is accepted. Private images are stored
 * re-encoded, upright and without their metadata (EXIF with GPS, XMP, ICC), as public images are.
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
const privateRows = (who: TestMember) =>
  app.ctx.database.db.select().from(privateFiles).where(eq(privateFiles.ownerId, who.id));
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
    expect(
      (await uploadTo(app, API.memberImageUpload, sender.token, 'tiny.png', giant, 'image/png')).body,
    ).toMatchObject({ code: 4003, msg: said.en_US });
    expect(await privateRows(sender)).toEqual([]);
    expect(await mediaRows(sender)).toEqual([]);
    // Nothing reached the recipient: the composer had no image to send.
    expect(
      (
        await call(app, MESSAGES_API.send, {
          token: sender.token,
          body: { to: recipient.id, imageId: 999_999_999 },
        })
      ).body.code,
    ).toBe(5301);
    expect(
      await app.ctx.database.db.select().from(exchangeMessages).where(eq(exchangeMessages.senderId, sender.id)),
    ).toEqual([]);
  });

  it("decode a member's image under a lower cap than the staff's: a 6 KB 7,000 x 7,000 one-bit PNG is refused for a member, as an image and as a private file, and stored for an editor", async () => {
    const m = await member();
    const refused = await uploadTo(app, API.memberImageUpload, m.token, 'scan.png', onebit, 'image/png');
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 4003, msg: 'The image is too big (49 megapixels); at most 25 megapixels are allowed.' },
    });
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
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: v.width,
        height: v.width,
      });
    }
  });

  it('accept an ordinary private photo', async () => {
    const m = await member();
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#369' } })
      .jpeg()
      .toBuffer();
    const up = await uploadTo(app, API.privateFileUpload, m.token, 'photo.jpg', photo, 'image/jpeg');
    expect(up.body).toMatchObject({ code: 0, data: { mime: 'image/jpeg', originalName: 'photo.jpg' } });
  });
});

/** The entries of the GPS block of an EXIF buffer as sharp's metadata() gives it (TIFF inside "Exif\0\0"), 0 without one. */
function gpsEntries(exif: Buffer | undefined): number {
  if (!exif) return 0;
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const le = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let i = 0; i < u16(ifd0); i++) {
    const entry = ifd0 + 2 + i * 12;
    if (u16(entry) === 0x8825) return u16(u32(entry + 8));
  }
  return 0;
}

const XMP_WITH_GPS =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="11,33.5N" exif:GPSLongitude="104,55.0E"/>' +
  '</rdf:RDF></x:xmpmeta>';

/** A picture as a phone writes it: where it was taken in EXIF's GPS block and in XMP, the camera, an orientation. */
function phonePicture(width: number, height: number, format: 'jpeg' | 'png' | 'webp', orientation = 1) {
  return sharp({
    create: { width, height, channels: format === 'png' ? 4 : 3, background: { r: 40, g: 120, b: 90, alpha: 0.5 } },
  })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '11/1 33/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '104/1 55/1 0/1',
      },
    })
    .withXmp(XMP_WITH_GPS)
    .withMetadata({ orientation })
    .toFormat(format)
    .toBuffer();
}

describe('private images lose their metadata (DESIGN section 5)', () => {
  it("store a phone's JPEG with GPS in EXIF and XMP upright, within 2,560 px and with no metadata left, as its owner and the message's recipient download it", async () => {
    const sender = await member();
    const recipient = await member();
    // 4,032 x 3,024 stored, shown turned a quarter (orientation 6): a portrait photo.
    const photo = await phonePicture(4032, 3024, 'jpeg', 6);
    const sent = await sharp(photo).metadata();
    expect(gpsEntries(sent.exif)).toBe(4);
    expect(sent).toMatchObject({ orientation: 6, width: 4032, height: 3024 });
    expect(sent.xmp?.toString()).toContain('GPSLatitude');
    expect(photo.includes('TestPhone')).toBe(true);

    const up = await uploadTo(app, API.privateFileUpload, sender.token, 'IMG_0001.JPG', photo, 'image/jpeg');
    expect(up.body).toMatchObject({ code: 0, data: { mime: 'image/jpeg', originalName: 'IMG_0001.jpg' } });
    const own = await app.inject({
      method: 'GET',
      url: `${API_BASE}${API.privateFile.replace(':id', up.body.data.id)}`,
      headers: { authorization: `Bearer ${sender.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(Number(own.headers['content-length'])).toBe(up.body.data.bytes);

    const message = await call(app, MESSAGES_API.send, {
      token: sender.token,
      body: { to: recipient.id, imageId: up.body.data.id },
    });
    expect(message.body.code).toBe(0);
    const received = await app.inject({
      method: 'GET',
      url: `${API_BASE}${MESSAGES_API.image.replace(':id', message.body.data.id)}`,
      headers: { authorization: `Bearer ${recipient.token}` },
    });
    expect(received.statusCode).toBe(200);

    for (const file of [own.rawPayload, received.rawPayload]) {
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1920, height: 2560 });
      expect({
        exif: meta.exif,
        xmp: meta.xmp,
        icc: meta.icc,
        orientation: meta.orientation,
        comments: meta.comments,
      }).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        orientation: undefined,
        comments: undefined,
      });
      expect(file.includes('TestPhone')).toBe(false);
      expect(file.includes('GPS')).toBe(false);
    }
  });

  it('keep a PNG a PNG with its transparency and a WebP a WebP, both without their EXIF and XMP, and a small picture at its size', async () => {
    const m = await member();
    for (const format of ['png', 'webp'] as const) {
      const picture = await phonePicture(800, 600, format);
      const before = await sharp(picture).metadata();
      expect(gpsEntries(before.exif), format).toBe(4);
      expect(before.xmp, format).toBeDefined();
      const up = await uploadTo(app, API.privateFileUpload, m.token, `shot.${format}`, picture, `image/${format}`);
      expect(up.body, format).toMatchObject({ code: 0, data: { mime: `image/${format}` } });
      const file = (
        await app.inject({
          method: 'GET',
          url: `${API_BASE}${API.privateFile.replace(':id', up.body.data.id)}`,
          headers: { authorization: `Bearer ${m.token}` },
        })
      ).rawPayload;
      const meta = await sharp(file).metadata();
      expect(meta, format).toMatchObject({ format, width: 800, height: 600, hasAlpha: format === 'png' });
      expect([meta.exif, meta.xmp, meta.icc], format).toEqual([undefined, undefined, undefined]);
      expect(file.includes('TestPhone'), format).toBe(false);
    }
  });
});

describe('one file-name rule for every upload', () => {
  const spoofed = 'passwd\u202Egnp.png';

  it('takes out bidirectional and invisible controls, folders and a lying extension, for private files, member images and console images', async () => {
    const m = await member();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const priv = await uploadTo(app, API.privateFileUpload, m.token, spoofed, png, 'image/png');
    expect(priv.body.data.originalName).toBe('passwdgnp.png');
    const read = await app.inject({
      method: 'GET',
      url: `${API_BASE}${API.privateFile.replace(':id', priv.body.data.id)}`,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(String(read.headers['content-disposition'])).toContain(`filename*=UTF-8''passwdgnp.png`);

    const img = await uploadTo(
      app,
      API.memberImageUpload,
      m.token,
      `photos/\u2067holiday\u2069\u200B.exe`,
      png,
      'image/png',
    );
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
      const res = await uploadTo(
        app,
        API.privateFileUpload,
        m.token,
        'cv.docx',
        minimalDocx(),
        'application/octet-stream',
        lang,
      );
      expect(res.status, lang).toBe(415);
      expect(res.body.code).toBe(5110);
      expect(res.body.msg).toContain(text);
      expect(res.body.msg).not.toMatch(/Word|Excel|PowerPoint/);
    }
  });
});
