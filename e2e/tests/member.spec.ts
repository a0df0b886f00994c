import { test, expect, registerMember, setLanguage } from '../support/index.js';

/**
 * A member's public page (/member/:id, the member card's link, issue 10 §2): what a visitor sees of a
 * member (nickname, badges, school, bio) and never their email; an unknown id says so in the page's language.
 */

test("a visitor opens a member's page in Khmer on a phone; an unknown member is not found", async ({
  page,
  request,
}, testInfo) => {
  const member = await registerMember(request, 'public-page');
  const update = await request.post('/prod-api/client/setting/v1/profile/update', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { nickname: 'សុខា ចាន់', school: 'Peking University', bio: 'សិក្សាសេដ្ឋកិច្ចនៅទីក្រុងប៉េកាំង។', language: 'km_KH' },
  });
  const updated = await update.json();
  expect(updated.code, updated.msg).toBe(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await setLanguage(page, 'km_KH');
  await page.goto(`/member/${member.id}`);
  await expect(page.getByRole('heading', { name: 'សុខា ចាន់', level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'សុខា ចាន់' });
  await expect(card.getByText('សាលានៅប្រទេសចិន')).toBeVisible();
  await expect(card.getByText('Peking University')).toBeVisible();
  await expect(card.getByText('សិក្សាសេដ្ឋកិច្ចនៅទីក្រុងប៉េកាំង។')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(member.email);
  expect(await card.getByText('អំពីខ្ញុំ').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Khmer/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('member-km-phone.png') });

  await page.goto('/member/987654321');
  await expect(page.getByText('រកមិនឃើញសមាជិកនេះទេ')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ត្រឡប់ទៅទំព័រដើម' })).toBeVisible();
});
