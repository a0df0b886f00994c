import type { APIRequestContext } from '@playwright/test';
import { test, expect, setLanguage, expectNoSeriousA11yViolations, type Language } from '../support/index.js';

/**
 * Public content (issue 3) as a visitor reads it: news by channel, search in Chinese and Khmer with
 * highlights, an article with its video and language fallback, scholarships and notices, the
 * association's organization and charts, share previews and accessibility. The demo content seeded on
 * the fresh database is the data; ids and titles are read from the API, never hard-coded.
 */

interface Item {
  id: number;
  title: string;
  kind?: 'text' | 'video';
  availableLanguages: Language[];
}

async function api<T>(request: APIRequestContext, path: string, lang: Language = 'en_US'): Promise<T> {
  const res = await request.get(`/prod-api/client${path}`, { headers: { Language: lang } });
  expect(res.ok(), `${path} answers`).toBeTruthy();
  return (await res.json()).data as T;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const channels = (request: APIRequestContext, lang: Language = 'en_US') =>
  api<{ id: number; name: string }[]>(request, '/article/v1/channel/list', lang);
const channelPage = (request: APIRequestContext, channelId: number, lang: Language = 'en_US') =>
  api<{ list: Item[]; total: number }>(
    request,
    `/article/v1/channel/listPage?channelId=${channelId}&pageSize=50`,
    lang,
  );

/** Every published article across the channels (the demo has a few dozen). */
async function allArticles(request: APIRequestContext, lang: Language = 'en_US'): Promise<Item[]> {
  const out: Item[] = [];
  for (const c of await channels(request, lang)) out.push(...(await channelPage(request, c.id, lang)).list);
  return out;
}

test.describe('news', () => {
  test('browse a channel: tabs switch the list, the address keeps the channel', async ({ page, request }) => {
    await setLanguage(page, 'en_US');
    const [first, second] = await channels(request);
    const secondList = await channelPage(request, second.id);
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'News channels' }).first();
    await expect(tabs.getByRole('link', { name: first.name })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: second.name }).click();
    await expect(page).toHaveURL(new RegExp(`/news\\?channel=${second.id}$`));
    await expect(tabs.getByRole('link', { name: second.name })).toHaveAttribute('aria-current', 'page');
    const titles = page.locator('.article-list .article-card__title');
    await expect(titles).toHaveCount(secondList.list.length);
    await expect(titles.first()).toHaveText(secondList.list[0].title);
    // A card leads to its article; Back returns to the same channel.
    await titles.first().click();
    await expect(page.getByRole('heading', { level: 1, name: secondList.list[0].title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`channel=${second.id}`));
    await expect(titles.first()).toHaveText(secondList.list[0].title);
  });

  test('search a Chinese keyword from the header: results highlighted, paging kept on Back', async ({ page }) => {
    await setLanguage(page, 'zh_CN');
    await page.goto('/');
    await page.getByRole('button', { name: '搜索新闻' }).click();
    await page.getByRole('searchbox', { name: '关键词' }).fill('学生');
    await page.getByRole('searchbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/\/news\/search\?keywords=%E5%AD%A6%E7%94%9F/);
    const summary = page.locator('.search-summary');
    await expect(summary).toContainText('“学生”共找到');
    const marks = page.locator('.article-list mark');
    await expect(marks.first()).toHaveText('学生');
    expect(await marks.count()).toBeGreaterThan(3);

    // Page 2 of the results, into an article, and Back: still page 2.
    const pager = page.getByRole('navigation', { name: '分页' });
    const firstTitle = page.locator('.article-list .article-card__title').first();
    const page1Title = (await firstTitle.textContent())!;
    await pager.getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    // The address changes before page 2's results replace page 1's: wait for the list itself.
    await expect(firstTitle).not.toHaveText(page1Title);
    const title = (await firstTitle.textContent())!;
    await page.locator('.article-list .article-card__title').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.article-list .article-card__title').first()).toHaveText(title);
  });

  test('search a Khmer word, then search again from the header while on the results', async ({ page }) => {
    await setLanguage(page, 'km_KH');
    await page.goto('/news/search');
    await page.getByRole('searchbox', { name: 'ស្វែងរកព័ត៌មាន' }).fill('សិស្ស');
    await page.getByRole('button', { name: 'ស្វែងរក', exact: true }).click();
    await expect(page).toHaveURL(/keywords=/);
    await expect(page.locator('.article-list mark').first()).toHaveText('សិស្ស');
    await expect(page.locator('.search-summary')).toContainText('«សិស្ស»');

    // The header's search on this route fires the new-search event; the page follows it.
    await page.locator('header').getByRole('button', { name: 'ស្វែងរកព័ត៌មាន' }).click();
    const headerInput = page.locator('header').getByRole('searchbox');
    await headerInput.fill('អាហារូបករណ៍');
    await headerInput.press('Enter');
    await expect(page).toHaveURL(new RegExp(`keywords=${encodeURIComponent('អាហារូបករណ៍')}`));
    await expect(page.locator('.search-summary')).toContainText('«អាហារូបករណ៍»');
    await expect(page.locator('.article-list mark').first()).toHaveText('អាហារូបករណ៍');
  });

  test('a search with no match says so', async ({ page }) => {
    await setLanguage(page, 'en_US');
    await page.goto('/news/search?keywords=zzqxjv');
    await expect(page.getByText('No news matches “zzqxjv”')).toBeVisible();
  });
});

test.describe('article', () => {
  test('open a video article and play it: poster, native controls, the clip advances, ranges served', async ({
    page,
    request,
  }) => {
    await setLanguage(page, 'en_US');
    const video = (await allArticles(request)).find((a) => a.kind === 'video')!;
    expect(video, 'the demo has a video article').toBeTruthy();
    await page.goto(`/news/detail/${video.id}`);
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    const player = page.locator('video');
    await expect(player).toHaveAttribute('controls', '');
    await expect(player).toHaveAttribute('preload', 'metadata');
    await expect(player).toHaveAttribute('poster', /\S/);
    await player.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    // Seeking asks for byte ranges: the media route answers them.
    const src = await player.getAttribute('src');
    const part = await request.get(src!, { headers: { Range: 'bytes=0-99' } });
    expect(part.status()).toBe(206);
    expect((await part.body()).length).toBe(100);
    // Previous/next and related articles are links to other articles.
    await expect(
      page.getByRole('navigation', { name: 'Previous and next article' }).getByRole('link').first(),
    ).toHaveAttribute('href', /\/news\/detail\/\d+/);
    await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
  });

  test('the view is counted once for this visitor', async ({ page, request }) => {
    await setLanguage(page, 'en_US');
    const [first] = await allArticles(request);
    const counted = page.waitForResponse((r) => r.url().includes(`/article/v1/view/${first.id}`));
    await page.goto(`/news/detail/${first.id}`);
    // Counted as the page loads, before the app starts (the server drew the page; main.tsx counts).
    const body = await (await counted).json();
    expect(body.code).toBe(0);
    // Once the app runs (the reader's first tap or key), the page shows that fresh total, without counting again.
    let again = 0;
    page.on('request', (r) => r.url().includes(`/article/v1/view/${first.id}`) && again++);
    await page.keyboard.press('Tab');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.locator('.detail__meta')).toContainText(`${body.data.views} view`);
    expect(again).toBe(0);
  });

  test('switch language on an article: the text changes, and a missing translation is announced', async ({
    page,
    request,
  }) => {
    await setLanguage(page, 'en_US');
    const articles = await allArticles(request);
    const untranslated = articles.find((a) => !a.availableLanguages.includes('km_KH'))!;
    const translated = articles.find((a) => a.availableLanguages.includes('km_KH'))!;
    expect(untranslated, 'the demo has an article without Khmer').toBeTruthy();
    const khmer = await api<Item>(request, `/article/v1/detail/${translated.id}`, 'km_KH');
    const chinese = await api<Item>(request, `/article/v1/detail/${untranslated.id}`, 'zh_CN');

    await page.goto(`/news/detail/${translated.id}`);
    await expect(page.getByRole('heading', { level: 1, name: translated.title })).toBeVisible();
    await page.getByRole('button', { name: /Choose a language/ }).click();
    await page.getByRole('menuitemradio', { name: 'ខ្មែរ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: khmer.title })).toBeVisible();
    await expect(page.locator('.lang-notice--fallback')).toHaveCount(0);

    await page.goto(`/news/detail/${untranslated.id}`);
    await expect(page.getByRole('heading', { level: 1, name: chinese.title })).toBeVisible();
    await expect(page.locator('.lang-notice--fallback')).toContainText(
      /មាតិកានេះមិនទាន់មានជាភាសាខ្មែរនៅឡើយទេ។ កំពុងបង្ហាញជាភាសាចិន។/,
    );
  });

  test('a shared article link carries its own title and preview tags in the HTML itself', async ({ request }) => {
    const [first] = await allArticles(request);
    const zh = await api<Item>(request, `/article/v1/detail/${first.id}`, 'zh_CN');
    const decode = (s: string) =>
      s
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const ogTitle = (html: string) => decode(html.match(/<meta property="og:title" content="([^"]*)"/)?.[1] ?? '');
    // A visitor without a language gets the default's; a ?lang= link gets its language, and becomes the
    // visitor's language for the pages opened next (the server sets the language cookie).
    const plain = await request.get(`/news/detail/${first.id}`);
    expect(ogTitle(await plain.text())).toBe(zh.title);
    const en = await request.get(`/news/detail/${first.id}?lang=en_US`);
    expect(en.status()).toBe(200);
    expect(ogTitle(await en.text())).toBe(first.title);
    const next = await request.get(`/news/detail/${first.id}`);
    expect(ogTitle(await next.text())).toBe(first.title);
  });

  test('an unknown article says it is not available', async ({ page }) => {
    await setLanguage(page, 'en_US');
    await page.goto('/news/detail/987654');
    await expect(page.getByRole('alert')).toHaveText('This item does not exist or is no longer available.');
    await expect(page.getByRole('alert').getByRole('button')).toHaveCount(0);
  });
});

test.describe('scholarship', () => {
  test('open a scholarship and one of its notices', async ({ page, request }) => {
    await setLanguage(page, 'en_US');
    const list = await api<{ list: Item[] }>(request, '/scholarship/v1/listPage?pageSize=50');
    let chosen: { id: number; title: string; notices: Item[] } | null = null;
    for (const s of list.list) {
      const detail = await api<{ id: number; title: string; notices: Item[] }>(
        request,
        `/scholarship/v1/detail/${s.id}`,
      );
      if (detail.notices.length > 0) {
        chosen = detail;
        break;
      }
    }
    expect(chosen, 'a demo scholarship has notices').toBeTruthy();
    await page.goto('/scholarship');
    await page
      .getByRole('link', { name: new RegExp(escapeRegExp(chosen!.title)) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/scholarship/detail/${chosen!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: chosen!.title })).toBeVisible();
    for (const h of ['Who can apply', 'What it covers', 'How to apply'])
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    const notice = chosen!.notices[0];
    await page.getByRole('link', { name: notice.title }).click();
    await expect(page).toHaveURL(new RegExp(`/scholarship/notice/${notice.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible();
    await page.getByRole('link', { name: 'View the scholarship' }).click();
    await expect(page.getByRole('heading', { level: 1, name: chosen!.title })).toBeVisible();
  });

  test('filters live in the address and narrow the cards', async ({ page }) => {
    await setLanguage(page, 'en_US');
    await page.goto('/scholarship');
    await page.getByLabel('Status').selectOption('closed');
    await expect(page).toHaveURL(/status=closed/);
    const tags = page.locator('.scholarship-card .tag--status');
    await expect(tags.first()).toHaveText('Closed');
    for (const t of await tags.allTextContents()) expect(t).toBe('Closed');
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('closed');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/status=/);
  });
});

test.describe('association', () => {
  test('the organization chart shows the structure', async ({ page, request }) => {
    await setLanguage(page, 'en_US');
    const org = await api<{ root: { name: string; children: { name: string }[] } }>(
      request,
      '/association/v1/organization',
    );
    await page.goto('/association/components/organization');
    const chart = page.getByTestId('org-chart');
    await expect(chart).toBeVisible();
    await expect(chart.locator('.org__name').first()).toHaveText(org.root.name);
    for (const c of org.root.children) await expect(chart.getByText(c.name, { exact: true })).toBeVisible();
  });

  test('the statistics page draws each chart on a canvas', async ({ page, request }) => {
    await setLanguage(page, 'en_US');
    const { charts } = await api<{ charts: { key: string; title: string }[] }>(request, '/association/v1/chart');
    expect(charts.length).toBeGreaterThan(0);
    await page.goto('/association/components/chart');
    for (const c of charts) {
      await expect(page.getByRole('heading', { level: 2, name: c.title })).toBeVisible();
      const canvas = page.getByTestId(`chart-${c.key}`).locator('canvas').first();
      await expect(canvas).toBeVisible();
      const box = await canvas.boundingBox();
      expect(box!.width).toBeGreaterThan(100);
      expect(box!.height).toBeGreaterThan(100);
    }
  });
});

test.describe('accessibility', () => {
  for (const lang of ['zh_CN', 'km_KH'] as const) {
    test(`home, news, an article and scholarships have no serious or critical axe violation (${lang})`, async ({
      page,
      request,
    }) => {
      await setLanguage(page, lang);
      const [first] = await allArticles(request, lang);
      const pages: [string, string][] = [
        ['/', '.home-news .article-card'],
        ['/news', '.article-list .article-card'],
        [`/news/detail/${first.id}`, '.detail .rich-text'],
        ['/scholarship', '.scholarship-card'],
      ];
      for (const [path, ready] of pages) {
        await page.goto(path);
        await expect(page.locator(ready).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
});
