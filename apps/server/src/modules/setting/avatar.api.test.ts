import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, AVATAR_LIMITS, avatarUrl } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { uploadTo } from '../../test/upload.js';

/** The avatar a member crops and uploads in /setting/cropperImage (issue 10 §1). */

const { app, fileOf, signUp } = await useTestApp();

const upload = (token: string, filename: string, content: Buffer, lang = 'en_US') =>
  uploadTo(app, API.avatarUpload, token, filename, content, 'image/jpeg', lang);
const avatarOf = async (token: string) =>
  (await call(app, API.memberInfo, { token })).body.data.avatar as string | null;

/** A phone photo as it comes off a camera: JPEG with EXIF (camera, GPS position). */
async function cameraPhoto(width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '11/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '104/1 55/1 0/1' },
    })
    .toBuffer();
}

describe('avatar upload', () => {
  it('stores a photo as square WebP files without its EXIF and GPS, and member info shows it at once', async () => {
    const member = await signUp('en_US');
    const photo = await cameraPhoto();
    const exif = (await sharp(photo).metadata()).exif!;
    // The source really carries a GPS IFD pointer (tag 0x8825), in either byte order.
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload(member.token, 'me.jpg', photo);
    expect(res.status).toBe(200);
    const avatar = res.body.data.avatar as string;
    expect(avatar).toMatch(/^\/media\/avatars\/\d{4}\/\d{2}\/[0-9a-f]{32}\/256\.webp$/);
    expect(await avatarOf(member.token)).toBe(avatar);
    for (const size of AVATAR_LIMITS.sizes) {
      const meta = await sharp(fs.readFileSync(fileOf(avatarUrl(avatar, size)!))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      const served = await app.inject({ method: 'GET', url: avatarUrl(avatar, size)! });
      expect(served.statusCode).toBe(200);
    }
  });

  it('replaces the old avatar: its files are gone, the new ones served; another member keeps theirs', async () => {
    const [member, other] = [await signUp('en_US'), await signUp('en_US')];
    const first = (await upload(member.token, 'a.jpg', await cameraPhoto())).body.data.avatar as string;
    const others = (await upload(other.token, 'b.jpg', await cameraPhoto(640, 640))).body.data.avatar as string;
    // A PNG is fine too: the bytes decide, not the name.
    const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#00ff0080' } })
      .png()
      .toBuffer();
    const second = (await upload(member.token, 'b.jpg', png)).body.data.avatar as string;
    expect(second).not.toBe(first);
    for (const size of AVATAR_LIMITS.sizes) {
      expect(fs.existsSync(fileOf(avatarUrl(first, size)!))).toBe(false);
      expect(fs.existsSync(fileOf(avatarUrl(second, size)!))).toBe(true);
      expect(fs.existsSync(fileOf(avatarUrl(others, size)!))).toBe(true);
    }
    expect(await avatarOf(member.token)).toBe(second);
    expect(await avatarOf(other.token)).toBe(others);
  });

  it("refuses a text file named .jpg, in the member's language, and keeps the avatar", async () => {
    const member = await signUp('km_KH');
    const kept = (await upload(member.token, 'ok.jpg', await cameraPhoto())).body.data.avatar;
    const text = Buffer.from('This is not a picture, only text pretending to be one.\n'.repeat(20));
    const en = await upload(member.token, 'photo.jpg', text);
    expect(en.status).toBe(415);
    expect(en.body).toMatchObject({ code: 4002 });
    expect(en.body.msg).toContain('Upload a JPEG, PNG, WebP, GIF or AVIF image');
    const km = await upload(member.token, 'photo.jpg', text, 'km_KH');
    expect(km.body.msg).toContain('មិនគាំទ្រប្រភេទឯកសារនេះ');
    // Image magic bytes with nothing readable after them.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect((await upload(member.token, 'broken.jpg', broken)).body.code).toBe(4004);
    expect(await avatarOf(member.token)).toBe(kept);
  });

  it('refuses a file over the limit and a form without a file', async () => {
    const member = await signUp('zh_CN');
    const big = Buffer.concat([await cameraPhoto(), Buffer.alloc(AVATAR_LIMITS.bytesMax)]);
    const res = await upload(member.token, 'big.jpg', big, 'zh_CN');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 4001, msg: '文件太大：图片最大 5 MB' });
    const empty = await call(app, API.avatarUpload, { token: member.token, lang: 'en_US', body: {} });
    expect(empty.body).toMatchObject({ code: 4011, msg: 'Choose a file to upload.' });
    expect(await avatarOf(member.token)).toBeNull();
  });

  it('answers a visitor and a revoked session with code 90', async () => {
    const photo = await cameraPhoto();
    const visitor = await uploadTo(app, API.avatarUpload, '', 'me.jpg', photo, 'image/jpeg');
    expect(visitor).toMatchObject({ status: 401, body: { code: 90 } });
    const member = await signUp('en_US');
    await call(app, API.logout, { token: member.token });
    expect((await upload(member.token, 'me.jpg', photo)).body.code).toBe(90);
  });
});
