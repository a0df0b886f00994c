import { test, expect, registerMember, setLanguage, useToken } from '../support/index.js';

/**
 * What a reader of one language met in another one (issue 27, "Language and format leaks"), at phone
 * width in the language where each appeared: units, fallback-language list items, dates and times,
 * the statistics chart, and developer text on the spec's component routes.
 */

test.use({ viewport: { width: 390, height: 844 } });

for (const [lang, heading] of [
  ['en_US', 'The association in figures'],
  ['km_KH', 'ទិន្នន័យមូលដ្ឋានរបស់សមាគម'],
] as const) {
  test(`the association's key figures carry no Chinese unit in ${lang}`, async ({ page }) => {
    await setLanguage(page, lang);
    await page.goto('/association/components/basicData');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const figures = page.locator('.figures__item');
    await expect(figures.first()).toContainText('3,260');
    for (const text of await figures.allTextContents()) expect(text).not.toMatch(/[人个所场期]/);
  });
}

test('the Khmer news list marks an article shown in Chinese, as its page does, before and after the app starts', async ({ page }) => {
  await setLanguage(page, 'km_KH');
  await page.goto('/news');
  const cards = page.locator('.article-list .article-card');
  await expect(cards.first()).toBeVisible();
  const check = async () => {
    const chinese = cards.filter({ has: page.locator('.article-card__title[lang="zh-CN"]') });
    expect(await chinese.count()).toBeGreaterThan(0);
    for (const card of await chinese.all()) {
      const mark = card.locator('.tag--lang');
      await expect(mark).toBeVisible();
      await expect(mark).toContainText('ភាសាចិន');
      // Read out as the article page says it.
      await expect(mark).toContainText('មាតិកានេះមិនទាន់មានជាភាសាខ្មែរ');
    }
    const khmer = cards.filter({ has: page.locator('.article-card__title[lang="km"]') });
    expect(await khmer.count()).toBeGreaterThan(0);
    await expect(khmer.locator('.tag--lang')).toHaveCount(0);
  };
  await check();
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await check();
});

test('times in the page language: 24-hour messages on a Chinese page, Khmer month names for devices on a Khmer page', async ({ browser, baseURL, request }) => {
  const a = await registerMember(request, 'clock-a');
  const b = await registerMember(request, 'clock-b');
  const zh = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await zh.newPage();
  await setLanguage(page, 'zh_CN');
  await useToken(page, a.token);
  await page.goto(`/exchange/message?to=${b.id}`);
  await page.getByRole('textbox', { name: '输入消息' }).fill('你好');
  await page.getByRole('button', { name: /^发 ?送$/ }).click();
  const time = page.locator('.msg-bubble', { hasText: '你好' }).locator('time');
  // "15:44", not "03:44 PM" (the browser's own locale is English here, as on many phones).
  await expect(time).toHaveText(/^\d{2}:\d{2}$/);
  await zh.close();

  const km = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const kmPage = await km.newPage();
  await setLanguage(kmPage, 'km_KH');
  await useToken(kmPage, a.token);
  await kmPage.goto('/setting');
  const device = kmPage.getByTestId('device').first();
  await expect(device).toContainText('សកម្មចុងក្រោយ');
  const text = (await device.textContent()) ?? '';
  expect(text).toMatch(/\d{1,2} (មករា|កុម្ភៈ|មីនា|មេសា|ឧសភា|មិថុនា|កក្កដា|សីហា|កញ្ញា|តុលា|វិច្ឆិកា|ធ្នូ) \d{4} \d{2}:\d{2}/);
  expect(text).not.toMatch(/AM|PM|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
  await km.close();
});
