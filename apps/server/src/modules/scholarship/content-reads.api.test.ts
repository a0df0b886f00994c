import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { contentFactories } from '../../test/content-factories.js';
import { siteSettings } from '../../db/schema/site.js';

/** Scholarships, association pages, alumni and home: visibility, status, fallback, not-found. */
const DAY = 86_400_000;
const now = new Date('2026-05-01T00:00:00Z');
let f: ReturnType<typeof contentFactories>;
const ids: Record<string, number> = {};
const get = (path: string, lang = 'zh_CN') => call(app, path, { method: 'GET', lang });

const { app } = await useTestApp({ build: { now: () => now } });
beforeAll(async () => {
  f = contentFactories(app);
  const at = (d: number) => new Date(now.getTime() + d * DAY);
  ids.open = (await f.scholarship({ level: 'master', deadline: at(40), publishAt: at(-3) })).id;
  ids.soon = (
    await f.scholarship({
      level: 'bachelor',
      deadline: at(5),
      publishAt: at(-2),
      title: { zh_CN: '本科奖学金', km_KH: 'អាហារូបករណ៍បរិញ្ញាបត្រ' },
    })
  ).id;
  ids.closed = (await f.scholarship({ level: 'master', deadline: at(-1), publishAt: at(-30) })).id;
  ids.draftScholarship = (await f.scholarship({ status: 'draft' })).id;
  ids.notice = (await f.notice(ids.open, { publishAt: at(-1) })).id;
  ids.futureNotice = (await f.notice(ids.open, { status: 'scheduled', publishAt: at(2) })).id;
  ids.noticeOfDraft = (await f.notice(ids.draftScholarship)).id;
  ids.news1 = (await f.alumniNews({ publishAt: at(-5) })).id;
  ids.news2 = (await f.alumniNews({ publishAt: at(-1) })).id;
  ids.person = (await f.alumniStory({ style: 'person', publishAt: at(-2) })).id;
  ids.group = (await f.alumniStory({ style: 'group', publishAt: at(-1) })).id;
  ids.hiddenStory = (await f.alumniStory({ status: 'draft' })).id;
  await f.certifiedAlumnus({ name: { zh_CN: '索菲', en_US: 'Sophy' } });
  await f.banner({ sortOrder: 2 });
  await f.banner({ sortOrder: 1, title: { zh_CN: '第一', en_US: 'First' } });
  await f.banner({ status: 'scheduled', publishAt: at(1) });
  await f.associationSection('acsc', 'introduction', {
    name: { zh_CN: '柬埔寨留华学生会', en_US: 'ACSC' },
    title: { zh_CN: '协会简介', en_US: 'About' },
    summary: { zh_CN: '简介' },
    body: { zh_CN: '<p>正文</p>' },
    image: null,
    foundedYear: 2016,
  });
});

describe('scholarships', () => {
  it('computes open / closing soon / closed from the deadline and filters by status and level', async () => {
    const all = (await get('/client/scholarship/v1/listPage?pageSize=10')).body.data;
    expect(all.total).toBe(3);
    // Soonest open deadline first, closed last.
    expect(all.list.map((s: any) => [s.id, s.status])).toEqual([
      [ids.soon, 'closing_soon'],
      [ids.open, 'open'],
      [ids.closed, 'closed'],
    ]);
    expect(
      (await get('/client/scholarship/v1/listPage?status=closing_soon')).body.data.list.map((s: any) => s.id),
    ).toEqual([ids.soon]);
    expect((await get('/client/scholarship/v1/listPage?status=closed')).body.data.list.map((s: any) => s.id)).toEqual([
      ids.closed,
    ]);
    expect((await get('/client/scholarship/v1/listPage?level=master')).body.data.total).toBe(2);
    expect(
      (await get(`/client/scholarship/v1/listPage?keywords=${encodeURIComponent('本科')}`)).body.data.list.map(
        (s: any) => s.id,
      ),
    ).toEqual([ids.soon]);
    const bad = await get('/client/scholarship/v1/listPage?status=whenever', 'en_US');
    expect(bad.status).toBe(400);
  });

  it('shows a scholarship with its visible notices only, and a notice of a hidden scholarship is not found', async () => {
    const d = (await get(`/client/scholarship/v1/detail/${ids.open}`, 'en_US')).body.data;
    expect(d.notices.map((n: any) => n.id)).toEqual([ids.notice]);
    expect(d.attachments).toEqual([{ name: 'Application form', url: '/media/demo/form.pdf', size: 1024 }]);
    const n = (await get(`/client/scholarship/v1/notice/${ids.notice}`, 'en_US')).body.data;
    expect(n).toMatchObject({
      scholarshipId: ids.open,
      title: expect.stringMatching(/^Notice/),
      servedLanguage: 'en_US',
    });
    expect((await get(`/client/scholarship/v1/notice/${ids.futureNotice}`)).status).toBe(404);
    expect((await get(`/client/scholarship/v1/notice/${ids.noticeOfDraft}`)).status).toBe(404);
    const hidden = await get(`/client/scholarship/v1/detail/${ids.draftScholarship}`, 'km_KH');
    expect(hidden.status).toBe(404);
    expect(hidden.body.msg).toBe('រកមិនឃើញមាតិកា ឬត្រូវបានដកចេញ');
  });

  it('serves a scholarship missing Khmer in Chinese, and one with Khmer in Khmer', async () => {
    const fallback = (await get(`/client/scholarship/v1/detail/${ids.open}`, 'km_KH')).body.data;
    expect(fallback).toMatchObject({ servedLanguage: 'zh_CN', availableLanguages: ['zh_CN', 'en_US'] });
    const km = (await get(`/client/scholarship/v1/detail/${ids.soon}`, 'km_KH')).body.data;
    expect(km).toMatchObject({ title: 'អាហារូបករណ៍បរិញ្ញាបត្រ', servedLanguage: 'km_KH' });
  });
});

describe('association, alumni and home', () => {
  it('serves the introduction with fallback and answers a missing page with 404', async () => {
    const km = (await get('/client/association/v1/introduction', 'km_KH')).body.data;
    expect(km).toMatchObject({
      name: '柬埔寨留华学生会',
      servedLanguage: 'zh_CN',
      availableLanguages: ['zh_CN', 'en_US'],
      foundedYear: 2016,
    });
    const missing = await get('/client/association/v1/founder', 'en_US');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('This item does not exist or is no longer available.');
    expect((await get('/client/association/v1/introduction?association=nobody')).status).toBe(400);
  });

  it('lists alumni news newest first with prev/next, stories by style, certified alumni, hiding drafts', async () => {
    const news = (await get('/client/alumnus/v1/news/listPage')).body.data;
    expect(news.list.map((n: any) => n.id)).toEqual([ids.news2, ids.news1]);
    const d = (await get(`/client/alumnus/v1/news/${ids.news1}`)).body.data;
    expect(d).toMatchObject({ prev: null, next: { id: ids.news2 } });
    expect((await get('/client/alumnus/v1/style/listPage?style=group')).body.data.list.map((s: any) => s.id)).toEqual([
      ids.group,
    ]);
    expect((await get('/client/alumnus/v1/style/listPage')).body.data.total).toBe(2);
    const story = (await get(`/client/alumnus/v1/style/${ids.person}`, 'en_US')).body.data;
    expect(story.photos).toHaveLength(1);
    expect((await get(`/client/alumnus/v1/style/${ids.hiddenStory}`)).status).toBe(404);
    const certified = (await get('/client/alumnus/v1/audited/listPage?keywords=Sophy', 'en_US')).body.data;
    expect(certified.list.map((a: any) => a.name)).toEqual(['Sophy']);
  });

  it('builds the home payload from visible content only', async () => {
    const home = (await get('/client/home/v1/index', 'en_US')).body.data;
    expect(home.banners.map((b: any) => b.title)).toEqual(['First', expect.stringMatching(/^Banner/)]);
    expect(home.scholarships.map((s: any) => s.id)).toEqual([ids.soon, ids.open]);
    expect(home.alumniStories.map((s: any) => s.id)).toEqual([ids.group, ids.person]);
    expect(home.association).toMatchObject({ name: 'ACSC', association: 'acsc' });
    expect(home.association.body).toBeUndefined();
    expect(home.channels).toEqual([]);
  });

  it('lists only native app links that lead somewhere else than the download page itself (issue 27)', async () => {
    // The seeded settings point both platforms back at /download#android and /download#ios: no app.
    expect((await get('/client/site/v1/download')).body.data.links).toEqual([]);
    const set = (key: string, value: string) =>
      app.ctx.database.db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    await set('androidUrl', 'https://play.google.com/store/apps/details?id=org.acsc.app');
    await set('iosUrl', '/media/docs/acsc.ipa');
    const download = (await get('/client/site/v1/download')).body.data;
    expect(download.links).toEqual([
      { platform: 'android', url: 'https://play.google.com/store/apps/details?id=org.acsc.app' },
      { platform: 'ios', url: expect.stringMatching(/^https?:\/\/[^/]+\/media\/docs\/acsc\.ipa$/) },
    ]);
    await set('androidUrl', '/download/');
    expect((await get('/client/site/v1/download')).body.data.links.map((l: any) => l.platform)).toEqual(['ios']);
  });
});
