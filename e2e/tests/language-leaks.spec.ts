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

test('the Khmer news list marks an article shown in Chinese, as its page does, before and after the app starts', async ({
  page,
}) => {
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

test('times in the page language: 24-hour messages on a Chinese page, Khmer month names for devices on a Khmer page', async ({
  browser,
  baseURL,
  request,
}) => {
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
  // "15:44", not "03:44 PM" (the browser's own locale is English here, as on many phones). Within the hour before
  // midnight the server's clock, moved ahead by earlier journeys, dates the message tomorrow: "2026年11月29日 01:03".
  await expect(time).toHaveText(/(^|\s)\d{2}:\d{2}$/);
  await expect(time).not.toHaveText(/AM|PM/);
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

test('My statistics in Khmer: the legend is drawn in the Khmer face above the axes, and the table scrolls sideways by keyboard', async ({
  browser,
  baseURL,
  request,
}) => {
  const member = await registerMember(request, 'stats');
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  // Every text the page draws on a canvas: its font, whether that face was loaded then, and where it went.
  await context.addInitScript(() => {
    const drawn: { text: string; font: string; loaded: boolean; y: number; canvas: HTMLCanvasElement }[] = [];
    (window as unknown as { drawnTexts: typeof drawn }).drawnTexts = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, max?: number) {
      const t = this.getTransform();
      drawn.push({
        text: String(text),
        font: this.font,
        loaded: document.fonts.check(this.font, String(text)),
        y: (t.b * x + t.d * y + t.f) / devicePixelRatio,
        canvas: this.canvas as HTMLCanvasElement,
      });
      return max === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, max);
    };
  });
  await context.addCookies([{ name: 'access_token', value: member.token, url: baseURL! }]);
  const page = await context.newPage();
  await setLanguage(page, 'km_KH');
  await page.goto('/setting');
  const section = page.getByRole('region', { name: 'ស្ថិតិរបស់ខ្ញុំ' });
  const chart = section.getByRole('img');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  // The chart's last drawing: each Khmer legend text in a font list with the Khmer face, loaded by then.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const drawn = (window as unknown as { drawnTexts: { text: string; font: string; loaded: boolean }[] })
          .drawnTexts;
        const khmer = drawn.filter((d) => /[\u1780-\u17ff]/.test(d.text));
        const last = khmer.slice(-2);
        return last.length > 0 && last.every((d) => d.font.includes('Noto Sans Khmer') && d.loaded);
      }),
    )
    .toBe(true);
  // Legend above every axis label (it sat over the axis before).
  const layout = await page.evaluate(() => {
    const drawn = (window as unknown as { drawnTexts: { text: string; y: number; canvas: HTMLCanvasElement }[] })
      .drawnTexts;
    const canvas = drawn.at(-1)!.canvas;
    const frame = drawn.filter((d) => d.canvas === canvas);
    const legend = frame.filter((d) => /[\u1780-\u17ff]/.test(d.text)).map((d) => d.y);
    const axis = frame.filter((d) => /^(\d+|\d{2}-\d{2})$/.test(d.text)).map((d) => d.y);
    return { legendBottom: Math.max(...legend), axisTop: Math.min(...axis) };
  });
  expect(layout.legendBottom).toBeLessThan(layout.axisTop);

  // The table: a region the keyboard reaches, wider than the card, that scrolls to its last column.
  const table = section.getByRole('region', { name: /តារាងលេខប្រចាំសប្តាហ៍/ });
  await table.focus();
  await expect(table).toBeFocused();
  expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await context.close();
});

test('the spec’s component routes show visitors real content, not what the component is', async ({ page }) => {
  await setLanguage(page, 'zh_CN');
  await page.goto('/news/components/newsVideo');
  await expect(page.getByRole('heading', { level: 1, name: '视频新闻' })).toBeVisible();
  const main = page.locator('main');
  const videos = main.locator('.article-card--video');
  await expect(videos.first()).toBeVisible();
  expect(await main.locator('.article-card').count()).toBe(await videos.count());
  // No words about the component itself ("视频文章卡片：封面、播放标记和视频时长", "横排", "竖排").
  await expect(main).not.toContainText('卡片');
  await expect(main.getByRole('heading', { name: /^(横排|竖排)$/ })).toHaveCount(0);
  await main.getByRole('link', { name: '全部新闻' }).click();
  await expect(page).toHaveURL(/\/news$/);

  await page.goto('/scholarship/components/card');
  await expect(main.locator('.scholarship-card').first()).toBeVisible();
  await expect(main).not.toContainText('卡片');
  await main.getByRole('link', { name: '全部奖学金' }).click();
  await expect(page).toHaveURL(/\/scholarship$/);
});
