import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_WORK_API, API, apiPath, VITAE_API, WORK_API } from '@acsc/shared';
import { members, workApplications, workJobs } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { staffCall } from '../admin/admin.testkit.js';
import { list as notificationList } from '../notifications/notifications.testkit.js';
import { workModule } from './routes.js';
import { applyFor, createdCompany, jobInput, jobList, myApplications, publishedJob } from './work.testkit.js';
import { fullInfo, vitaeCall, workEntry } from '../vitae/vitae.testkit.js';

/** Work (issue 32): the job list's filters and search, applying, withdrawal, the pipeline, deadlines, member data. */

const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
const staff = await signUpStaff(['editor']);
const db = app.ctx.database.db;
const DAY = 86_400_000;
const applicationsOf = (jobId: number) => db.select().from(workApplications).where(eq(workApplications.jobId, jobId));
const titles = (res: { body: { data: { list: { title: string }[] } } }) => res.body.data.list.map((j) => j.title);

describe('the job list', () => {
  it('filters by city, type, industry, language and salary, finds Chinese, Khmer and English words, and sorts', async () => {
    const now = clock.now();
    const a = await createdCompany(app, staff.token);
    const b = await createdCompany(app, staff.token, {
      name: { zh_CN: '吴哥银行', km_KH: 'ធនាគារអង្គរ', en_US: 'Angkor Bank' },
      industry: 'finance',
    });
    const translator = await publishedJob(app, staff.token, jobInput(a, now));
    const teller = await publishedJob(
      app,
      staff.token,
      jobInput(b, now, {
        title: { zh_CN: '银行柜员', km_KH: 'បុគ្គលិកបេឡាធនាគារ', en_US: 'Bank teller' },
        city: { zh_CN: '暹粒', km_KH: 'សៀមរាប', en_US: 'Siem Reap' },
        type: 'partTime',
        industry: 'finance',
        salaryMin: 300,
        salaryMax: 400,
        languages: [{ language: 'en', level: 'working', hsk: null }],
        deadline: new Date(now.getTime() + 3 * DAY).toISOString(),
      }),
    );
    const intern = await publishedJob(
      app,
      staff.token,
      jobInput(b, now, {
        title: { zh_CN: '财务实习生', en_US: 'Finance intern' },
        type: 'internship',
        industry: 'finance',
        salaryMin: null,
        salaryMax: null,
        languages: [],
      }),
    );
    // A draft never shows.
    await staffCall(
      app,
      staff.token,
      'POST',
      ADMIN_WORK_API.jobCreate,
      jobInput(a, now, { title: { en_US: 'Draft' } }),
    );

    const all = await jobList(app);
    expect(all.status).toBe(200);
    expect(all.body.data.list.map((j: { id: number }) => j.id)).toEqual([intern, teller, translator]);
    expect(all.headers['cache-control']).toMatch(/public/);
    expect((await jobList(app, { sort: 'closing' })).body.data.list[0]).toMatchObject({
      id: teller,
      closingSoon: true,
    });
    expect(all.body.data.list.find((j: { id: number }) => j.id === translator)).toMatchObject({
      closingSoon: false,
      negotiable: false,
      company: { name: 'Sino-Khmer Construction' },
    });
    expect(all.body.data.list.find((j: { id: number }) => j.id === intern).negotiable).toBe(true);

    expect(titles(await jobList(app, { city: 'សៀមរាប' }))).toEqual(['Bank teller']);
    expect(titles(await jobList(app, { type: 'internship' }))).toEqual(['Finance intern']);
    expect(titles(await jobList(app, { industry: 'construction' }))).toEqual(['Chinese translator']);
    expect(titles(await jobList(app, { language: 'en' }))).toEqual(['Bank teller']);
    expect(titles(await jobList(app, { salary: 500 }))).toEqual(['Chinese translator']);
    expect(titles(await jobList(app, { keywords: '翻译' }))).toEqual(['Chinese translator']);
    expect(titles(await jobList(app, { keywords: 'សៀមរាប' }))).toEqual(['Bank teller']);
    // The company's name is searched too: both of Angkor Bank's jobs.
    expect(titles(await jobList(app, { keywords: 'ធនាគារ' })).sort()).toEqual(['Bank teller', 'Finance intern']);
    expect(titles(await jobList(app, { keywords: 'angkor' })).sort()).toEqual(['Bank teller', 'Finance intern']);
    expect(titles(await jobList(app, { keywords: 'teller', type: 'fullTime' }))).toEqual([]);
    // Served in Khmer where the job has Khmer, in Chinese where it has not.
    const km = await jobList(app, { industry: 'finance' }, 'km_KH');
    expect(titles(km)).toEqual(['财务实习生', 'បុគ្គលិកបេឡាធនាគារ']);

    // A bad filter is a clear error, never a 5xx.
    const bad = await jobList(app, { type: 'forever' }, 'zh_CN');
    expect(bad.status).toBe(400);

    // The detail: the job, its company, similar jobs; the company page lists its open jobs.
    const detail = await call(app, apiPath(WORK_API.jobDetail, { id: teller }), { method: 'GET' });
    expect(detail.body.data).toMatchObject({ id: teller, companyCard: { id: b, openJobs: 2 }, mine: null });
    expect(detail.body.data.similar.map((j: { id: number }) => j.id)).toEqual([intern]);
    const company = await call(app, apiPath(WORK_API.companyDetail, { id: b }), { method: 'GET', lang: 'zh_CN' });
    expect(company.body.data).toMatchObject({ name: '吴哥银行', openJobs: 2 });
    expect(company.body.data.jobs.map((j: { id: number }) => j.id)).toEqual([teller, intern]);
  });

  it("refuses an upside-down salary range in the writer's language, writing nothing", async () => {
    const a = await createdCompany(app, staff.token);
    const before = await db.select().from(workJobs);
    const res = await staffCall(
      app,
      staff.token,
      'POST',
      ADMIN_WORK_API.jobCreate,
      jobInput(a, clock.now(), { salaryMin: 900, salaryMax: 600 }),
      'km_KH',
    );
    expect(res.body).toMatchObject({ code: 5503, msg: 'ប្រាក់ខែអប្បបរមាមិនអាចខ្ពស់ជាងប្រាក់ខែអតិបរមាទេ' });
    expect(await db.select().from(workJobs)).toEqual(before);
  });
});

describe('applying', () => {
  it('takes one application per job with a CV snapshot that later edits do not change', async () => {
    const jobId = await publishedJob(app, staff.token, jobInput(await createdCompany(app, staff.token), clock.now()));
    const m = await signUp('zh_CN');
    await db.update(members).set({ nickname: 'Sokha Chan' }).where(eq(members.id, m.id));
    const first = await applyFor(app, m.token, jobId, { coverLetter: 'I speak Chinese.' });
    expect(first.body.data).toMatchObject({ status: 'Submitted', coverLetter: 'I speak Chinese.', withdrawable: true });

    const before = await applicationsOf(jobId);
    const twice = await applyFor(app, m.token, jobId, {}, 'zh_CN');
    expect(twice.body).toMatchObject({ code: 5501, msg: '你已申请过该职位' });
    expect(await applicationsOf(jobId)).toEqual(before);

    // The member changes their name: what the employer reads stays as sent.
    await db.update(members).set({ nickname: 'Sokha C.' }).where(eq(members.id, m.id));
    const [row] = await applicationsOf(jobId);
    const seen = await staffCall(app, staff.token, 'GET', apiPath(ADMIN_WORK_API.applicationDetail, { id: row.id }));
    expect(seen.body.data.cv).toMatchObject({ name: 'Sokha Chan' });

    const detail = await call(app, apiPath(WORK_API.jobDetail, { id: jobId }), { method: 'GET', token: m.token });
    expect(detail.body.data.mine).toMatchObject({ id: row.id, status: 'Viewed' });
    expect(detail.headers['cache-control']).toBe('private, no-store');
  });

  it('sends the member’s online CV with the application, as it was when they applied', async () => {
    const jobId = await publishedJob(app, staff.token, jobInput(await createdCompany(app, staff.token), clock.now()));
    const m = await signUp('km_KH');
    expect((await vitaeCall(app, VITAE_API.infoUpdate, m.token, fullInfo)).body.code).toBe(0);
    expect((await vitaeCall(app, VITAE_API.experienceSave, m.token, workEntry)).body.code).toBe(0);
    expect((await applyFor(app, m.token, jobId, {})).body.code).toBe(0);
    // The member edits the CV after applying: the employer still reads the CV as sent.
    await vitaeCall(app, VITAE_API.infoUpdate, m.token, { ...fullInfo, nameLatin: 'Sok S. Mom' });
    const [row] = await applicationsOf(jobId);
    const seen = await staffCall(app, staff.token, 'GET', apiPath(ADMIN_WORK_API.applicationDetail, { id: row.id }));
    expect(seen.body.data.cv.info).toMatchObject({ nameKm: 'សុខ ស្រីមុំ', nameLatin: 'Sok Sreymom' });
    expect(seen.body.data.cv.experience).toEqual([expect.objectContaining({ organization: '华为技术 Cambodia' })]);
  });

  it('refuses a closed job, an expired one, a draft and a visitor, writing nothing', async () => {
    const company = await createdCompany(app, staff.token);
    const now = clock.now();
    const closed = await publishedJob(app, staff.token, jobInput(company, now));
    await staffCall(app, staff.token, 'POST', apiPath(ADMIN_WORK_API.jobClose, { id: closed }), {});
    const soon = await publishedJob(
      app,
      staff.token,
      jobInput(company, now, { deadline: new Date(now.getTime() + 3600_000).toISOString() }),
    );
    const m = await signUp('km_KH');
    const res = await applyFor(app, m.token, closed, {}, 'km_KH');
    expect(res.body).toMatchObject({ code: 5500, msg: 'មុខតំណែងនេះបានបិទការទទួលពាក្យហើយ' });
    clock.advance(2 * 3600);
    expect((await applyFor(app, m.token, soon)).body.code).toBe(5500);
    expect((await applyFor(app, undefined, soon)).body.code).toBe(90);
    expect(await applicationsOf(closed)).toEqual([]);
    expect(await applicationsOf(soon)).toEqual([]);
  });

  it('closes jobs past their deadline on the job runner; they leave the list', async () => {
    const now = clock.now();
    const id = await publishedJob(
      app,
      staff.token,
      jobInput(await createdCompany(app, staff.token), now, {
        deadline: new Date(now.getTime() + 600_000).toISOString(),
      }),
    );
    expect((await jobList(app)).body.data.list.map((j: { id: number }) => j.id)).toContain(id);
    clock.advance(3600);
    await app.ctx.jobs.drain();
    const [row] = await db.select().from(workJobs).where(eq(workJobs.id, id));
    expect(row.status).toBe('closed');
    expect((await jobList(app)).body.data.list.map((j: { id: number }) => j.id)).not.toContain(id);
    // Publishing it again with its past deadline is refused.
    const again = await staffCall(app, staff.token, 'POST', apiPath(ADMIN_WORK_API.jobPublish, { id }), {}, 'en_US');
    expect(again.body).toMatchObject({ code: 5507, msg: 'The deadline has passed: change it first.' });
  });
});

describe('the pipeline', () => {
  it('moves an application through Viewed and Interview, telling the applicant in their language, then withdraws', async () => {
    const jobId = await publishedJob(app, staff.token, jobInput(await createdCompany(app, staff.token), clock.now()));
    const m = await signUp('km_KH');
    const { id } = (await applyFor(app, m.token, jobId)).body.data;

    const list = await staffCall(app, staff.token, 'GET', ADMIN_WORK_API.applicationList, {
      jobId,
      status: 'Submitted',
    });
    expect(list.body.data.list.map((a: { id: number }) => a.id)).toEqual([id]);
    const moved = await staffCall(app, staff.token, 'POST', ADMIN_WORK_API.applicationStatus, {
      id,
      status: 'Interview',
      message: 'Tuesday 10:00 at our office',
    });
    expect(moved.body.data.status).toBe('Interview');
    await staffCall(app, staff.token, 'POST', ADMIN_WORK_API.applicationNote, { id, note: 'Strong HSK 5' });

    const [note] = (await notificationList(app, m.token, {}, 'km_KH')).body.data.list;
    expect(note).toMatchObject({ type: 'work.applicationStatus', link: '/work/record' });
    expect(note.title).toBe('ពាក្យស្នើសុំ «អ្នកបកប្រែភាសាចិន»៖ សម្ភាសន៍');
    expect(note.body).toContain('Tuesday 10:00 at our office');

    const mine = await myApplications(app, m.token, 'km_KH');
    expect(mine.body.data.list[0]).toMatchObject({ id, status: 'Interview', job: { id: jobId } });
    expect(mine.body.data.list[0].timeline.map((t: { status: string }) => t.status)).toEqual([
      'Submitted',
      'Interview',
    ]);
    expect(mine.body.data.list[0].timeline[1].message).toBe('Tuesday 10:00 at our office');
    expect(JSON.stringify(mine.body.data)).not.toContain('Strong HSK 5');

    const withdrawn = await call(app, WORK_API.withdraw, { token: m.token, body: { id } });
    expect(withdrawn.body.data).toMatchObject({ status: 'Withdrawn', withdrawable: false });
    const after = await staffCall(app, staff.token, 'POST', ADMIN_WORK_API.applicationStatus, { id, status: 'Offer' });
    expect(after.body.code).toBe(5505);
  });

  it("cannot withdraw a decided application, nor someone else's", async () => {
    const jobId = await publishedJob(app, staff.token, jobInput(await createdCompany(app, staff.token), clock.now()));
    const [m, other] = [await signUp('zh_CN'), await signUp('en_US')];
    const { id } = (await applyFor(app, m.token, jobId)).body.data;
    expect((await call(app, WORK_API.withdraw, { token: other.token, body: { id } })).body.code).toBe(1004);
    await staffCall(app, staff.token, 'POST', ADMIN_WORK_API.applicationStatus, { id, status: 'Offer' });
    const res = await call(app, WORK_API.withdraw, { token: m.token, lang: 'zh_CN', body: { id } });
    expect(res.body).toMatchObject({ code: 5504, msg: '该申请已有结果，不能撤回' });
    expect((await applicationsOf(jobId))[0].status).toBe('Offer');
    const csv = await app.inject({
      method: 'GET',
      url: `/prod-api${ADMIN_WORK_API.applicationExport}?jobId=${jobId}`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[1]).toContain(',Offer,');
  });
});

describe('member data', () => {
  it('puts applications in the export; erasure removes them', async () => {
    const jobId = await publishedJob(app, staff.token, jobInput(await createdCompany(app, staff.token), clock.now()));
    const m = await signUp();
    await applyFor(app, m.token, jobId, { coverLetter: 'Hello' });
    const exported = await call(app, API.dataExport, { method: 'GET', token: m.token });
    expect(exported.body.data.work.applications).toEqual([
      expect.objectContaining({ jobId, status: 'Submitted', coverLetter: 'Hello' }),
    ]);
    await db.transaction((tx) => workModule.eraseMemberData!(app.ctx, m.id, tx));
    expect(await applicationsOf(jobId)).toEqual([]);
  });
});
