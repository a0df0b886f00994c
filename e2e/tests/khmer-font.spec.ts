import { test, expect, drawnFonts, registerMember, setLanguage, useToken } from '../support/index.js';

/**
 * Members write Khmer on Chinese and English pages too: a Khmer nickname in a post's member card, the
 * post's text, and the same name inside antd's components. This machine has no Khmer system font, so the
 * self-hosted face is the only one that can draw it; a name drawn by any other font is boxes.
 */
test('a Khmer nickname on English and Chinese pages is drawn in the Khmer face, not as boxes', async ({
  page,
  request,
}) => {
  const author = await registerMember(request, 'km-font');
  // Khmer letters only: a digit or a space would be drawn by a Latin face, rightly.
  const nickname = 'សុភាព';
  const headers = { Authorization: `Bearer ${author.token}` };
  const profile = await (
    await request.post('/prod-api/client/setting/v1/profile/update', { headers, data: { nickname, language: 'km_KH' } })
  ).json();
  expect(profile.code, profile.msg).toBe(0);
  const post = await (
    await request.post('/prod-api/client/exchange/v1/post/create', { headers, data: { text: 'សួស្តី English 你好' } })
  ).json();
  expect(post.code, post.msg).toBe(0);

  for (const language of ['en_US', 'zh_CN'] as const) {
    await page.context().clearCookies();
    await setLanguage(page, language);
    await page.goto(`/exchange/post/${post.data.id}`);
    const name = page.locator('.member-card__name', { hasText: nickname }).first();
    await expect(name).toBeVisible();
    // The face arrives after the first layout; what counts is what the reader is left with.
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(() => drawnFonts(name), { message: `${language}: the nickname's fonts` })
      .toEqual([expect.stringMatching(/Khmer/)]);
  }

  // The member's page, as another member sees it.
  const reader = await registerMember(request, 'km-font-r');
  await page.context().clearCookies();
  await setLanguage(page, 'en_US');
  await useToken(page, reader.token);
  await page.goto(`/exchange/user/${author.id}`);
  const heading = page.getByRole('heading', { name: nickname, level: 1 });
  await expect(heading).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => drawnFonts(heading)).toEqual([expect.stringMatching(/Khmer/)]);
});
