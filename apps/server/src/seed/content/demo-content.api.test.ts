import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { seedDemo } from '../demo.js';

const { app } = await useTestApp();
beforeAll(async () => {
  await seedDemo(app.ctx);
});

const get = (path: string, lang = 'zh_CN') => call(app, path, { method: 'GET', lang });

describe('demo content', () => {
  it('seeds at least 4 channels and 30 articles, some of them video, and does not duplicate on a second run', async () => {
    const channels = (await get('/client/article/v1/channel/list')).body.data;
    expect(channels.length).toBeGreaterThanOrEqual(4);
    let total = 0;
    let videos = 0;
    for (const c of channels) {
      const page = (await call(app, '/client/article/v1/channel/listPage', { body: { channelId: c.id, pageSize: 50 } }))
        .body.data;
      total += page.total;
      videos += page.list.filter((a: any) => a.kind === 'video' && a.video?.url.endsWith('.mp4')).length;
    }
    expect(total).toBeGreaterThanOrEqual(30);
    expect(videos).toBeGreaterThanOrEqual(2);
    await seedDemo(app.ctx);
    expect((await get('/client/article/v1/channel/list')).body.data).toHaveLength(channels.length);
  });

  it('serves every association page of both associations in all three languages', async () => {
    for (const association of ['acsc', 'ccya']) {
      for (const lang of LANGUAGES) {
        for (const page of ['introduction', 'founder', 'organization', 'basicData', 'chart']) {
          const res = await get(`/client/association/v1/${page}?association=${association}`, lang);
          expect(res.status, `${association} ${page} ${lang}`).toBe(200);
          expect(res.body.data.servedLanguage).toBe(lang);
        }
      }
    }
    const charts = (await get('/client/association/v1/chart', 'km_KH')).body.data.charts;
    expect(charts.map((c: any) => c.key)).toEqual(expect.arrayContaining(['members-per-year', 'students-by-province']));
    const org = (await get('/client/association/v1/organization', 'en_US')).body.data.root;
    expect(org.children.length).toBeGreaterThan(0);
  });

  it('gives the key figures their unit in the reader’s language only: none where that language has none (issue 27)', async () => {
    const units = async (lang: string) =>
      Object.fromEntries(
        (await get('/client/association/v1/basicData?association=acsc', lang)).body.data.figures.map((f: any) => [
          f.key,
          f.unit,
        ]),
      );
    expect(await units('zh_CN')).toMatchObject({ members: '人', cities: '个', universities: '所' });
    expect(await units('km_KH')).toMatchObject({ members: 'នាក់', cities: '', universities: '' });
    expect(await units('en_US')).toMatchObject({ members: '', cities: '', universities: '' });
  });

  it('has 6 scholarships with notices, 6 alumni news, 6 alumni stories and 3 banners on the home page', async () => {
    const s = (await get('/client/scholarship/v1/listPage?pageSize=50')).body.data;
    expect(s.total).toBe(6);
    expect(new Set(s.list.map((x: any) => x.status))).toEqual(new Set(['open', 'closing_soon', 'closed']));
    for (const item of s.list) {
      const detail = (await get(`/client/scholarship/v1/detail/${item.id}`, 'km_KH')).body.data;
      expect(detail.notices.length).toBeGreaterThan(0);
    }
    expect((await get('/client/alumnus/v1/news/listPage?pageSize=50')).body.data.total).toBe(6);
    expect((await get('/client/alumnus/v1/style/listPage?pageSize=50')).body.data.total).toBe(6);
    const home = (await get('/client/home/v1/index', 'en_US')).body.data;
    expect(home.banners).toHaveLength(3);
    expect(home.channels.length).toBeGreaterThanOrEqual(4);
    expect(home.scholarships.every((x: any) => x.status !== 'closed')).toBe(true);
    expect(home.alumniStories.length).toBeGreaterThan(0);
    expect(home.association.name).toContain('ACSC');
  });

  it('attaches downloadable PDFs to scholarships, named in the reader language', async () => {
    const s = (await get('/client/scholarship/v1/listPage?pageSize=50', 'km_KH')).body.data;
    const withFiles = [];
    for (const item of s.list) {
      const detail = (await get(`/client/scholarship/v1/detail/${item.id}`, 'km_KH')).body.data;
      if (detail.attachments.length) withFiles.push(detail);
    }
    expect(withFiles.length).toBeGreaterThanOrEqual(2);
    const file = withFiles[0].attachments[0];
    expect(file.name).toMatch(/[\u1780-\u17FF]/);
    const res = await app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(file.size);
  });

  it('finds demo articles by Chinese and Khmer keywords', async () => {
    const zh = (await call(app, '/client/article/v1/search/listPage', { body: { keywords: '学生' } })).body.data;
    expect(zh.total).toBeGreaterThan(3);
    const km = (await call(app, '/client/article/v1/search/listPage', { body: { keywords: 'សិស្ស' }, lang: 'km_KH' }))
      .body.data;
    expect(km.total).toBeGreaterThan(3);
    expect(km.list[0].servedLanguage).toBe('km_KH');
  });

  it('serves the demo video with HTTP range requests and a long cache lifetime', async () => {
    const list = (await call(app, '/client/article/v1/search/listPage', { body: { keywords: '视频' } })).body.data.list;
    const video = list.find((a: any) => a.video)?.video;
    expect(video).toBeTruthy();
    const full = await app.inject({ method: 'GET', url: video.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['cache-control']).toContain('immutable');
    const part = await app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 100-199\//);
    expect(part.rawPayload.length).toBe(100);
    const poster = await app.inject({ method: 'GET', url: video.poster });
    expect(poster.statusCode).toBe(200);
  });
});
