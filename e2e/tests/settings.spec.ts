import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, registerMember, setLanguage, useToken } from '../support/index.js';

/**
 * /setting as a member uses it (issue 10 §1): edit the profile, change the password and sign in with the
 * new one on a second device, then sign that device out from the first: it is told (code 90) and lands on /.
 */

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const toast = (page: Page, text: string): Locator => page.locator('.ant-message').getByText(text, { exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name });

async function chooseOption(page: Page, field: Locator, option: string) {
  await field.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('a member edits the profile, changes the password, signs in elsewhere with it and signs that device out', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await setLanguage(page, 'en_US');
  const member = await registerMember(request, 'settings');
  await useToken(page, member.token);
  await page.goto('/setting');

  // Profile.
  const profile = section(page, 'Profile');
  await expect(profile.getByLabel('Nickname')).toHaveValue(member.nickname);
  await profile.getByLabel('Nickname').fill('S');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('A nickname has 2 to 20 characters')).toBeVisible();
  await profile.getByLabel('Nickname').fill('Sokha Chan');
  await chooseOption(page, profile.getByLabel('Degree'), 'Master');
  await profile.getByLabel('School in China').fill('Peking University');
  await profile.getByLabel('Home province in Cambodia').fill('Siem Reap');
  await profile.getByLabel('About me').fill('Studying economics in Beijing.');
  await chooseOption(page, profile.getByLabel('Language of emails, SMS and notifications'), 'ខ្មែរ');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await page.reload();
  await expect(section(page, 'Profile').getByLabel('Nickname')).toHaveValue('Sokha Chan');
  await expect(section(page, 'Profile').getByLabel('School in China')).toHaveValue('Peking University');
  const info = await (
    await request.post('/prod-api/client/member/v1/info', { headers: { Authorization: `Bearer ${member.token}` } })
  ).json();
  expect(info.data).toMatchObject({
    nickname: 'Sokha Chan',
    degree: 'master',
    province: 'Siem Reap',
    language: 'km_KH',
  });

  // Password.
  const next = 'NewPass2031';
  const password = section(page, 'Change password');
  await password.getByLabel('Current password').fill('wrong-one-1');
  await password.getByLabel('New password', { exact: true }).fill(next);
  await password.getByLabel('New password again').fill(next);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'The current password is wrong.')).toBeVisible();
  await password.getByLabel('Current password').fill(member.password);
  // "Sign out my other devices" is ticked by default (issue 28).
  await expect(password.getByRole('checkbox', { name: 'Sign out my other devices' })).toBeChecked();
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password was changed. Your other devices were signed out.')).toBeVisible();
  const old = await (
    await request.post('/prod-api/client/member/v1/login/pwd', {
      data: { address: member.email, password: md5(member.password) },
    })
  ).json();
  expect(old.code).toBe(2020);

  // A second device signs in with the new password through the login dialog.
  const other = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const second = await other.newPage();
  await setLanguage(second, 'en_US');
  await second.goto('/');
  await second.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = second.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'Email login' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await dialog.getByLabel('Password').fill(next);
  await dialog.getByRole('checkbox').last().check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(second, 'Login success')).toBeVisible();
  await second
    .getByRole('dialog', { name: 'Bind phone' })
    .getByRole('button', { name: 'Not needed at the moment, skip' })
    .click();
  await second.goto('/setting');
  await expect(section(second, 'Profile').getByLabel('Nickname')).toHaveValue('Sokha Chan');

  // The first device sees both and signs the second out.
  await page.reload();
  const devices = section(page, 'Signed-in devices').getByTestId('device');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await devices.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Sign out' }).click();
  await expect(toast(page, '1 device signed out')).toBeVisible();
  await expect(devices).toHaveCount(1);

  // The second device is told at once (its live socket is closed with code 90) and returns to /.
  await expect(second).toHaveURL(/\/$/);
  await expect(second.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect((await other.cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
  await other.close();
});

test('the settings page in Khmer on a phone', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setLanguage(page, 'km_KH');
  const member = await registerMember(request, 'settings-km');
  await useToken(page, member.token);
  await page.goto('/setting');
  await expect(page.getByRole('heading', { name: 'ប្រវត្តិរូប' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ឧបករណ៍ដែលបានចូល' })).toBeVisible();
  await expect(page.getByText('ឧបករណ៍នេះ')).toBeVisible();
  // Khmer text is set in the Khmer font.
  const font = await page.getByRole('heading', { name: 'ប្រវត្តិរូប' }).evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toMatch(/Khmer/);
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // For a person to look at (the page scrolls inside its container, so one picture per section).
  const regions = page.getByRole('region');
  for (let i = 0; i < (await regions.count()); i++)
    await regions.nth(i).screenshot({ path: testInfo.outputPath(`setting-km-phone-${i}.png`) });

  // The data export downloads one JSON file with the member's profile.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'ទាញយកទិន្នន័យរបស់ខ្ញុំ' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^acsc-ccya-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(file.profile).toMatchObject({ id: String(member.id), email: member.email });
  expect(file.sessions).toHaveLength(1);
});

test('the settings page in English on a phone', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setLanguage(page, 'en_US');
  const member = await registerMember(request, 'settings-en');
  await useToken(page, member.token);
  await page.goto('/setting');
  await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const regions = page.getByRole('region');
  for (let i = 0; i < (await regions.count()); i++)
    await regions.nth(i).screenshot({ path: testInfo.outputPath(`setting-en-phone-${i}.png`) });
});

test('an iPhone signing in is listed as Safari on iPhone/iOS, not "PC · Web" (issue 27)', async ({
  browser,
  baseURL,
  request,
}) => {
  const member = await registerMember(request, 'iphone');
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await setLanguage(page, 'zh_CN');
  await page.goto('/work/record');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByRole('tab', { name: '邮箱登录' }).click();
  await dialog.getByRole('textbox', { name: '邮箱' }).fill(member.email);
  await dialog.getByLabel('密码').fill(member.password);
  await dialog.getByRole('checkbox').last().check();
  await dialog.getByRole('button', { name: /^登 ?录$/ }).click();
  await page.getByRole('dialog', { name: '绑定手机' }).getByRole('button', { name: '暂不需要，跳过' }).click();
  await page.goto('/setting');
  const current = page.getByTestId('device').filter({ hasText: '本设备' });
  await expect(current).toContainText('Safari · iPhone/iOS');
  await expect(page.getByTestId('device').filter({ hasText: /PC|Web/ })).toHaveCount(0);
  await context.close();
});

test('the privacy choices say what "only people I follow" means now that following works, with a way to them (issue 27)', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'privacy-note');
  await setLanguage(page, 'zh_CN');
  await page.setViewportSize({ width: 390, height: 844 });
  await useToken(page, member.token);
  await page.goto('/setting');
  const privacy = page.getByRole('region', { name: '隐私' });
  await expect(privacy).toContainText('“仅我关注的人”指您在交流社区中关注的会员。');
  await expect(privacy).not.toContainText('尚未开放');
  await privacy.getByRole('link', { name: '查看我关注的人' }).click();
  await expect(page).toHaveURL(/\/exchange\/components\/attention\?kind=following$/);
});
