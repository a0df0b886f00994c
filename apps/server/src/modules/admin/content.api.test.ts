import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, API, ERRORS, apiPath } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { staffCall } from './admin.testkit.js';

let editor: { token: string; id: number };
let admin: { token: string; id: number };
let channelId: number;

const article = (over: Record<string, unknown> = {}) => ({
  channelId,
  title: { zh_CN: '学生会迎新晚会', km_KH: 'ពិធីស្វាគមន៍និស្សិតថ្មី', en_US: 'Welcome party for new students' },
  summary: { zh_CN: '欢迎新同学', en_US: 'Welcoming new students' },
  body: { zh_CN: '<p>迎新晚会在北京举行。</p>', en_US: '<p>The party was held in Beijing.</p>' },
  ...over,
});

const post = (path: string, body?: unknown, token = editor.token) => staffCall(app, token, 'POST', path, body);
const get = (path: string, query?: Record<string, unknown>, token = editor.token) =>
  staffCall(app, token, 'GET', path, query);
const publicList = () => call(app, `${API.channelArticles}?channelId=${channelId}`, { method: 'GET', lang: 'en_US' });

const { app, clock, signUpStaff } = await useTestApp({ clock: true });
beforeAll(async () => {
  editor = await signUpStaff(['editor']);
  admin = await signUpStaff(['admin']);
  const res = await post(ADMIN_API.channel.create, {
    code: 'campus',
    name: { zh_CN: '校园', km_KH: 'សាកលវិទ្យាល័យ', en_US: 'Campus' },
  });
  expect(res.body.code).toBe(0);
  channelId = res.body.data.id;
});

describe('articles: create, publish, schedule, unpublish, delete as a visitor sees them', () => {
  it('keeps a new article as a draft the public cannot see, then publishes it and the public list changes (new ETag)', async () => {
    const before = await publicList();
    const created = await post(ADMIN_API.article.create, article());
    expect(created.body.code).toBe(0);
    const item = created.body.data;
    expect(item).toMatchObject({ status: 'draft', state: 'draft', channelId, createdBy: editor.id });
    expect(item.completeness.zh_CN).toEqual({ complete: true, missing: [] });
    expect(item.completeness.km_KH).toEqual({ complete: false, missing: ['summary', 'body'] });
    expect((await call(app, apiPath(API.articleDetail, { id: item.id }), { method: 'GET' })).status).toBe(404);

    const published = await post(apiPath(ADMIN_API.article.publish, { id: item.id }));
    expect(published.body.data).toMatchObject({ status: 'published', state: 'published' });
    const after = await publicList();
    expect(after.body.data.list.map((a: any) => a.title)).toContain('Welcome party for new students');
    expect(after.headers.etag).not.toBe(before.headers.etag);

    // Editing a published article shows at once in the public detail.
    const edited = await post(
      apiPath(ADMIN_API.article.update, { id: item.id }),
      article({ title: { ...article().title, en_US: 'Welcome party 2031' } }),
    );
    expect(edited.body.data.status).toBe('published');
    const detail = await call(app, apiPath(API.articleDetail, { id: item.id }), { method: 'GET', lang: 'en_US' });
    expect(detail.body.data.title).toBe('Welcome party 2031');

    // The search index follows staff edits.
    const found = await call(app, `${API.searchArticles}?keywords=${encodeURIComponent('迎新')}`, { method: 'GET' });
    expect(found.body.data.list.map((a: any) => a.id)).toContain(item.id);

    await post(apiPath(ADMIN_API.article.unpublish, { id: item.id }));
    expect((await publicList()).body.data.list.map((a: any) => a.id)).not.toContain(item.id);
    const removed = await post(apiPath(ADMIN_API.article.remove, { id: item.id }));
    expect(removed.body.code).toBe(0);
    expect((await get(apiPath(ADMIN_API.article.detail, { id: item.id }))).status).toBe(404);
  });

  it('shows a scheduled article on the public list only once its time has come', async () => {
    const { body } = await post(
      ADMIN_API.article.create,
      article({ title: { zh_CN: '定时发布的文章', en_US: 'Scheduled article' } }),
    );
    const at = new Date(clock.now().getTime() + 2 * 3600_000).toISOString();
    const scheduled = await post(apiPath(ADMIN_API.article.publish, { id: body.data.id }), { publishAt: at });
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', state: 'scheduled', publishAt: at });
    expect((await publicList()).body.data.list.map((a: any) => a.title)).not.toContain('Scheduled article');
    const listed = await get(ADMIN_API.article.list, { state: 'scheduled' });
    expect(listed.body.data.list.map((a: any) => a.id)).toEqual([body.data.id]);

    clock.advance(2 * 3600 + 1);
    expect((await publicList()).body.data.list.map((a: any) => a.title)).toContain('Scheduled article');
    expect((await get(apiPath(ADMIN_API.article.detail, { id: body.data.id }))).body.data.state).toBe('published');
  });

  it('lists with keywords, filters, sorting and paging', async () => {
    for (const n of [1, 2, 3])
      await post(ADMIN_API.article.create, article({ title: { zh_CN: `分页文章${n}`, en_US: `Paged ${n}` } }));
    const page1 = await get(ADMIN_API.article.list, { keywords: 'Paged', pageSize: 2, sort: 'id', order: 'asc' });
    expect(page1.body.data.total).toBe(3);
    expect(page1.body.data.list.map((a: any) => a.title.en_US)).toEqual(['Paged 1', 'Paged 2']);
    const page2 = await get(ADMIN_API.article.list, {
      keywords: 'Paged',
      pageSize: 2,
      pageNum: 2,
      sort: 'id',
      order: 'asc',
    });
    expect(page2.body.data.list.map((a: any) => a.title.en_US)).toEqual(['Paged 3']);
    const untranslated = await get(ADMIN_API.article.list, { untranslated: 'km_KH', keywords: 'Paged' });
    expect(untranslated.body.data.total).toBe(3);
    const drafts = await get(ADMIN_API.article.list, { state: 'draft', channelId });
    expect(drafts.body.data.list.every((a: any) => a.state === 'draft')).toBe(true);
  });

  it('refuses bad input with a clear message in the request language and changes nothing', async () => {
    const count = (await get(ADMIN_API.article.list)).body.data.total;
    const noChannel = await staffCall(
      app,
      editor.token,
      'POST',
      ADMIN_API.article.create,
      article({ channelId: 999999 }),
      'en_US',
    );
    expect(noChannel.status).toBe(400);
    expect(noChannel.body.msg).toContain('channelId');
    const foreignCover = await staffCall(
      app,
      editor.token,
      'POST',
      ADMIN_API.article.create,
      article({ cover: { url: 'https://evil.example/x.png', width: 1, height: 1 } }),
      'km_KH',
    );
    expect(foreignCover.status).toBe(400);
    expect(foreignCover.body.msg).toContain('សូមពិនិត្យ');
    const badSchedule = await post(apiPath(ADMIN_API.article.publish, { id: 999999 }), { publishAt: 'tomorrow' });
    expect(badSchedule.status).toBe(400);
    expect((await get(ADMIN_API.article.list)).body.data.total).toBe(count);
  });
});

describe('rich text is sanitized before it is stored', () => {
  it('removes scripts, event handlers, javascript: links, styles and iframes, keeping allowed markup', async () => {
    const body =
      '<h2 style="position:fixed">Title</h2><p onclick="steal()">Text<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">bad</a><a href="jav&#x09;ascript:alert(2)">bad2</a><a href="https://acsc.example/x">good</a><a href="/news">rel</a>' +
      '<img src="/media/demo/cover-campus.webp" onerror="alert(1)"><img src="https://tracker.example/p.gif">' +
      '<iframe src="https://evil.example"></iframe><video src="/media/demo/clip-campus.mp4" onplay="x()"></video>' +
      '<table><tr><td>cell</td></tr></table><blockquote>q</blockquote><code>c</code><strong>s</strong><em>e</em><u>u</u><s>x</s>';
    const { body: res } = await post(ADMIN_API.article.create, article({ body: { zh_CN: body } }));
    const stored: string = res.data.body.zh_CN;
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'onplay',
      'javascript',
      'style=',
      'iframe',
      'tracker.example',
      'evil.example',
    ])
      expect(stored).not.toContain(bad);
    for (const good of [
      '<h2>Title</h2>',
      '<a href="https://acsc.example/x">good</a>',
      '<a href="/news">rel</a>',
      '<img src="/media/demo/cover-campus.webp" />',
      '<td>cell</td>',
      '<blockquote>q</blockquote>',
      '<strong>s</strong>',
      '<u>u</u>',
      '<s>x</s>',
    ])
      expect(stored).toContain(good);
  });
});

describe('audit log', () => {
  it('records who changed what with before and after, filterable by actor, entity type and date', async () => {
    const start = clock.now().toISOString();
    const { body } = await post(ADMIN_API.banner.create, {
      title: { zh_CN: '横幅', en_US: 'Banner' },
      image: { url: '/media/demo/cover-campus.webp', width: 1200, height: 675 },
      link: '/news',
    });
    await post(apiPath(ADMIN_API.banner.update, { id: body.data.id }), {
      title: { zh_CN: '新横幅', en_US: 'New banner' },
      image: { url: '/media/demo/cover-campus.webp', width: 1200, height: 675 },
      link: '/news',
    });
    const log = await get(ADMIN_API.audit.list, { entityType: 'banner', actorId: editor.id, from: start }, admin.token);
    expect(log.body.data.list.map((e: any) => e.action)).toEqual(['update', 'create']);
    const update = log.body.data.list[0];
    expect(update).toMatchObject({ actorId: editor.id, entityId: String(body.data.id) });
    expect(update.before.title.en_US).toBe('Banner');
    expect(update.after.title.en_US).toBe('New banner');
    expect(update.ip).toBeTruthy();
    const future = await get(
      ADMIN_API.audit.list,
      { entityType: 'banner', from: new Date(clock.now().getTime() + 1000).toISOString() },
      admin.token,
    );
    expect(future.body.data.total).toBe(0);
  });
});

describe('channels, association pages, settings, country codes, staff', () => {
  it('refuses a duplicate channel code and deleting a channel that still has articles', async () => {
    const dup = await staffCall(
      app,
      editor.token,
      'POST',
      ADMIN_API.channel.create,
      { code: 'campus', name: { zh_CN: '重复' } },
      'en_US',
    );
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('The code "campus" is already used.');
    const del = await staffCall(
      app,
      editor.token,
      'POST',
      apiPath(ADMIN_API.channel.remove, { id: channelId }),
      {},
      'en_US',
    );
    expect(del.status).toBe(409);
    expect(del.body.msg).toMatch(/still has \d+ articles/);
  });

  it('saves and publishes association chart data that the public chart call then serves', async () => {
    const params = { association: 'ccya', kind: 'chart' };
    const content = {
      charts: [
        {
          key: 'members',
          title: { zh_CN: '会员人数', en_US: 'Members' },
          type: 'bar',
          categories: [{ zh_CN: '2030', en_US: '2030' }],
          series: [{ name: { zh_CN: '人数', en_US: 'Count' }, data: [120] }],
        },
      ],
    };
    const saved = await post(apiPath(ADMIN_API.association.update, params), { content });
    expect(saved.body.data.completeness.km_KH.complete).toBe(false);
    expect((await call(app, `${API.associationCharts}?association=ccya`, { method: 'GET' })).status).toBe(404);
    await post(apiPath(ADMIN_API.association.publish, params));
    const pub = await call(app, `${API.associationCharts}?association=ccya`, { method: 'GET', lang: 'en_US' });
    expect(pub.body.data.charts[0]).toMatchObject({ title: 'Members', series: [{ name: 'Count', data: [120] }] });
    const bad = await post(apiPath(ADMIN_API.association.update, params), {
      content: { charts: [{ key: 'x', type: 'radar' }] },
    });
    expect(bad.status).toBe(400);
  });

  it('lets an admin change the footer and the sign-in country codes, and shows them publicly', async () => {
    const up = await post(
      ADMIN_API.site.settingsUpdate,
      { telegram: 'https://t.me/acsc_new', address: { zh_CN: '金边新地址', en_US: 'New address, Phnom Penh' } },
      admin.token,
    );
    expect(up.body.data.telegram).toBe('https://t.me/acsc_new');
    const pub = await call(app, API.siteSettings, { method: 'GET', lang: 'en_US' });
    expect(pub.body.data).toMatchObject({ telegram: 'https://t.me/acsc_new', address: 'New address, Phnom Penh' });
    expect((await post(ADMIN_API.site.settingsUpdate, { telegram: 'javascript:alert(1)' }, admin.token)).status).toBe(
      400,
    );
    expect((await post(ADMIN_API.site.settingsUpdate, { telegram: 'https://t.me/x' })).status).toBe(403);
    // The footer's postal address is not a sign-in address: a bad one is named, not "Type your phone number or email".
    const badAddress = await staffCall(
      app,
      admin.token,
      'POST',
      ADMIN_API.site.settingsUpdate,
      { address: { en_US: 'x'.repeat(501) } },
      'en_US',
    );
    expect(badAddress.body).toMatchObject({
      code: ERRORS.VALIDATION.code,
      msg: 'Please check what you entered: address',
    });

    await post(ADMIN_API.site.countryCodeToggle, { countryCode: '66', enabled: false }, admin.token);
    await post(
      ADMIN_API.site.countryCodeSave,
      {
        countryCode: '49',
        region: 'DE',
        names: { zh_CN: '德国', km_KH: 'អាល្លឺម៉ង់', en_US: 'Germany' },
        sortOrder: 50,
        enabled: true,
      },
      admin.token,
    );
    const codes = (await call(app, API.countryCodes)).body.data.map((c: any) => c.countryCode);
    expect(codes).not.toContain('66');
    expect(codes).toContain('49');
    const log = await get(ADMIN_API.audit.list, { entityType: 'country_code' }, admin.token);
    expect(log.body.data.list.map((e: any) => `${e.action}:${e.entityId}`)).toEqual(['create:49', 'update:66']);
  });

  it('lets an admin grant and revoke roles, but never remove the last admin', async () => {
    const target = await signUpStaff([]);
    expect((await get(ADMIN_API.article.list, {}, target.token)).status).toBe(403);
    const granted = await post(ADMIN_API.staff.grant, { memberId: target.id, role: 'editor' }, admin.token);
    expect(granted.body.data.roles).toEqual(['editor']);
    expect((await get(ADMIN_API.article.list, {}, target.token)).status).toBe(200);
    const listed = await get(ADMIN_API.staff.list, { role: 'editor' }, admin.token);
    expect(listed.body.data.list.map((m: any) => m.id)).toContain(target.id);
    await post(ADMIN_API.staff.revoke, { memberId: target.id, role: 'editor' }, admin.token);
    expect((await get(ADMIN_API.article.list, {}, target.token)).status).toBe(403);
    const last = await staffCall(
      app,
      admin.token,
      'POST',
      ADMIN_API.staff.revoke,
      { memberId: admin.id, role: 'admin' },
      'en_US',
    );
    expect(last.status).toBe(409);
    expect(last.body.msg).toBe('The last administrator cannot lose the admin role.');
  });

  it('reports members per day, views, top articles and content awaiting translation', async () => {
    const { body } = await post(ADMIN_API.article.create, article({ title: { zh_CN: '热门文章', en_US: 'Popular' } }));
    await post(apiPath(ADMIN_API.article.publish, { id: body.data.id }));
    await call(app, apiPath(API.articleView, { id: body.data.id }), { headers: { 'device-id': 'viewer-1' } });
    await call(app, apiPath(API.articleView, { id: body.data.id }), { headers: { 'device-id': 'viewer-2' } });
    const dash = await get(ADMIN_API.dashboard, { days: 7 }, editor.token);
    expect(dash.body.data.membersPerDay).toHaveLength(7);
    expect(dash.body.data.membersPerDay.reduce((s: number, d: any) => s + d.count, 0)).toBeGreaterThanOrEqual(3);
    expect(dash.body.data.viewsPerDay.at(-1).count).toBe(2);
    expect(dash.body.data.topArticles[0]).toMatchObject({ id: body.data.id, periodViews: 2 });
    const waiting = dash.body.data.awaitingTranslation.find(
      (w: any) => w.entityType === 'article' && w.id === String(body.data.id),
    );
    expect(waiting.missing).toEqual(['km_KH']);
  });
});
