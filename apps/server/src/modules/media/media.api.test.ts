import fs from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, API_BASE, LIMITS, apiPath } from '@acsc/shared';
import { useTestApp } from '../../test/kit.js';
import { staffCall } from '../admin/admin.testkit.js';
import { uploadImage } from './media.testkit.js';
import { makeClip, tus, uploadResumed } from '../../test/upload.js';

let editor: { token: string; id: number };
let admin: { token: string; id: number };

const { app, fileOf, signUpStaff } = await useTestApp();
beforeAll(async () => {
  editor = await signUpStaff(['editor']);
  admin = await signUpStaff(['admin']);
});

describe('image uploads', () => {
  it('re-encodes a photo to WebP at srcset widths and strips its EXIF and GPS', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Copyright: 'Someone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '11/1 33/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '104/1 55/1 0/1',
        },
      })
      .toBuffer();
    // The source really carries a GPS IFD pointer (tag 0x8825), in either byte order.
    const exif = (await sharp(photo).metadata()).exif!;
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const res = await uploadImage(app, editor.token, 'holiday.jpg', photo, 'image/jpeg');
    expect(res.status).toBe(200);
    const item = res.body.data;
    expect(item).toMatchObject({
      kind: 'image',
      mime: 'image/webp',
      width: 1600,
      height: 1067,
      originalName: 'holiday.jpg',
    });
    expect(item.variants.map((v: any) => v.width)).toEqual([480, 960, 1600]);
    expect(item.srcset).toMatch(/^\/media\/images\/\d{4}\/\d{2}\/[0-9a-f]{32}\/480\.webp 480w, .+ 960w, .+ 1600w$/);
    for (const v of item.variants) {
      const meta = await sharp(fs.readFileSync(fileOf(v.url))).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    const served = await app.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('trusts the bytes, not the name: a PNG named .jpg is accepted as a PNG', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const res = await uploadImage(app, editor.token, 'really-a-png.jpg', png, 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.data.variants.map((v: any) => v.width)).toEqual([300]);
    const log = await staffCall(app, admin.token, 'GET', ADMIN_API.audit.list, {
      entityType: 'media',
      entityId: String(res.body.data.id),
    });
    // One file-name rule (issue 28): the name ends in what the bytes are.
    expect(log.body.data.list[0].after).toMatchObject({ sourceMime: 'image/png', originalName: 'really-a-png.png' });
  });

  it('rejects a text file named .png, an oversized file and a picture of too many megapixels, storing nothing', async () => {
    const count = async () => (await staffCall(app, editor.token, 'GET', ADMIN_API.media.list)).body.data.total;
    const before = await count();
    const text = await uploadImage(
      app,
      editor.token,
      'notes.png',
      Buffer.from('just some text, not an image\n'.repeat(20)),
      'image/png',
    );
    expect(text.status).toBe(415);
    expect(text.body.msg).toContain('not supported');
    const huge = Buffer.alloc(LIMITS.imageBytesMax + 1024, 1);
    const large = await uploadImage(app, editor.token, 'huge.jpg', huge, 'image/jpeg', 'zh_CN');
    expect(large.status).toBe(413);
    expect(large.body.msg).toBe('文件太大：图片最大 20 MB');
    const giant = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pixels = await uploadImage(app, editor.token, 'giant.png', giant, 'image/png');
    expect(pixels.status).toBe(400);
    expect(pixels.body.msg).toBe('The image is too big (64 megapixels); at most 50 megapixels are allowed.');
    const none = await app.inject({
      method: 'POST',
      url: API_BASE + ADMIN_API.media.image,
      headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('video uploads over tus', () => {
  let clip: string;
  beforeAll(async () => {
    clip = await makeClip({ size: '64x48', rate: 10, seconds: 2 });
  });

  it('resumes an interrupted upload from the offset HEAD reports and records the video with poster and duration', async () => {
    const data = fs.readFileSync(clip);
    const client = tus(app, editor.token);
    // Half sent, then the connection dropped: the client asks where to go on.
    const { created, half, first, head, rest } = await uploadResumed(client, data, 'campus tour.mp4');
    expect(created.status).toBe(201);
    expect(first).toMatchObject({ status: 204, offset: half });
    expect(head).toMatchObject({ status: 200, offset: half, length: data.length });
    expect(rest.status).toBe(200);
    const item = rest.body.data;
    expect(item).toMatchObject({
      kind: 'video',
      mime: 'video/mp4',
      width: 64,
      height: 48,
      originalName: 'campus tour.mp4',
      bytes: data.length,
    });
    expect(item.durationSeconds).toBeCloseTo(2, 0);
    expect(item.poster).toMatch(/\/poster\.webp$/);
    expect((await sharp(fs.readFileSync(fileOf(item.poster))).metadata()).width).toBe(64);
    expect(fs.readFileSync(fileOf(item.url)).equals(data)).toBe(true);
    const uploadId = created.location!.split('/').pop()!;
    const byUpload = await staffCall(app, editor.token, 'GET', apiPath(ADMIN_API.media.byUpload, { uploadId }));
    expect(byUpload.body.data.id).toBe(item.id);
    const ranged = await app.inject({ method: 'GET', url: item.url, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
  });

  it('rejects a 61-minute video with a clear message and removes its file', async () => {
    const long = await makeClip({ source: 'black', size: '16x16', rate: 1, seconds: 3660 });
    const data = fs.readFileSync(long);
    const client = tus(app, editor.token);
    const created = await client.create(data.length);
    const res = await client.patch(created.location!, 0, data);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).msg).toBe(
      'The video is too long (61 minutes); at most 60 minutes are allowed. The file was removed.',
    );
    expect((await client.head(created.location!)).status).toBe(404);
  });

  it('rejects a file that is not a video, and an upload announced above 20 GB before any byte is sent', async () => {
    const data = Buffer.from('this is not a video at all\n'.repeat(100));
    const client = tus(app, editor.token, 'km_KH');
    const created = await client.create(data.length, 'fake.mp4');
    const res = await client.patch(created.location!, 0, data);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).msg).toContain('មិនអាចអានវីដេអូនេះបានទេ');
    expect((await client.head(created.location!)).status).toBe(404);
    expect((await client.create(LIMITS.videoBytesMax + 1)).status).toBe(413);
  });
});

describe('media library', () => {
  it('shows where an item is used and deletes only unused items', async () => {
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { body } = await uploadImage(app, editor.token, 'cover.png', png);
    const image = body.data;
    const channel = await staffCall(app, editor.token, 'POST', ADMIN_API.channel.create, {
      code: 'media-test',
      name: { zh_CN: '媒体' },
    });
    const article = await staffCall(app, editor.token, 'POST', ADMIN_API.article.create, {
      channelId: channel.body.data.id,
      title: { zh_CN: '有封面的文章' },
      body: { zh_CN: `<p><img src="${image.variants[0].url}"></p>` },
    });
    const detail = await staffCall(app, editor.token, 'GET', apiPath(ADMIN_API.media.detail, { id: image.id }));
    expect(detail.body.data.usedBy).toEqual([
      { entityType: 'article', id: String(article.body.data.id), title: '有封面的文章' },
    ]);
    const unused = await staffCall(app, editor.token, 'GET', ADMIN_API.media.list, { unused: 'true' });
    expect(unused.body.data.list.map((m: any) => m.id)).not.toContain(image.id);
    const search = await staffCall(app, editor.token, 'GET', ADMIN_API.media.list, { keywords: 'cover.png' });
    expect(search.body.data.list.map((m: any) => m.id)).toEqual([image.id]);

    const refused = await staffCall(
      app,
      editor.token,
      'POST',
      apiPath(ADMIN_API.media.remove, { id: image.id }),
      {},
      'en_US',
    );
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This file is still used in 1 places. Remove it from them first.');
    expect(fs.existsSync(fileOf(image.url))).toBe(true);

    await staffCall(app, editor.token, 'POST', apiPath(ADMIN_API.article.remove, { id: article.body.data.id }));
    const deleted = await staffCall(app, editor.token, 'POST', apiPath(ADMIN_API.media.remove, { id: image.id }));
    expect(deleted.body.code).toBe(0);
    expect(fs.existsSync(fileOf(image.url))).toBe(false);
    expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });
});
