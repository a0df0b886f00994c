import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, API, API_BASE, apiPath, ERRORS } from '@acsc/shared';
import { call } from '../app.js';
import { useTestApp } from '../kit.js';
import { contentFactories } from '../content-factories.js';
import { uniqueEmail } from '../../modules/auth/auth.testkit.js';
import { staffCall } from '../../modules/admin/admin.testkit.js';
import { uploadImage } from '../../modules/media/media.testkit.js';
import sharp from 'sharp';
import { rowsOf } from '../../platform/db.js';

/**
 * The defects of issue 17, each as a client met it: a NUL in text, years below 100, an email no mail
 * server takes, router errors outside the envelope, broken uploads. Each test failed before its fix.
 */

const { app, signUpStaff } = await useTestApp({ clock: true });
let admin: string;
let member: string;
beforeAll(async () => {
  admin = (await signUpStaff(['admin'])).token;
  member = (await signUpStaff([])).token;
});

const get = (path: string, token?: string) => call(app, path, { method: 'GET', token, lang: 'en_US' });
const post = (path: string, body: unknown, token?: string) => call(app, path, { body, token, lang: 'en_US' });
const TEXT_INVALID = ERRORS.TEXT_INVALID.code;

/** Row counts of the tables a refused write could touch. */
async function counts() {
  const rows = await rowsOf<unknown>(
    app.ctx.database.db,
    `select (select count(*) from scholarships) s, (select count(*) from articles) a, (select count(*) from audit_log) l, (select count(*) from site_settings) t`,
  );
  return JSON.stringify(rows[0]);
}

describe('a NUL (or another control character) in text is refused with a 400 naming the field', () => {
  it('on the public keyword searches a visitor reaches', async () => {
    for (const path of [
      '/client/scholarship/v1/listPage?keywords=a%00b',
      '/client/alumnus/v1/audited/listPage?keywords=a%00b',
      '/client/article/v1/search/listPage?keywords=a%00b',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ code: TEXT_INVALID, msg: expect.stringContaining('"keywords"'), data: null });
    }
    const km = await call(app, '/client/scholarship/v1/listPage?keywords=a%07b', { method: 'GET', lang: 'km_KH' });
    expect(km.body.msg).toContain('«keywords»');
  });

  it('in the address of the sign-in calls and of binding', async () => {
    const address = 'a\u0000@example.com';
    for (const [path, body] of [
      [API.sendCode, { address, type: 2 }],
      [API.checkCode, { address, captcha: '123456', type: 0 }],
      [API.loginPwd, { address, password: 'e10adc3949ba59abbe56e057f20f883e' }],
      [
        API.registerCaptcha,
        {
          address,
          captcha: '123456',
          newPassword: 'e10adc3949ba59abbe56e057f20f883e',
          confirmPassword: 'e10adc3949ba59abbe56e057f20f883e',
        },
      ],
    ] as const) {
      const res = await post(path, body);
      expect([res.status, res.body.code, res.body.msg], path).toEqual([
        400,
        TEXT_INVALID,
        expect.stringContaining('"address"'),
      ]);
    }
    const bind = await post(API.bind, { address: '+855\u000012345678', uniqueMark: 'x' }, member);
    expect([bind.status, bind.body.code]).toEqual([400, TEXT_INVALID]);
  });

  it('in staff lists, the audit filter and the texts of a create, changing nothing', async () => {
    const before = await counts();
    expect(
      (await staffCall(app, admin, 'GET', ADMIN_API.article.list, { keywords: 'a\u0000b' }, 'en_US')).body.code,
    ).toBe(TEXT_INVALID);
    expect((await staffCall(app, admin, 'GET', ADMIN_API.audit.list, { entityId: '1\u0000' }, 'en_US')).body.code).toBe(
      TEXT_INVALID,
    );
    const channel = await contentFactories(app).channel();
    const create = await staffCall(
      app,
      admin,
      'POST',
      ADMIN_API.article.create,
      { channelId: channel.id, title: { km_KH: 'ក\u0000' } },
      'en_US',
    );
    expect([create.status, create.body.code, create.body.msg]).toEqual([
      400,
      TEXT_INVALID,
      expect.stringContaining('"title.km_KH"'),
    ]);
    const newline = await staffCall(
      app,
      admin,
      'POST',
      ADMIN_API.article.create,
      { channelId: channel.id, title: { en_US: 'one\ntwo' } },
      'en_US',
    );
    expect(newline.body.code).toBe(TEXT_INVALID);
    expect(await counts()).toBe(before);
  });

  it('and in association page content, checked by the page kind', async () => {
    const res = await staffCall(
      app,
      admin,
      'POST',
      apiPath(ADMIN_API.association.update, { association: 'acsc', kind: 'founder' }),
      {
        content: { name: { zh_CN: '\u0000' }, role: {}, quote: {}, body: {}, photo: null },
      },
      'en_US',
    );
    expect([res.status, res.body.code, res.body.msg]).toEqual([
      400,
      TEXT_INVALID,
      expect.stringContaining('"content.name.zh_CN"'),
    ]);
  });

  it('keeps Khmer (subscripts, zero-width space, joiners) and Chinese exactly as sent', async () => {
    const khmer = 'សិស្ស\u200bកម្ពុជា\u200c\u200dនៅចិន';
    const channel = await contentFactories(app).channel();
    const created = await staffCall(app, admin, 'POST', ADMIN_API.article.create, {
      channelId: channel.id,
      title: { km_KH: khmer, zh_CN: '柬埔寨留华学生会' },
      summary: { km_KH: `${khmer}\n${khmer}` },
    });
    expect(created.body.code).toBe(0);
    const read = await staffCall(app, admin, 'GET', apiPath(ADMIN_API.article.detail, { id: created.body.data.id }));
    expect(Buffer.from(read.body.data.title.km_KH).equals(Buffer.from(khmer))).toBe(true);
    expect(read.body.data.title.zh_CN).toBe('柬埔寨留华学生会');
    expect(read.body.data.summary.km_KH).toBe(`${khmer}\n${khmer}`);
  });
});

describe('dates: a year below 100 is refused, and a stored one reads back as itself', () => {
  const scholarship = (deadline: string) => ({ title: { en_US: 'Old' }, level: 'master', deadline });

  it('refuses deadline years 0020 and 0049 on scholarship create (it answered 500, or stored 49 and showed 2049)', async () => {
    const before = await counts();
    for (const deadline of ['0020-02-29T00:00:00Z', '0049-06-01T00:00:00Z', '+275760-09-13T00:00:00Z']) {
      const res = await staffCall(app, admin, 'POST', ADMIN_API.scholarship.create, scholarship(deadline), 'en_US');
      expect([res.status, res.body.code, res.body.msg], deadline).toEqual([
        400,
        ERRORS.VALIDATION.code,
        expect.stringContaining('deadline'),
      ]);
    }
    expect(await counts()).toBe(before);
  });

  it('refuses publishAt years below 100 on article and association page publishing', async () => {
    const channel = await contentFactories(app).channel();
    const article = await staffCall(app, admin, 'POST', ADMIN_API.article.create, {
      channelId: channel.id,
      title: { en_US: 'Scheduled' },
    });
    const publish = await staffCall(
      app,
      admin,
      'POST',
      apiPath(ADMIN_API.article.publish, { id: article.body.data.id }),
      { publishAt: '0049-06-01T00:00:00Z' },
      'en_US',
    );
    expect([publish.status, publish.body.code]).toEqual([400, ERRORS.VALIDATION.code]);
    const page = { association: 'acsc', kind: 'introduction' };
    await staffCall(app, admin, 'POST', apiPath(ADMIN_API.association.update, page), {
      content: {
        name: { en_US: 'ACSC' },
        title: { en_US: 'About' },
        summary: {},
        body: {},
        image: null,
        foundedYear: 2010,
      },
    });
    const section = await staffCall(
      app,
      admin,
      'POST',
      apiPath(ADMIN_API.association.publish, page),
      { publishAt: '0020-02-29T00:00:00Z' },
      'en_US',
    );
    expect([section.status, section.body.code]).toEqual([400, ERRORS.VALIDATION.code]);
    expect((await staffCall(app, admin, 'GET', apiPath(ADMIN_API.association.detail, page))).body.data.status).toBe(
      'draft',
    );
  });

  it('reads a deadline stored as year 49 as year 49: closed, and listed under closed only', async () => {
    const f = contentFactories(app);
    const old = await f.scholarship({ deadline: new Date('0049-06-01T00:00:00Z'), title: { en_US: 'Year 49' } });
    const leap = await f.scholarship({ deadline: new Date('0020-02-29T00:00:00Z'), title: { en_US: 'Year 20' } });
    const detail = await get(apiPath(API.scholarshipDetail, { id: old.id }));
    expect(detail.body.data).toMatchObject({ deadline: '0049-06-01T00:00:00.000Z', status: 'closed' });
    expect((await get(apiPath(API.scholarshipDetail, { id: leap.id }))).body.data).toMatchObject({
      deadline: '0020-02-29T00:00:00.000Z',
      status: 'closed',
    });
    const closed = (await get('/client/scholarship/v1/listPage?status=closed&pageSize=50')).body.data.list.map(
      (s: { id: number }) => s.id,
    );
    const open = (await get('/client/scholarship/v1/listPage?status=open&pageSize=50')).body.data.list.map(
      (s: { id: number }) => s.id,
    );
    expect(closed).toEqual(expect.arrayContaining([old.id, leap.id]));
    expect(open).not.toContain(old.id);
    const staff = await staffCall(app, admin, 'GET', apiPath(ADMIN_API.scholarship.detail, { id: old.id }));
    expect(staff.body.data.deadline).toBe('0049-06-01T00:00:00.000Z');
  });
});

describe('emails', () => {
  it('site settings refuse ops@bad-.example (it was saved and shown on the public site)', async () => {
    const before = await counts();
    const res = await staffCall(
      app,
      admin,
      'POST',
      ADMIN_API.site.settingsUpdate,
      { emails: ['ops@bad-.example'] },
      'en_US',
    );
    expect([res.status, res.body.code]).toEqual([400, ERRORS.VALIDATION.code]);
    expect(await counts()).toBe(before);
    expect((await get(API.siteSettings)).body.data.emails).not.toContain('ops@bad-.example');
    const good = await staffCall(app, admin, 'POST', ADMIN_API.site.settingsUpdate, { emails: [' ops@good.example '] });
    expect(good.body.data.emails).toEqual(['ops@good.example']);
  });

  it('sign-in refuses the same addresses a mail server would', async () => {
    for (const address of ['ops@bad-.example', 'a..b@example.com', `${'a'.repeat(65)}@example.com`]) {
      const res = await post(API.sendCode, { address, type: 2 });
      expect([res.status, res.body.code], address).toEqual([400, ERRORS.EMAIL_INVALID.code]);
    }
    expect((await post(API.sendCode, { address: uniqueEmail(), type: 2 })).body.code).toBe(0);
  });
});

describe('what the router and the upload parser refuse is answered in the envelope', () => {
  it('a path that is not valid percent-encoding, or a path parameter past the router limit: 400 envelope, not Fastify JSON', async () => {
    for (const url of [
      '/client/article/v1/detail/%zz',
      '/client/article/v1/detail/%ED%A0%80',
      `/client/article/v1/detail/${'9'.repeat(400)}`,
    ]) {
      const res = await app.inject({ method: 'GET', url: API_BASE + url, headers: { language: 'en_US' } });
      expect([res.statusCode, res.json()], url).toEqual([
        400,
        { code: ERRORS.BAD_REQUEST.code, msg: 'The request is not valid.', data: null },
      ]);
    }
  });

  it('a multipart form cut short is BAD_REQUEST (it was a 500)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: API_BASE + ADMIN_API.media.image,
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'multipart/form-data; boundary=x',
        language: 'en_US',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect([res.statusCode, res.json().code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
  });

  it('an image whose file name carries a NUL is stored under the name without it (it was a 500)', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const res = await uploadImage(app, admin, 'gr\u0000een.png', png, 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.data.originalName).toBe('green.png');
  });
});
