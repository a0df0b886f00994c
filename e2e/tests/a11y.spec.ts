import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect,
  apiSignIn,
  demoAdmin,
  expectNoSeriousA11yViolations,
  registerMember,
  setLanguage,
  useToken,
} from '../support/index.js';

/**
 * axe-core (serious and critical rules) on every page a member or a staff member opens, at phone width,
 * in Chinese and in Khmer (issue 27): the settings, a member's page, download, register, the exchange's
 * pages with content (a post, a conversation with a message, the people followed), notifications with
 * one, and every page of the console its menu offers an admin, with a list's first item open in its
 * editor. The console's pages are read from its menu, so a new section is checked the day it arrives.
 * Public pages (home, news, an article, scholarships) are checked in content.spec.ts.
 */

const PHONE = { width: 390, height: 844 };
const LANGUAGES = ['zh_CN', 'km_KH'] as const;

/** Waits for the app and the page's reads: started, nothing loading, no skeleton or spinner left. */
async function settle(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator('.ant-skeleton, .skeleton, .ant-spin-spinning, .ant-table-placeholder .ant-spin'),
  ).toHaveCount(0);
}

async function check(page: Page, path: string, exclude?: string[]) {
  await page.goto(path);
  // A visitor's page drawn by the server starts the app at the first intent: a key press (Shift: it types
  // nothing, moves nothing) starts it, so the page is checked as the app draws it too.
  await page.keyboard.press('Shift');
  await settle(page);
  await expectNoSeriousA11yViolations(page, { exclude });
}

const call = async (request: APIRequestContext, token: string, path: string, data: unknown) => {
  const body = await (
    await request.post(`/prod-api${path}`, { data, headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(body.code, body.msg).toBe(0);
  return body.data;
};

for (const lang of LANGUAGES) {
  test(`a member's pages have no serious or critical axe violation at phone width (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const me = await registerMember(request, `a11y-${lang}`);
    const other = await registerMember(request, `a11y-peer-${lang}`);
    // Content on every page: a post of one's own, a member followed, a message received, a notification.
    const post = await call(request, me.token, '/client/exchange/v1/post/create', {
      text: lang === 'zh_CN' ? '今天的交流活动很精彩。' : 'សកម្មភាពផ្លាស់ប្តូរថ្ងៃនេះល្អណាស់។',
      imageIds: [],
      visibility: 'public',
    });
    await call(request, me.token, '/client/exchange/v1/follow', { memberId: String(other.id) });
    await call(request, other.token, '/client/exchange/v1/message/send', {
      to: me.id,
      text: lang === 'zh_CN' ? '你好，欢迎加入！' : 'សួស្តី សូមស្វាគមន៍!',
    });
    await apiSignIn(request, me.email, me.password);

    await page.setViewportSize(PHONE);
    await setLanguage(page, lang);
    await useToken(page, me.token);
    for (const path of [
      '/setting',
      `/member/${other.id}`,
      '/notifications',
      '/exchange',
      `/exchange/post/${post.id}`,
      '/exchange/edit',
      `/exchange/message?to=${other.id}`,
      '/exchange/user',
      '/exchange/components/attention?kind=following',
      '/exchange/components/collection',
      '/reservation/record',
      '/work/record',
      '/alumnus/submit',
    ]) {
      await test.step(path, () => check(page, path));
    }
    // The QR codes of /download are being replaced with the installable site (issue 27's app part, done
    // apart): until then antd's canvas inside each labelled QR picture is left out, nothing else.
    await test.step('/download', () => check(page, '/download', ['.qr-code canvas']));
  });

  test(`register and a staff member's page have no serious or critical axe violation at phone width (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await setLanguage(page, lang);
    await check(page, '/register');
    // A member page with badges (the demo admin's staff badge).
    await check(page, '/member/1');
  });

  test(`every page of the console's menu, and an item's editor, have no serious or critical axe violation at phone width (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const admin = demoAdmin();
    const token = await apiSignIn(request, admin.email, admin.password);
    await page.setViewportSize(PHONE);
    await setLanguage(page, lang);
    await useToken(page, token);
    await page.goto('/admin');
    await settle(page);
    // The console's menu (a drawer on a phone, its groups open) lists every page the admin may open.
    await page.getByRole('button', { name: lang === 'zh_CN' ? '打开菜单' : 'បើកម៉ឺនុយ' }).click();
    const items = page.locator('.ant-drawer').getByRole('navigation').locator('li.ant-menu-item[data-menu-id]');
    await expect(items.first()).toBeVisible();
    const keys = await items.evaluateAll((lis) =>
      lis.map((li) => /(\/admin\S*)$/.exec(li.getAttribute('data-menu-id') ?? '')?.[1] ?? ''),
    );
    const hrefs = [...new Set(keys.filter(Boolean))];
    expect(hrefs.length).toBeGreaterThanOrEqual(15);
    // And the association's page editor, opened from its list.
    hrefs.push('/admin/association/acsc/introduction');
    for (const href of hrefs) {
      await test.step(href, async () => {
        await check(page, href);
        // A list of publishable content: its first item in the editor, and a new one.
        const edit = page.locator(`table a[href^="${href}/"]`).first();
        if (href !== '/admin' && (await edit.count())) {
          await check(page, (await edit.getAttribute('href'))!);
          await check(page, `${href}/new`);
        }
      });
    }
  });
}
