import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { ADMIN_WORK_API, API, apiPath } from '@acsc/shared';
import { workApplications } from '../../db/schema/index.js';
import { useTestApp } from '../../test/kit.js';
import { minimalPdf } from '../../test/sample-files.js';
import { uploadTo } from '../../test/upload.js';
import { staffCall } from '../admin/admin.testkit.js';
import { applyFor, companyInput, createdCompany, jobInput, publishedJob } from './work.testkit.js';

/**
 * The employer role (issue 32): an employer bound to company A runs A's jobs and applicants and gets
 * FORBIDDEN on everything of company B; CV attachments are PDFs only their applicant, staff and the job's
 * employer read.
 */

const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
const admin = await signUpStaff(['admin']);
const db = app.ctx.database.db;

async function employerOf(companyId: number) {
  const e = await signUpStaff([]);
  const bound = await staffCall(app, admin.token, 'POST', ADMIN_WORK_API.employerBind, { memberId: e.id, companyId });
  expect(bound.body.code).toBe(0);
  return e;
}

async function upload(token: string, name: string, data: Buffer, type: string) {
  const res = await uploadTo(app, API.privateFileUpload, token, name, data, type);
  expect(res.body.code).toBe(0);
  return res.body.data.id as string;
}

describe('the employer role', () => {
  it('runs its own company and answers 403 on everything of another company', async () => {
    const now = clock.now();
    const a = await createdCompany(app, admin.token);
    const b = await createdCompany(app, admin.token, { name: { en_US: 'Other Co' } });
    const employer = await employerOf(a);
    const mine = await publishedJob(app, employer.token, jobInput(a, now));
    const theirs = await publishedJob(app, admin.token, jobInput(b, now));
    const m = await signUp();
    const myApp = (await applyFor(app, m.token, mine)).body.data.id as number;
    const theirApp = (await applyFor(app, m.token, theirs)).body.data.id as number;

    // Its own: lists show only company A, and every call works.
    const companies = await staffCall(app, employer.token, 'GET', ADMIN_WORK_API.companyList);
    expect(companies.body.data.list.map((c: { id: number }) => c.id)).toEqual([a]);
    const jobs = await staffCall(app, employer.token, 'GET', ADMIN_WORK_API.jobList);
    expect(jobs.body.data.list.map((j: { id: number }) => j.id)).toEqual([mine]);
    const apps = await staffCall(app, employer.token, 'GET', ADMIN_WORK_API.applicationList, { jobId: mine });
    expect(apps.body.data.list.map((x: { id: number }) => x.id)).toEqual([myApp]);
    const moved = await staffCall(app, employer.token, 'POST', ADMIN_WORK_API.applicationStatus, {
      id: myApp,
      status: 'Interview',
    });
    expect(moved.body.data.status).toBe('Interview');
    const copy = await staffCall(app, employer.token, 'POST', apiPath(ADMIN_WORK_API.jobCopy, { id: mine }), {});
    expect(copy.body.data).toMatchObject({ companyId: a, status: 'draft' });

    // Company B: 403 on every call.
    const refused: [string, 'GET' | 'POST', string, unknown?][] = [
      ['company detail', 'GET', apiPath(ADMIN_WORK_API.companyDetail, { id: b })],
      ['company update', 'POST', apiPath(ADMIN_WORK_API.companyUpdate, { id: b }), companyInput()],
      ['job list of B', 'GET', ADMIN_WORK_API.jobList, { companyId: b }],
      ['job detail', 'GET', apiPath(ADMIN_WORK_API.jobDetail, { id: theirs })],
      ['job create', 'POST', ADMIN_WORK_API.jobCreate, jobInput(b, now)],
      ['job update', 'POST', apiPath(ADMIN_WORK_API.jobUpdate, { id: theirs }), jobInput(b, now)],
      ['move a job to B', 'POST', apiPath(ADMIN_WORK_API.jobUpdate, { id: mine }), jobInput(b, now)],
      ['job publish', 'POST', apiPath(ADMIN_WORK_API.jobPublish, { id: theirs }), {}],
      ['job close', 'POST', apiPath(ADMIN_WORK_API.jobClose, { id: theirs }), {}],
      ['job copy', 'POST', apiPath(ADMIN_WORK_API.jobCopy, { id: theirs }), {}],
      ['applications', 'GET', ADMIN_WORK_API.applicationList, { jobId: theirs }],
      ['application', 'GET', apiPath(ADMIN_WORK_API.applicationDetail, { id: theirApp })],
      ['status', 'POST', ADMIN_WORK_API.applicationStatus, { id: theirApp, status: 'Rejected' }],
      ['note', 'POST', ADMIN_WORK_API.applicationNote, { id: theirApp, note: 'x' }],
      ['attachment', 'GET', apiPath(ADMIN_WORK_API.applicationAttachment, { id: theirApp })],
      ['export', 'GET', ADMIN_WORK_API.applicationExport, { jobId: theirs }],
      ['bind', 'POST', ADMIN_WORK_API.employerBind, { memberId: employer.id, companyId: b }],
    ];
    const before = await db.select().from(workApplications);
    for (const [label, method, path, body] of refused) {
      const res = await staffCall(app, employer.token, method, path, body);
      expect([label, res.status, res.body.code]).toEqual([label, 403, 1003]);
    }
    expect(await db.select().from(workApplications)).toEqual(before);
    // Unbound, the role sees nothing.
    await staffCall(app, admin.token, 'POST', ADMIN_WORK_API.employerBind, { memberId: employer.id, companyId: null });
    const after = await signUpStaff(['employer']);
    expect((await staffCall(app, after.token, 'GET', ADMIN_WORK_API.jobList)).body.data.list).toEqual([]);
  });
});

describe('attachments', () => {
  it("takes a PDF only, and lets the applicant, staff and the job's employer read it, nobody else", async () => {
    const now = clock.now();
    const a = await createdCompany(app, admin.token);
    const b = await createdCompany(app, admin.token);
    const [right, wrong] = [await employerOf(a), await employerOf(b)];
    const jobId = await publishedJob(app, admin.token, jobInput(a, now));
    const [m, other] = [await signUp('zh_CN'), await signUp()];

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const image = await upload(m.token, 'cv.png', png, 'image/png');
    const notPdf = await applyFor(app, m.token, jobId, { attachmentId: image }, 'zh_CN');
    expect(notPdf.body).toMatchObject({ code: 5502, msg: '附件须为 PDF 文件' });
    const othersPdf = await upload(other.token, 'theirs.pdf', minimalPdf(), 'application/pdf');
    expect((await applyFor(app, m.token, jobId, { attachmentId: othersPdf })).body.code).toBe(5506);
    expect(await db.select().from(workApplications).where(eq(workApplications.jobId, jobId))).toEqual([]);

    const pdf = await upload(m.token, 'cv.pdf', minimalPdf('My CV'), 'application/pdf');
    const applied = await applyFor(app, m.token, jobId, { attachmentId: pdf });
    expect(applied.body.data.attachment).toMatchObject({ id: pdf, name: 'cv.pdf' });
    const id = applied.body.data.id as number;

    const read = (token: string) =>
      app.inject({
        method: 'GET',
        url: `/prod-api${apiPath(ADMIN_WORK_API.applicationAttachment, { id })}`,
        headers: { authorization: `Bearer ${token}` },
      });
    for (const token of [admin.token, right.token]) {
      const res = await read(token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await read(wrong.token)).statusCode).toBe(403);
    expect((await read(other.token)).statusCode).toBe(403);
    // The private file itself: its owner reads it, another member and an employer do not.
    const file = (token: string) =>
      app.inject({
        method: 'GET',
        url: `/prod-api${apiPath(API.privateFile, { id: pdf })}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await file(m.token)).statusCode).toBe(200);
    expect((await file(other.token)).statusCode).toBe(404);
    expect((await file(right.token)).statusCode).toBe(404);
  });
});
