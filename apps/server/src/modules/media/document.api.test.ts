import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, API, LIMITS, apiPath } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { staffCall } from '../admin/admin.testkit.js';
import { uploadTo } from '../../test/upload.js';
import { minimalCfb, minimalDocx, minimalPdf, zip } from '../../test/sample-files.js';

let editor: { token: string; id: number };
let admin: { token: string; id: number };
const upload = (name: string, data: Buffer, lang = 'en_US') =>
  uploadTo(app, ADMIN_API.media.document, editor.token, name, data, 'application/octet-stream', lang);
const total = async () =>
  (await staffCall(app, editor.token, 'GET', ADMIN_API.media.list, { kind: 'document' })).body.data.total as number;

const { app, fileOf, signUpStaff } = await useTestApp();
beforeAll(async () => {
  editor = await signUpStaff(['editor']);
  admin = await signUpStaff(['admin']);
});

describe('document uploads', () => {
  it('stores a PDF as uploaded and serves it byte for byte as a download under its Khmer name', async () => {
    const pdf = minimalPdf();
    const res = await upload('ពាក្យស្នើសុំ.pdf', pdf);
    expect(res.status).toBe(200);
    const item = res.body.data;
    expect(item).toMatchObject({
      kind: 'document',
      mime: 'application/pdf',
      bytes: pdf.length,
      originalName: 'ពាក្យស្នើសុំ.pdf',
      width: null,
      srcset: null,
    });
    expect(item.url).toMatch(/^\/media\/documents\/\d{4}\/\d{2}\/[0-9a-f]{32}\/file\.pdf$/);
    expect(fs.readFileSync(fileOf(item.url)).equals(pdf)).toBe(true);

    const served = await app.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="${'_'.repeat('ពាក្យស្នើសុំ'.length)}.pdf"; filename*=UTF-8''${encodeURIComponent('ពាក្យស្នើសុំ.pdf')}`,
    );
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const log = await staffCall(app, admin.token, 'GET', ADMIN_API.audit.list, {
      entityType: 'media',
      entityId: String(item.id),
    });
    expect(log.body.data.list[0]).toMatchObject({
      action: 'upload',
      after: { kind: 'document', originalName: 'ពាក្យស្នើសុំ.pdf' },
    });
  });

  it('recognizes Word by its bytes: a DOCX (a zip inside) and a Word 97 file, whatever their names say', async () => {
    const docx = minimalDocx();
    const res = await upload('申请须知.pdf', docx);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      originalName: '申请须知.docx',
    });
    expect(res.body.data.url).toMatch(/\/file\.docx$/);
    const served = await app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.rawPayload.equals(docx)).toBe(true);
    expect(served.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(served.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('申请须知.docx')}`);

    const doc = await upload('old form.doc', minimalCfb('WordDocument'));
    expect(doc.body.data).toMatchObject({ mime: 'application/msword', originalName: 'old form.doc' });
    const xls = await upload('budget.xls', minimalCfb('Workbook'));
    expect(xls.body.data).toMatchObject({ mime: 'application/vnd.ms-excel', originalName: 'budget.xls' });
  });

  it('keeps only a safe display name: no folders, control characters or reserved signs', async () => {
    const res = await upload('..\\..\\etc/pa<ss>|wd\u0007  form?.pdf', minimalPdf());
    expect(res.body.data.originalName).toBe('passwd form.pdf');
  });

  it('refuses a text file renamed .pdf, a plain zip, another OLE file and a file over 20 MB, storing nothing', async () => {
    const before = await total();
    const text = await upload(
      'application.pdf',
      Buffer.from('Dear committee, please find my application.\n'.repeat(20)),
      'zh_CN',
    );
    expect(text.status).toBe(415);
    expect(text.body.msg).toBe('不支持此文件类型（unknown），请上传 PDF、Word、Excel 或 PowerPoint 文档');
    const km = await upload('photos.docx', zip([{ name: 'a.txt', data: 'hello' }]), 'km_KH');
    expect(km.status).toBe(415);
    expect(km.body.msg).toBe('មិនគាំទ្រប្រភេទឯកសារនេះ (application/zip) សូមផ្ទុកឯកសារ PDF, Word, Excel ឬ PowerPoint');
    expect((await upload('setup.doc', minimalCfb('Installer'))).status).toBe(415);
    // A real PDF header, then padding past the limit: refused for its size while streaming.
    const huge = Buffer.concat([minimalPdf(), Buffer.alloc(LIMITS.documentBytesMax, 0x20)]);
    const large = await upload('huge.pdf', huge);
    expect(large.status).toBe(413);
    expect(large.body.msg).toBe('The file is too large: documents may be at most 20 MB.');
    expect(await total()).toBe(before);
  });
});

describe('documents as scholarship attachments', () => {
  it('shows an attached document on the public page, lists where it is used and cannot be deleted while used', async () => {
    const pdf = minimalPdf('Scholarship rules');
    const { body } = await upload('奖学金章程.pdf', pdf);
    const doc = body.data;
    const created = await staffCall(app, editor.token, 'POST', ADMIN_API.scholarship.create, {
      title: { zh_CN: '附件测试奖学金', en_US: 'Attachment test scholarship' },
      level: 'bachelor',
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      summary: { zh_CN: '摘要' },
      eligibility: { zh_CN: '<p>条件</p>' },
      attachments: [{ name: { zh_CN: '奖学金章程', en_US: 'Scholarship rules' }, url: doc.url, size: doc.bytes }],
    });
    expect(created.body.code).toBe(0);
    const id = created.body.data.id;
    await staffCall(app, editor.token, 'POST', apiPath(ADMIN_API.scholarship.publish, { id }));

    const visitor = await call(app, apiPath(API.scholarshipDetail, { id }), { method: 'GET', lang: 'en_US' });
    expect(visitor.body.data.attachments).toEqual([{ name: 'Scholarship rules', url: doc.url, size: pdf.length }]);
    const download = await app.inject({ method: 'GET', url: visitor.body.data.attachments[0].url });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('奖学金章程.pdf')}`,
    );

    const listed = await staffCall(app, editor.token, 'GET', ADMIN_API.media.list, {
      kind: 'document',
      keywords: '奖学金章程',
    });
    expect(listed.body.data.list.map((m: any) => [m.id, m.usedBy])).toEqual([
      [doc.id, [{ entityType: 'scholarship', id: String(id), title: '附件测试奖学金' }]],
    ]);
    const refused = await staffCall(
      app,
      editor.token,
      'POST',
      apiPath(ADMIN_API.media.remove, { id: doc.id }),
      {},
      'en_US',
    );
    expect(refused.status).toBe(409);
    expect(fs.existsSync(fileOf(doc.url))).toBe(true);

    await staffCall(app, editor.token, 'POST', apiPath(ADMIN_API.scholarship.update, { id }), {
      ...created.body.data,
      attachments: [],
    });
    const deleted = await staffCall(app, editor.token, 'POST', apiPath(ADMIN_API.media.remove, { id: doc.id }));
    expect(deleted.body.code).toBe(0);
    expect(fs.existsSync(fileOf(doc.url))).toBe(false);
    const gone = await app.inject({ method: 'GET', url: doc.url });
    expect(gone.statusCode).toBe(404);
  });

  it('lists a notice attachment on the public notice page and under "where used"', async () => {
    const docx = minimalDocx('Interview schedule');
    const doc = (await upload('面试安排.docx', docx)).body.data;
    const scholarship = await staffCall(app, editor.token, 'POST', ADMIN_API.scholarship.create, {
      title: { zh_CN: '通知附件奖学金' },
      level: 'master',
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    await staffCall(
      app,
      editor.token,
      'POST',
      apiPath(ADMIN_API.scholarship.publish, { id: scholarship.body.data.id }),
    );
    const notice = await staffCall(app, editor.token, 'POST', ADMIN_API.notice.create, {
      scholarshipId: scholarship.body.data.id,
      title: { zh_CN: '面试通知' },
      body: { zh_CN: '<p>请查看附件</p>' },
      attachments: [{ name: { zh_CN: '面试安排' }, url: doc.url, size: doc.bytes }],
    });
    expect(notice.body.code).toBe(0);
    await staffCall(app, editor.token, 'POST', apiPath(ADMIN_API.notice.publish, { id: notice.body.data.id }));
    const visitor = await call(app, apiPath(API.scholarshipNotice, { id: notice.body.data.id }), {
      method: 'GET',
      lang: 'km_KH',
    });
    expect(visitor.body.data.attachments).toEqual([{ name: '面试安排', url: doc.url, size: docx.length }]);
    const detail = await staffCall(app, editor.token, 'GET', apiPath(ADMIN_API.media.detail, { id: doc.id }));
    expect(detail.body.data.usedBy).toEqual([
      { entityType: 'notice', id: String(notice.body.data.id), title: '面试通知' },
    ]);
  });
});
