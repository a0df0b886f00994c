import { test, expect, registerMember, setLanguage, useToken } from '../support/index.js';

/**
 * A comment held for review (issue 11 "Moderation"): a new account's comment with a link waits for a
 * moderator, as its posts do. Its author, in Khmer on a phone, sees it marked as waiting; a visitor does
 * not see it, and the post's comment count does not move.
 */

const PHONE = { width: 390, height: 844 };

test("a new member's comment with a link waits for review: marked for its author in Khmer on a phone, unseen by a visitor", async ({
  browser,
  page,
  request,
}, testInfo) => {
  const a = await registerMember(request, 'xc-held-a');
  const b = await registerMember(request, 'xc-held-b');
  const made = await (
    await request.post('/prod-api/client/exchange/v1/post/create', {
      data: { text: `ពិធីបុណ្យអុំទូក ${Date.now()}`, visibility: 'public', imageIds: [] },
      headers: { Authorization: `Bearer ${a.token}` },
    })
  ).json();
  expect(made.code, made.msg).toBe(0);
  const postUrl = `/exchange/post/${made.data.id}`;
  const text = `មើលរូបថតនៅ www.example.com ${Date.now()}`;

  await page.setViewportSize(PHONE);
  await setLanguage(page, 'km_KH');
  await useToken(page, b.token);
  await page.goto(postUrl);
  await page.getByLabel('សរសេរមតិ').fill(text);
  await page.getByRole('button', { name: 'ផ្ញើ' }).click();
  const mine = page.locator('.xc-comment', { hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('កំពុងរង់ចាំការពិនិត្យ៖ មានតែអ្នកទេដែលឃើញ')).toBeVisible();
  // Nothing to like or answer while it waits; its author may still delete it.
  await expect(mine.getByRole('button', { name: 'ឆ្លើយតប' })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'លុប' })).toBeVisible();
  await expect(page.locator('#xc-comments-title')).toContainText('0');
  await page.screenshot({ path: testInfo.outputPath('held-comment-km-phone.png'), fullPage: true });

  const visitorContext = await browser.newContext({
    viewport: PHONE,
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.250.7.8' },
  });
  const visitor = await visitorContext.newPage();
  await setLanguage(visitor, 'km_KH');
  await visitor.goto(postUrl);
  await expect(visitor.getByText('មិនទាន់មានមតិទេ។ និយាយអ្វីដែលល្អៗ។')).toBeVisible();
  await expect(visitor.getByText(text)).toHaveCount(0);
  await visitorContext.close();
});
