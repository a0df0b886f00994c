import type { Page } from '@playwright/test';
import {
  test,
  expect,
  apiSignIn,
  demoAdmin,
  pngFile,
  registerMember,
  setLanguage,
  useToken,
} from '../support/index.js';

/**
 * The exchange's private messages and reports as members and a moderator meet them (issue 11):
 * A writes to B; B's open page shows the message badge live and the message without a reload; B opens the
 * conversation and A's page shows the read mark. Three new members report a post and it stays (accounts
 * under a day old never hide a post alone, issue 28); a moderator's report hides it at once, and the
 * moderator restores it from the console's reports queue. A reported message's image is shown to the
 * moderator in the queue on request, and the audit log lists that view.
 */

async function openConnected(page: Page, path: string) {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/client/live/v1/ws'));
  await page.goto(path);
  const ws = await socket;
  await ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"t":"ready"') });
}

async function memberPage(browser: import('@playwright/test').Browser, token: string, ip: string) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  });
  const page = await context.newPage();
  await setLanguage(page, 'en_US');
  await useToken(page, token);
  return { context, page };
}

test('A writes to B; B sees the badge and the message live, opens it, and A sees it read', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const a = await registerMember(request, 'msg-a');
  const b = await registerMember(request, 'msg-b');
  const text = `Hello from A ${Date.now()}`;

  const B = await memberPage(browser, b.token, '10.251.1.2');
  await openConnected(B.page, '/exchange');
  await expect(B.page.getByTestId('message-badge')).toHaveCount(0);

  const A = await memberPage(browser, a.token, '10.251.1.3');
  await openConnected(A.page, `/exchange/message?to=${b.id}`);
  await A.page.getByRole('textbox', { name: 'Write a message' }).fill(text);
  await A.page.getByRole('button', { name: 'Send' }).click();
  await expect(A.page.locator('.msg-bubble__text', { hasText: text })).toBeVisible();

  // B's page, never reloaded: the header's badge counts the message.
  await expect(B.page.getByTestId('message-badge')).toHaveText('1');
  await B.page
    .getByRole('link', { name: /unread|Messages/ })
    .first()
    .click();
  await expect(B.page).toHaveURL(/\/exchange\/message/);
  await B.page.getByRole('navigation', { name: 'Conversations' }).getByText(a.nickname).click();
  await expect(B.page.locator('.msg-bubble__text', { hasText: text })).toBeVisible();
  await expect(B.page.getByTestId('message-badge')).toHaveCount(0);

  // A's open conversation shows the read mark under the message, without a reload.
  await expect(A.page.locator('.msg-bubble__read')).toHaveText('Read');
  await A.context.close();
  await B.context.close();
});

test("three new members' reports do not hide a post; a moderator's report does, and the moderator restores it from the queue", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const author = await registerMember(request, 'rep-author');
  const reporters = [
    await registerMember(request, 'rep-1'),
    await registerMember(request, 'rep-2'),
    await registerMember(request, 'rep-3'),
  ];
  const text = `A post to report ${Date.now()}`;
  const made = await (
    await request.post('/prod-api/client/exchange/v1/post/create', {
      data: { text, visibility: 'public', imageIds: [] },
      headers: { Authorization: `Bearer ${author.token}` },
    })
  ).json();
  expect(made.code, made.msg).toBe(0);
  const postId = made.data.id as string;

  // The first reporter uses the post's "More actions" menu.
  const R = await memberPage(browser, reporters[0].token, '10.251.2.1');
  await R.page.goto(`/exchange/post/${postId}`);
  await expect(R.page.getByText(text)).toBeVisible();
  await R.page.getByRole('button', { name: 'More actions' }).first().click();
  await R.page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = R.page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(R.page.getByText('Thank you. Moderators will look at it.')).toBeVisible();
  await R.context.close();
  // The two others report through the API.
  for (const r of reporters.slice(1)) {
    const res = await (
      await request.post('/prod-api/client/exchange/v1/report', {
        data: { type: 'post', id: postId, reason: 'spam' },
        headers: { Authorization: `Bearer ${r.token}` },
      })
    ).json();
    expect(res.code, res.msg).toBe(0);
  }

  // Accounts minutes old: their reports are recorded but never hide a post on their own.
  await setLanguage(page, 'en_US');
  await page.goto('/exchange');
  await expect(page.getByRole('tab', { name: 'Latest' })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();

  // A moderator's report (the demo admin's) hides it at once: gone from the visitors' feed.
  const admin = demoAdmin();
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const staffReport = await (
    await request.post('/prod-api/client/exchange/v1/report', {
      data: { type: 'post', id: postId, reason: 'spam' },
      headers: { Authorization: `Bearer ${adminToken}` },
    })
  ).json();
  expect(staffReport.code, staffReport.msg).toBe(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Latest' })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  // The moderator restores it from the console's reports queue.
  const M = await memberPage(browser, adminToken, '10.251.2.9');
  await M.page.goto('/admin/moderation/queue');
  const row = M.page.getByRole('row').filter({ hasText: text });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(M.page.getByText('Restored')).toBeVisible();
  await M.context.close();

  await page.reload();
  await expect(page.getByText(text)).toBeVisible();
});

test("a moderator sees a reported message's image in the queue, and the audit log lists the view", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const sender = await registerMember(request, 'img-a');
  const recipient = await registerMember(request, 'img-b');
  const text = `Look at this ${Date.now()}`;
  const uploaded = await (
    await request.post('/prod-api/client/file/v1/private/upload', {
      multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: pngFile(320, 200, [200, 60, 40]) } },
      headers: { Authorization: `Bearer ${sender.token}` },
    })
  ).json();
  expect(uploaded.code, uploaded.msg).toBe(0);
  const sent = await (
    await request.post('/prod-api/client/exchange/v1/message/send', {
      data: { to: recipient.id, text, imageId: uploaded.data.id },
      headers: { Authorization: `Bearer ${sender.token}` },
    })
  ).json();
  expect(sent.code, sent.msg).toBe(0);
  const messageId = sent.data.id as string;
  const reported = await (
    await request.post('/prod-api/client/exchange/v1/report', {
      data: { type: 'message', id: messageId, reason: 'harassment' },
      headers: { Authorization: `Bearer ${recipient.token}` },
    })
  ).json();
  expect(reported.code, reported.msg).toBe(0);

  const admin = demoAdmin();
  const M = await memberPage(browser, await apiSignIn(request, admin.email, admin.password), '10.251.3.9');
  // The console's earlier address of the queue still leads to it.
  await M.page.goto('/admin/exchange-social/queue');
  await expect(M.page).toHaveURL(/\/admin\/moderation\/queue$/);
  const row = M.page.getByRole('row').filter({ hasText: text });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /expand/i }).click();
  const image = M.page.getByRole('group', { name: 'Image in the message' });
  await expect(image.getByText('A private image: opening it is recorded in the audit log.')).toBeVisible();
  await image.getByRole('button', { name: 'Show image' }).click();
  const img = image.getByRole('img', { name: 'The image of the reported message' });
  await expect(img).toBeVisible();
  // The picture itself, decoded at the size it was sent.
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => `${el.naturalWidth}x${el.naturalHeight}`))
    .toBe('320x200');

  // The view is in the audit log: the moderator, "Viewed", the private message.
  await M.page.goto('/admin/audit');
  const entry = M.page
    .getByRole('row')
    .filter({ hasText: 'Viewed' })
    .filter({ hasText: 'Private message' })
    .filter({ has: M.page.getByRole('cell', { name: messageId, exact: true }) });
  await expect(entry).toHaveCount(1);
  await M.context.close();
});

test('signing out from the messages page says "signed out" once, and no "session expired" (issue 27)', async ({
  browser,
  request,
}) => {
  const member = await registerMember(request, 'signout');
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': '10.251.1.9' },
  });
  const page = await context.newPage();
  await setLanguage(page, 'zh_CN');
  await useToken(page, member.token);
  // Every toast the page shows, however briefly.
  await page.addInitScript(() => {
    const shown: string[] = ((window as unknown as { shownToasts: string[] }).shownToasts = []);
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const n of document.querySelectorAll('.ant-message-notice'))
        if (!seen.has(n) && n.textContent) {
          seen.add(n);
          shown.push(n.textContent);
        }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // The live socket is open, as a member has it on this page. The server closes it (code 90) when the
  // session ends, before it answers the sign-out call; on a real network that close often reaches the page
  // first. Here it always does: the sign-out's answer is held until the page has seen the socket close.
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/client/live/v1/ws'));
  await page.goto('/exchange/message');
  const ws = await socket;
  await ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"t":"ready"') });
  const closed = ws.waitForEvent('close');
  await page.route('**/prod-api/client/member/v1/logout', async (route) => {
    const response = await route.fetch();
    await closed;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: '账户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.locator('.ant-message-notice').getByText('退出成功', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  // Whatever came after the sign-out (the socket's close, a page's last call) has landed by now.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts)).toEqual(['退出成功']);
  await context.close();
});
