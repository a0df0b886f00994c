import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_ALUMNI_CERT_API as S, ALUMNI_CERT_API as P, API, API_BASE, apiPath } from '@acsc/shared';
import { alumniSubmissions, auditLog, members, privateFiles } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { uploadTo } from '../../test/upload.js';
import { staffCall } from '../admin/admin.testkit.js';
import { list as notificationList } from '../notifications/notifications.testkit.js';
import { post, veteran } from '../exchange/exchange.testkit.js';
import { modules } from '../index.js';
import { registryOf } from '../types.js';
import { eraseAccount } from '../setting/deletion.js';
import { approveAs, currentOf, rejectAs, submission, submit, uploadProof } from './certification.testkit.js';

/** Alumni certification (issue 33): submissions, proofs, staff review, the badge and the directory entry. */

const { app, clock, signUpStaff } = await useTestApp({ clock: true });
const reviewer = await signUpStaff(['editor']);
const support = await signUpStaff(['support']);
const db = app.ctx.database.db;
const member = (lang = 'en_US') => veteran(app, clock.now(), lang);
const rowsOf = (memberId: number) =>
  db.select().from(alumniSubmissions).where(eq(alumniSubmissions.memberId, memberId));
const readFile = (id: number | string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `${API_BASE}${API.privateFile.replace(':id', String(id))}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const directory = (keywords?: string, lang = 'en_US') =>
  call(app, `${API.certifiedAlumni}${keywords ? `?keywords=${encodeURIComponent(keywords)}` : ''}`, {
    method: 'GET',
    lang,
  });

describe('submitting', () => {
  it('refuses bad input in the member language and writes nothing', async () => {
    const m = await member('zh_CN');
    const proof = await uploadProof(app, m.token);
    const years = await submit(app, m.token, submission([proof], { entryYear: 2020, graduationYear: 2019 }), 'zh_CN');
    expect(years.body).toMatchObject({ code: 5561, msg: '毕业年份不能早于入学年份' });
    const km = await submit(app, m.token, submission([proof], { entryYear: 2020, graduationYear: 2019 }), 'km_KH');
    expect(km.body.msg).toBe('ឆ្នាំបញ្ចប់ការសិក្សាមិនអាចមុនឆ្នាំចូលរៀនបានទេ');
    expect((await submit(app, m.token, submission([proof], { schoolId: 'nowhere' }))).body.code).toBe(5563);
    expect((await submit(app, m.token, submission([proof], { schoolId: 'other' }))).body.code).toBe(5563);
    expect((await submit(app, m.token, submission([]))).body.code).toBe(1001);
    expect((await submit(app, m.token, submission([proof], { nameKm: 'Sok Dara' }))).body.code).toBe(1001);
    expect((await submit(app, m.token, submission([proof], { nameLatin: 'សុខ' }))).body.code).toBe(1001);
    expect((await submit(app, undefined, submission([proof]))).body.code).toBe(90);

    // A proof that is not an image or PDF is refused at the upload, in the member's language.
    const text = await uploadTo(
      app,
      API.privateFileUpload,
      m.token,
      'degree.txt',
      Buffer.from('I graduated'),
      'text/plain',
      'en_US',
    );
    expect(text.body.code).toBe(5110);
    // Someone else's file, or one that does not exist, cannot be a proof.
    const other = await member();
    const theirs = await uploadProof(app, other.token);
    expect((await submit(app, m.token, submission([theirs]))).body.code).toBe(5562);
    expect((await submit(app, m.token, submission([999999]))).body.code).toBe(5562);
    expect(await rowsOf(m.id)).toEqual([]);
    // The other member's file kept its purpose: nobody but its owner (and admins) reads it.
    const [file] = await db.select().from(privateFiles).where(eq(privateFiles.id, theirs));
    expect(file.purpose).toBe('member.attachment');
  });

  it('keeps one open submission at a time and shows where the member stands', async () => {
    const m = await member();
    const proof = await uploadProof(app, m.token);
    const pdf = await uploadProof(app, m.token, 'pdf');
    const first = await submit(app, m.token, submission([proof, pdf]));
    expect(first.body.data).toMatchObject({ status: 'Pending', schoolName: 'Peking University', reason: null });
    expect(first.body.data.proofs.map((p: { mime: string }) => p.mime)).toEqual(['image/jpeg', 'application/pdf']);
    const twice = await submit(app, m.token, submission([proof]));
    expect(twice.body).toMatchObject({
      code: 5560,
      msg: 'You already have a certification request waiting for review.',
    });
    expect(await rowsOf(m.id)).toHaveLength(1);
    const cur = await currentOf(app, m.token, 'zh_CN');
    expect(cur.body.data).toMatchObject({ certified: false, directory: null });
    expect(cur.body.data.submission).toMatchObject({
      id: first.body.data.id,
      status: 'Pending',
      schoolName: '北京大学',
    });
    expect((await currentOf(app, undefined)).body.code).toBe(90);
  });

  it('keeps one open submission when two are sent at once', async () => {
    const m = await member();
    const proof = await uploadProof(app, m.token);
    const both = await Promise.all([
      submit(app, m.token, submission([proof])),
      submit(app, m.token, submission([proof], { major: 'Law' })),
    ]);
    expect(both.map((r) => r.body.code).sort()).toEqual([0, 5560]);
    expect(await rowsOf(m.id)).toHaveLength(1);
  });
});

describe('proof files', () => {
  it('are read by their owner and reviewers, refused to other members and to staff without the role', async () => {
    const m = await member();
    const proof = await uploadProof(app, m.token);
    await submit(app, m.token, submission([proof]));
    expect((await readFile(proof, m.token)).statusCode).toBe(200);
    const seen = await readFile(proof, reviewer.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    const stranger = await member();
    expect((await readFile(proof, stranger.token)).json().code).toBe(1004);
    expect((await readFile(proof, support.token)).json().code).toBe(1004);
    expect((await readFile(proof)).json().code).toBe(90);
  });
});

describe('review', () => {
  it('rejects with a Khmer reason, the member resubmits, approval certifies: badge, notices, audit', async () => {
    const m = await member('km_KH');
    const proof = await uploadProof(app, m.token);
    const id = (await submit(app, m.token, submission([proof]), 'km_KH')).body.data.id as number;

    const queue = await staffCall(app, reviewer.token, 'GET', S.list, { status: 'Pending', pageNum: 1, pageSize: 50 });
    expect(queue.body.data.list.map((s: { id: number }) => s.id)).toContain(id);
    const reason = { km_KH: 'រូបថតមិនច្បាស់', en_US: 'The photo is not legible', zh_CN: '照片不清晰' };
    const rejected = await rejectAs(app, reviewer.token, id, reason);
    expect(rejected.body.data).toMatchObject({ status: 'Rejected', reasonTexts: reason });
    expect((await rejectAs(app, reviewer.token, id, reason)).body.code).toBe(5564);

    const told = await notificationList(app, m.token, {}, 'km_KH');
    expect(told.body.data.list[0]).toMatchObject({ type: 'alumnus.rejected', link: '/alumnus/submit' });
    expect(told.body.data.list[0].body).toContain('រូបថតមិនច្បាស់');
    const cur = await currentOf(app, m.token, 'km_KH');
    expect(cur.body.data.submission).toMatchObject({ status: 'Rejected', reason: 'រូបថតមិនច្បាស់' });

    // Corrected and sent again: a new Pending submission; the history keeps both.
    const again = await submit(app, m.token, submission([proof], { studentNumber: '1801210002' }), 'km_KH');
    expect(again.body.data.status).toBe('Pending');
    const hist = await call(app, P.history, { method: 'GET', token: m.token, lang: 'km_KH' });
    expect(hist.body.data.map((s: { status: string }) => s.status)).toEqual(['Pending', 'Rejected']);

    const approved = await approveAs(app, reviewer.token, again.body.data.id);
    expect(approved.body.data.status).toBe('Approved');
    expect(approved.body.data.member.badges).toContain('alumnus.certified');
    expect((await currentOf(app, m.token)).body.data).toMatchObject({ certified: true, directory: { name: true } });
    const notes = await notificationList(app, m.token, {}, 'en_US');
    expect(notes.body.data.list[0]).toMatchObject({ type: 'alumnus.approved', title: 'You are a certified alumnus' });

    // The badge on the member's card: their posts and their public page.
    const p = await post(app, m.token, { text: 'Certified at last', visibility: 'public' });
    expect(p.body.data.author.badges).toEqual(['alumnus.certified']);
    const page = await call(app, `${API.memberPublic}?id=${m.id}`, { method: 'GET' });
    expect(page.body.data.badges).toEqual(['alumnus.certified']);

    // Certified: no new submission.
    expect((await submit(app, m.token, submission([proof]))).body.code).toBe(5566);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityType, 'alumni_submission'));
    expect(audits.filter((a) => a.actorId === reviewer.id).map((a) => `${a.action}:${a.entityId}`)).toEqual(
      expect.arrayContaining([`reject:${id}`, `approve:${again.body.data.id}`]),
    );
  });

  it('warns when the same school and student number was certified for someone else', async () => {
    const a = await member();
    const b = await member();
    const number = { studentNumber: 'DUP-2020-77', schoolId: 'fudan' };
    const first = (await submit(app, a.token, submission([await uploadProof(app, a.token)], number))).body.data.id;
    await approveAs(app, reviewer.token, first);
    const second = (await submit(app, b.token, submission([await uploadProof(app, b.token)], number))).body.data.id;
    const d = await staffCall(app, reviewer.token, 'GET', apiPath(S.detail, { id: second }));
    expect(d.body.data.duplicates).toEqual([
      { submissionId: first, member: expect.objectContaining({ id: String(a.id) }) },
    ]);
    const own = await staffCall(app, reviewer.token, 'GET', apiPath(S.detail, { id: first }));
    expect(own.body.data.duplicates).toEqual([]);
  });
});

describe('the directory', () => {
  it('shows only what the member agreed to, and the member changes it or leaves', async () => {
    const m = await member();
    const body = submission([await uploadProof(app, m.token)], {
      nameLatin: 'Chan Visal',
      nameKm: 'ចាន់ វិសាល',
      nameZh: '',
      major: 'Hydraulic Engineering',
      city: 'Siem Reap',
      employer: 'Secret Employer',
      schoolId: 'hhu',
      show: { name: true, school: true, major: false, year: false, city: true, employer: false },
    });
    expect((await call(app, P.directory, { token: m.token, body: { show: body.show } })).body.code).toBe(5565);
    await approveAs(app, reviewer.token, (await submit(app, m.token, body)).body.data.id);
    const [entry] = (await directory('Chan Visal')).body.data.list;
    expect(entry).toMatchObject({ name: 'Chan Visal', school: 'Hohai University', major: '', graduationYear: null });
    expect(entry).toMatchObject({ city: 'Siem Reap', position: '' });
    expect((await directory('Chan Visal', 'km_KH')).body.data.list[0].name).toBe('ចាន់ វិសាល');
    expect(JSON.stringify((await directory('Hohai')).body.data)).not.toContain('Secret Employer');

    const show = { name: true, school: false, major: true, year: true, city: false, employer: true };
    expect((await call(app, P.directory, { token: m.token, body: { show } })).body.data).toEqual(show);
    expect((await directory('Chan Visal')).body.data.list[0]).toMatchObject({
      school: '',
      major: 'Hydraulic Engineering',
      graduationYear: 2021,
      city: '',
      position: 'Secret Employer',
    });
    await call(app, P.directory, { token: m.token, body: { show: { ...show, name: false } } });
    expect((await directory('Chan Visal')).body.data.list).toEqual([]);
  });
});

describe('reason templates and roles', () => {
  it('keeps reasons in three languages for reviewers only', async () => {
    const text = {
      zh_CN: '学号与证书不符',
      km_KH: 'លេខនិស្សិតមិនត្រូវនឹងសញ្ញាបត្រ',
      en_US: 'The student number does not match',
    };
    const made = await staffCall(app, reviewer.token, 'POST', S.reasonCreate, { text });
    expect(made.body.data).toMatchObject({ text });
    const id = made.body.data.id as number;
    const edited = await staffCall(app, reviewer.token, 'POST', apiPath(S.reasonUpdate, { id }), {
      text: { ...text, en_US: 'Student number and certificate differ' },
    });
    expect(edited.body.data.text.en_US).toBe('Student number and certificate differ');
    expect((await staffCall(app, reviewer.token, 'POST', S.reasonCreate, { text: {} })).body.code).toBe(1001);
    const listed = await staffCall(app, reviewer.token, 'GET', S.reasons);
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await staffCall(app, support.token, 'GET', S.reasons)).status).toBe(403);
    const m = await member();
    expect((await staffCall(app, m.token, 'GET', S.list)).status).toBe(403);
    expect((await staffCall(app, reviewer.token, 'POST', apiPath(S.reasonDelete, { id }))).body.data).toEqual({ id });
    expect((await staffCall(app, reviewer.token, 'POST', apiPath(S.reasonDelete, { id }))).body.code).toBe(1004);
  });

  it('lists and searches the schools', async () => {
    const res = await call(app, `${P.schools}?keywords=${encodeURIComponent('北京')}`, {
      method: 'GET',
      lang: 'zh_CN',
    });
    expect(res.body.data[0]).toMatchObject({ id: 'pku', name: '北京大学', nameEn: 'Peking University' });
    const en = await call(app, `${P.schools}?keywords=tsinghua`, { method: 'GET', lang: 'en_US' });
    expect(en.body.data).toEqual([
      { id: 'tsinghua', name: 'Tsinghua University', nameZh: '清华大学', nameEn: 'Tsinghua University' },
    ]);
  });
});

describe('member data', () => {
  it('puts submissions in the export; erasure deletes them, the proof files, the directory entry and the badge', async () => {
    const m = await member();
    const proof = await uploadProof(app, m.token);
    const id = (await submit(app, m.token, submission([proof], { nameLatin: 'Erased Person' }))).body.data.id;
    await approveAs(app, reviewer.token, id);
    const exported = await call(app, API.dataExport, { method: 'GET', token: m.token });
    expect(exported.body.data.alumnus).toMatchObject({
      certified: true,
      submissions: [expect.objectContaining({ id, status: 'Approved', nameLatin: 'Erased Person', proofIds: [proof] })],
    });
    const [file] = await db.select().from(privateFiles).where(eq(privateFiles.id, proof));
    expect(await app.ctx.privateFiles.open(file.key)).not.toBeNull();
    expect((await directory('Erased Person')).body.data.list).toHaveLength(1);

    await db
      .update(members)
      .set({ deleteAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(members.id, m.id));
    const registry = registryOf(modules, app.ctx);
    const cleanups = await db.transaction((tx) => eraseAccount(app.ctx, registry.memberData, tx, m.id, clock.now()));
    for (const c of cleanups ?? []) await c();
    expect(await rowsOf(m.id)).toEqual([]);
    expect(await db.select().from(privateFiles).where(eq(privateFiles.id, proof))).toEqual([]);
    expect(await app.ctx.privateFiles.open(file.key)).toBeNull();
    expect((await directory('Erased Person')).body.data.list).toEqual([]);
    const [row] = await db.select({ c: members.certifiedAlumnus }).from(members).where(eq(members.id, m.id));
    expect(row.c).toBe(false);
  });
});
