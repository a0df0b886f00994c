import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  apiSignIn,
  demoAdmin,
  latestCode,
  registerMember,
  setLanguage,
  useToken,
} from '../support/index.js';

/**
 * Deleting one's account (issue 10 §1 "Privacy and data"): the danger zone of /setting explains the
 * 14-day window, sends a code to the bound email, and on confirmation signs the member out. Signing in
 * again within the window offers to keep the account; keeping it ends the deletion.
 */

const toast = (page: Page, text: string): Locator => page.locator('.ant-message').getByText(text);
const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a member schedules the deletion and is signed out, then signs in again and keeps the account', async ({
  page,
  request,
}, testInfo) => {
  await setLanguage(page, 'en_US');
  // An account whose address got no code in the last minute (a new one would wait out the 60 s resend
  // rule of its sign-up code): the seeded demo admin, who keeps the account at the end.
  const admin = demoAdmin();
  const member = {
    email: admin.email,
    password: admin.password,
    token: await apiSignIn(request, admin.email, admin.password),
  };
  await useToken(page, member.token);
  await page.goto('/setting');

  // Privacy choices first: saved and shown again after a reload.
  const privacy = section(page, 'Privacy');
  await privacy.getByRole('radio', { name: 'Only people I follow' }).first().check();
  await privacy.getByRole('button', { name: 'Save privacy choices' }).click();
  await expect(toast(page, 'Your privacy choices are saved.')).toBeVisible();
  await page.reload();
  await expect(section(page, 'Privacy').getByRole('radio', { name: 'Only people I follow' }).first()).toBeChecked();

  const danger = section(page, 'Danger zone');
  await danger.scrollIntoViewIfNeeded();
  await expect(danger.getByText('For 14 days nothing is erased.', { exact: false })).toBeVisible();
  await expect(danger.getByRole('radio', { name: `My email ${member.email}` })).toBeChecked();
  await danger.screenshot({ path: testInfo.outputPath('danger-zone-en.png') });

  const sentAfter = new Date();
  await danger.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page, 'A code was sent.')).toBeVisible();
  await expect(danger.getByText(/Resend in \d+ s/)).toBeVisible();
  const code = await latestCode(request, member.email, { after: sentAfter });
  const deleteButton = danger.getByRole('button', { name: 'Delete my account' });
  await expect(deleteButton).toBeDisabled();
  await danger.getByLabel('Verification code').fill(code);
  await deleteButton.click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm).toContainText('You will be signed out now.');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();

  // Signed out on this device, back on the home page, with the date the account goes.
  await expect(toast(page, 'You have been signed out on every device.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const old = await (
    await request.post('/prod-api/client/member/v1/info', { headers: { Authorization: `Bearer ${member.token}` } })
  ).json();
  expect(old.code).toBe(90);

  // Signing in again within the window offers to keep the account.
  await page.locator('header').getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'Email login' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('checkbox').last().check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Bind phone' })
    .getByRole('button', { name: 'Not needed at the moment, skip' })
    .click();
  const offer = page.getByRole('dialog', { name: 'Your account is set to be deleted' });
  await expect(offer).toBeVisible();
  await offer.screenshot({ path: testInfo.outputPath('keep-account-offer-en.png') });
  await offer.getByRole('button', { name: 'Keep my account' }).click();
  await expect(toast(page, 'Your account is kept. Nothing will be deleted.')).toBeVisible();

  // The settings page shows the danger zone as before, with no pending deletion.
  await page.goto('/setting');
  await expect(section(page, 'Danger zone').getByRole('button', { name: 'Send code' })).toBeVisible();
  await expect(section(page, 'Danger zone').getByRole('button', { name: 'Keep my account' })).toHaveCount(0);
});

test('the danger zone in Khmer and Chinese', async ({ browser, request, baseURL }, testInfo) => {
  for (const [lang, title, intro] of [
    ['km_KH', 'តំបន់គ្រោះថ្នាក់', 'ក្នុងរយៈពេល 14 ថ្ងៃ'],
    ['zh_CN', '危险操作', '在 14 天内不会删除任何数据'],
  ] as const) {
    // One tab per language: the language is set once per tab.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await setLanguage(page, lang);
    const member = await registerMember(request, `deletion-${lang}`);
    await useToken(page, member.token);
    await page.goto('/setting');
    const danger = section(page, title);
    await danger.scrollIntoViewIfNeeded();
    await expect(danger.getByText(intro, { exact: false })).toBeVisible();
    await danger.screenshot({ path: testInfo.outputPath(`danger-zone-${lang}.png`) });
    await context.close();
  }
});
