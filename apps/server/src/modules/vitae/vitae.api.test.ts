import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, VITAE_API } from '@acsc/shared';
import { vitae, vitaeExperience } from '../../db/schema/index.js';
import { useTestApp } from '../../test/kit.js';
import { uploadTo } from '../../test/upload.js';
import { vitaeModule } from './routes.js';
import { vitaeSnapshot } from './service.js';
import { fullInfo, getCv, vitaeCall, workEntry } from './vitae.testkit.js';

/** The member's CV (issue 32): info, experience (save, reorder, delete), bad input, privacy, export and erasure. */

const { app, signUp } = await useTestApp();
const db = app.ctx.database.db;
const P = VITAE_API;
const rowsOf = async (memberId: number) => ({
  cv: await db.select().from(vitae).where(eq(vitae.memberId, memberId)),
  exp: await db.select().from(vitaeExperience).where(eq(vitaeExperience.memberId, memberId)),
});

describe('the CV', () => {
  it('starts empty, prefilled with the account phone, and counts what is missing', async () => {
    const m = await signUp();
    const res = await getCv(app, m.token);
    expect(res.body.code).toBe(0);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data.info.phone).toBe(m.phone);
    expect(res.body.data.completeness.percent).toBe(10); // the contact part only
    expect(res.body.data.completeness.missing).toContain('name');
    expect(res.body.data.updatedAt).toBeNull();
  });

  it('saves the info in Khmer, adds, edits, reorders and deletes entries; complete with a photo', async () => {
    const m = await signUp('km_KH');
    const saved = await vitaeCall(app, P.infoUpdate, m.token, fullInfo);
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.info.nameKm).toBe('សុខ ស្រីមុំ');
    expect(saved.body.data.info.languages[1]).toEqual({ language: 'zh', level: 'fluent', hsk: 5 });
    expect(saved.body.data.completeness.missing).toEqual(['photo', 'experience']);

    const a = (await vitaeCall(app, P.experienceSave, m.token, workEntry)).body.data.experience[0];
    await vitaeCall(app, P.experienceSave, m.token, {
      ...workEntry,
      kind: 'internship',
      organization: 'B',
      end: '2022-01',
      start: '2021-07',
    });
    const third = await vitaeCall(app, P.experienceSave, m.token, { ...workEntry, kind: 'project', organization: 'C' });
    expect(third.body.data.experience.map((x: { organization: string }) => x.organization)).toEqual([
      workEntry.organization,
      'B',
      'C',
    ]);
    const [, b, c] = third.body.data.experience;
    const edited = await vitaeCall(app, P.experienceSave, m.token, { ...workEntry, id: a.id, role: 'Manager' });
    expect(edited.body.data.experience[0]).toMatchObject({ id: a.id, role: 'Manager', end: null });

    const reordered = await vitaeCall(app, P.experienceReorder, m.token, { ids: [c.id, a.id, b.id] });
    expect(reordered.body.data.experience.map((x: { id: number }) => x.id)).toEqual([c.id, a.id, b.id]);
    expect((await getCv(app, m.token)).body.data.experience.map((x: { id: number }) => x.id)).toEqual([
      c.id,
      a.id,
      b.id,
    ]);

    const deleted = await vitaeCall(app, P.experienceDelete, m.token, { id: a.id });
    expect(deleted.body.data.experience.map((x: { id: number }) => x.id)).toEqual([c.id, b.id]);

    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const up = await uploadTo(app, P.photoUpload, m.token, 'me.png', png, 'image/png', 'en_US');
    expect(up.body.code).toBe(0);
    expect(up.body.data.photo).toMatch(/^data:image\/webp;base64,/);
    const full = (await getCv(app, m.token)).body.data;
    expect(full.completeness).toEqual({ percent: 100, missing: [] });

    // The snapshot the jobs feature keeps is self-contained and does not follow later edits.
    const snap = await vitaeSnapshot(app.ctx, m.id);
    expect(snap).toMatchObject({
      memberId: m.id,
      info: { nameZh: '苏丽梦' },
      experience: [{ id: c.id }, { id: b.id }],
    });
    expect(snap!.photo).toBe(full.photo);
    await vitaeCall(app, P.experienceDelete, m.token, { id: c.id });
    expect(snap!.experience).toHaveLength(2);
    expect(await vitaeSnapshot(app.ctx, (await signUp()).id)).toBeNull();
  });

  it('refuses bad input with a clear error in the member language and writes nothing', async () => {
    const m = await signUp('km_KH');
    await vitaeCall(app, P.infoUpdate, m.token, fullInfo);
    const entry = (await vitaeCall(app, P.experienceSave, m.token, workEntry)).body.data.experience[0];
    const before = await rowsOf(m.id);

    const backwards = { ...fullInfo, education: [{ ...fullInfo.education[0], start: '2022-09', end: '2018-06' }] };
    const r1 = await vitaeCall(app, P.infoUpdate, m.token, backwards, 'km_KH');
    expect(r1.body).toMatchObject({ code: 5540, msg: '«education.0» មានកាលបរិច្ឆេទបញ្ចប់មុនកាលបរិច្ឆេទចាប់ផ្តើម' });
    const r2 = await vitaeCall(
      app,
      P.experienceSave,
      m.token,
      { ...workEntry, id: entry.id, start: '2023-01', end: '2022-01' },
      'zh_CN',
    );
    expect(r2.body.code).toBe(5540);
    expect(r2.body.msg).toContain('结束时间早于开始时间');
    const r3 = await vitaeCall(app, P.infoUpdate, m.token, { ...fullInfo, nameLatin: 'x'.repeat(81) }, 'en_US');
    expect(r3.body).toMatchObject({ code: 1001, msg: 'Please check what you entered: nameLatin' });
    const r4 = await vitaeCall(
      app,
      P.infoUpdate,
      m.token,
      { ...fullInfo, languages: [{ language: 'xx', level: 'native' }] },
      'en_US',
    );
    expect(r4.body.code).toBe(5541);
    expect(r4.body.msg).toMatch(/^Choose each language/);
    const r5 = await vitaeCall(app, P.infoUpdate, m.token, {
      ...fullInfo,
      languages: [{ language: 'en', level: 'good', hsk: 4 }],
    });
    expect(r5.body.code).toBe(5541);
    const r6 = await vitaeCall(app, P.infoUpdate, m.token, {
      ...fullInfo,
      languages: [
        { language: 'km', level: 'native' },
        { language: 'km', level: 'good' },
      ],
    });
    expect(r6.body.code).toBe(5541);
    const r7 = await vitaeCall(
      app,
      P.infoUpdate,
      m.token,
      { ...fullInfo, wish: { ...fullInfo.wish, salaryMin: 2000 } },
      'zh_CN',
    );
    expect(r7.body).toMatchObject({ code: 5542, msg: '期望薪资的最低值不能高于最高值' });
    const r8 = await vitaeCall(app, P.experienceSave, m.token, { ...workEntry, start: '2022-13' });
    expect(r8.body.code).toBe(1001);
    const r9 = await vitaeCall(app, P.experienceReorder, m.token, { ids: [entry.id, entry.id] });
    expect(r9.body.code).toBe(5544);
    const r10 = await vitaeCall(app, P.infoUpdate, m.token, { ...fullInfo, skills: Array(31).fill('a') });
    expect(r10.body.code).toBe(1001);
    const r11 = await vitaeCall(app, P.infoUpdate, m.token, { ...fullInfo, email: 'not an email' }, 'en_US');
    expect(r11.body.code).toBe(2003);
    expect(await rowsOf(m.id)).toEqual(before);
  });

  it('keeps a CV to its member: visitors are told to sign in, another member cannot touch my entries', async () => {
    const me = await signUp();
    const other = await signUp();
    await vitaeCall(app, P.infoUpdate, me.token, fullInfo);
    const mine = (await vitaeCall(app, P.experienceSave, me.token, workEntry)).body.data.experience[0];
    const before = await rowsOf(me.id);

    for (const path of [P.get, P.pdf]) expect((await vitaeCall(app, path, undefined)).body.code).toBe(90);
    expect((await vitaeCall(app, P.infoUpdate, undefined, fullInfo)).body.code).toBe(90);
    expect((await getCv(app, other.token)).body.data.info.nameKm).toBe('');
    expect((await vitaeCall(app, P.experienceSave, other.token, { ...workEntry, id: mine.id })).body.code).toBe(1004);
    expect((await vitaeCall(app, P.experienceDelete, other.token, { id: mine.id })).body.code).toBe(1004);
    expect((await vitaeCall(app, P.experienceReorder, other.token, { ids: [mine.id] })).body.code).toBe(5544);
    expect(await rowsOf(me.id)).toEqual(before);
  });

  it('goes into the data export, and erasure deletes it with its photo', async () => {
    const m = await signUp();
    await vitaeCall(app, P.infoUpdate, m.token, fullInfo);
    await vitaeCall(app, P.experienceSave, m.token, workEntry);
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#48c' } })
      .png()
      .toBuffer();
    await uploadTo(app, P.photoUpload, m.token, 'me.png', png, 'image/png', 'en_US');
    const exported = await vitaeCall(app, API.dataExport, m.token);
    expect(exported.body.data.vitae).toMatchObject({
      info: { nameKm: fullInfo.nameKm },
      hasPhoto: true,
      experience: [{ role: workEntry.role }],
    });

    const key = (await rowsOf(m.id)).cv[0].photoKey!;
    expect(await app.ctx.privateFiles.open(key)).not.toBeNull();
    const after = await db.transaction((tx) => vitaeModule.eraseMemberData!(app.ctx, m.id, tx));
    await after?.();
    expect(await rowsOf(m.id)).toEqual({ cv: [], exp: [] });
    expect(await app.ctx.privateFiles.open(key)).toBeNull();
  });
});
