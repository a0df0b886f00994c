import { test, expect, setLanguage } from '../support/index.js';

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
