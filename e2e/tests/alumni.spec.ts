import type { APIRequestContext } from '@playwright/test';
import { test, expect, setLanguage } from '../support/index.js';

/**
 * The alumni pages as a visitor reads them: the overview's three sections, the stories list and the
 * certified alumni search with its empty state. Names and titles come from the API of the demo data.
 */

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/prod-api/client${path}`, { headers: { Language: 'en_US' } });
  expect(res.ok(), `${path} answers`).toBeTruthy();
  return (await res.json()).data as T;
}
type Page<T> = { list: T[]; total: number };

test('the alumni overview shows the latest story, news and certified alumni, each with a way to see all', async ({
  page,
  request,
}) => {
  const stories = await api<Page<{ title: string }>>(request, '/alumnus/v1/style/listPage?pageNum=1&pageSize=3');
  const news = await api<Page<{ title: string }>>(request, '/alumnus/v1/news/listPage?pageNum=1&pageSize=3');
  const people = await api<Page<{ name: string }>>(request, '/alumnus/v1/audited/listPage?pageNum=1&pageSize=6');
  await setLanguage(page, 'en_US');
  await page.goto('/alumnus');
  const section = (name: string) => page.getByRole('region', { name });
  await expect(section('Alumni stories').getByRole('heading', { name: stories.list[0].title })).toBeVisible();
  await expect(section('Alumni news').getByRole('heading', { name: news.list[0].title })).toBeVisible();
  await expect(section('Certified alumni').getByRole('heading', { name: people.list[0].name })).toBeVisible();
  await section('Alumni stories').getByRole('link', { name: 'All stories' }).click();
  await expect(page).toHaveURL(/\/alumnus\/style$/);
  await expect(page.locator('.story-grid > li')).toHaveCount(Math.min(9, stories.total));
});

test('stories filter by kind, and the apps’ static page lists them all', async ({ page, request }) => {
  const groups = await api<Page<{ title: string }>>(
    request,
    '/alumnus/v1/style/listPage?pageNum=1&pageSize=9&style=group',
  );
  const all = await api<Page<{ title: string }>>(request, '/alumnus/v1/style/listPage?pageNum=1&pageSize=9');
  expect(groups.total).toBeGreaterThan(0);
  expect(groups.total).toBeLessThan(all.total);
  await setLanguage(page, 'en_US');
  await page.goto('/alumnus/style?style=group');
  await expect(page.locator('.story-grid > li')).toHaveCount(Math.min(9, groups.total));
  await expect(page.locator('.story-grid').getByRole('heading', { name: groups.list[0].title })).toBeVisible();
  await page.goto('/static/style');
  await expect(page.locator('.story-grid > li')).toHaveCount(Math.min(9, all.total));
  await expect(page.locator('.story-grid').getByRole('heading', { name: all.list[0].title })).toBeVisible();
});

test('certified alumni are searched by school, and a search without a match says so', async ({ page, request }) => {
  const people = await api<Page<{ name: string; school: string }>>(
    request,
    '/alumnus/v1/audited/listPage?pageNum=1&pageSize=50',
  );
  const school = people.list[0].school;
  const atSchool = people.list.filter((p) => p.school === school);
  await setLanguage(page, 'en_US');
  await page.goto('/alumnus/audited');
  await page.getByLabel('Name, school or major').fill(school);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/keywords=/);
  await expect(page.locator('.people-grid > li')).toHaveCount(atSchool.length);
  for (const p of atSchool) await expect(page.getByRole('heading', { level: 2, name: p.name })).toBeVisible();
  await page.getByLabel('Name, school or major').fill('zzzz');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No certified alumnus matches “zzzz”')).toBeVisible();
  await expect(page.locator('.people-grid')).toHaveCount(0);
});
