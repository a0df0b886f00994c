import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  latestCode,
  registerMember,
  setLanguage,
  uniquePassword,
} from '../support/index.js';

/**
 * A member who forgot the password gets back in (issue 28), in Khmer on a phone: "Forgot password?" in
 * the login dialog's email tab, a code to the email, the new password twice, signed in; the session the
 * member had before is gone (code 90), and the new password signs in again.
 */

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const toast = (page: Page, text: string): Locator => page.locator('.ant-message').getByText(text, { exact: true });

const KM = {
  signIn: 'ចូលគណនី',
  emailTab: 'ចូលដោយអ៊ីមែល',
  email: 'អ៊ីមែល',
  password: 'ពាក្យសម្ងាត់',
  forgot: 'ភ្លេចពាក្យសម្ងាត់?',
  resetTitle: 'កំណត់ពាក្យសម្ងាត់ឡើងវិញ',
  send: 'ផ្ញើ',
  code: 'លេខកូដផ្ទៀងផ្ទាត់',
  next: 'បន្ទាប់',
  newPassword: 'ពាក្យសម្ងាត់ថ្មី',
  newPasswordAgain: 'ពាក្យសម្ងាត់ថ្មីម្តងទៀត',
  submit: 'កំណត់ពាក្យសម្ងាត់ ហើយចូល',
  done: 'ពាក្យសម្ងាត់របស់អ្នកត្រូវបានប្តូរ ហើយអ្នកបានចូលហើយ។ ឧបករណ៍ផ្សេងទៀតរបស់អ្នកត្រូវបានចាកចេញ។',
  bindPhone: 'ភ្ជាប់លេខទូរស័ព្ទ',
  skip: 'មិនទាន់ត្រូវការទេ រំលង',
  accountMenu: 'ម៉ឺនុយគណនី',
  logout: 'ចាកចេញ',
  login: 'ចូល',
  loginSuccess: 'ចូលបានជោគជ័យ',
  passwordsDiffer: 'ពាក្យសម្ងាត់ទាំងពីរមិនដូចគ្នាទេ។ សូមបញ្ចូលម្តងទៀត។',
};

test('forgot password by email in Khmer on a phone: a code, a new password, signed in; the old session is gone', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setLanguage(page, 'km_KH');
  const member = await registerMember(request, 'forgot');
  // The registration's code went to this address just now: the next one may go 60 s later.
  expect((await request.post('/prod-api/dev/clock', { data: { advanceSeconds: 61 } })).ok()).toBe(true);

  await page.goto('/');
  await page.getByRole('button', { name: KM.signIn, exact: true }).click();
  const login = page.getByRole('dialog', { name: KM.signIn });
  await login.getByRole('tab', { name: KM.emailTab }).click();
  await login.getByRole('textbox', { name: KM.email }).fill(member.email);
  await login.getByRole('button', { name: KM.forgot }).click();

  const reset = page.getByRole('dialog', { name: KM.resetTitle });
  await expect(reset).toBeVisible();
  // The email typed in the login form comes along.
  await expect(reset.getByRole('textbox', { name: KM.email })).toHaveValue(member.email);
  // Khmer is set in the Khmer font, and nothing overflows the phone's width.
  expect(await reset.getByText(KM.resetTitle).evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Khmer/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('forgot-km-phone-step1.png') });

  await reset.getByRole('button', { name: KM.send }).click();
  const code = await latestCode(request, member.email, { purpose: 'reset' });
  await reset.getByRole('textbox', { name: KM.code }).fill(code);
  await reset.getByRole('button', { name: KM.next }).click();

  const next = uniquePassword();
  await reset.getByLabel(KM.newPassword, { exact: true }).fill(next);
  await reset.getByLabel(KM.newPasswordAgain, { exact: true }).fill(`${next}x`);
  await reset.getByRole('button', { name: KM.submit }).click();
  await expect(reset.getByText(KM.passwordsDiffer)).toBeVisible();
  await reset.getByLabel(KM.newPasswordAgain, { exact: true }).fill(next);
  await page.screenshot({ path: testInfo.outputPath('forgot-km-phone-step2.png') });
  await reset.getByRole('button', { name: KM.submit }).click();
  await expect(toast(page, KM.done)).toBeVisible();

  // Signed in: the member has no phone yet, so the site offers to bind one, as after an email login.
  await page.getByRole('dialog', { name: KM.bindPhone }).getByRole('button', { name: KM.skip }).click();
  await expect(page.getByRole('button', { name: KM.accountMenu })).toBeVisible();

  // The session from before the reset answers code 90; the old password no longer signs in.
  const before = await (
    await request.post('/prod-api/client/member/v1/info', { headers: { Authorization: `Bearer ${member.token}` } })
  ).json();
  expect(before.code).toBe(90);
  const old = await (
    await request.post('/prod-api/client/member/v1/login/pwd', {
      data: { address: member.email, password: md5(member.password) },
    })
  ).json();
  expect(old.code).toBe(2020);

  // Out, and in again with the new password through the dialog.
  await page.getByRole('button', { name: KM.accountMenu }).click();
  await page.getByRole('menuitem', { name: KM.logout }).click();
  await page.getByRole('button', { name: KM.signIn, exact: true }).click();
  await login.getByRole('tab', { name: KM.emailTab }).click();
  await login.getByRole('textbox', { name: KM.email }).fill(member.email);
  await login.getByLabel(KM.password, { exact: true }).fill(next);
  await login.getByRole('checkbox').last().check();
  await login.getByRole('button', { name: KM.login, exact: true }).click();
  await expect(toast(page, KM.loginSuccess)).toBeVisible();
  await page.getByRole('dialog', { name: KM.bindPhone }).getByRole('button', { name: KM.skip }).click();
  await expect(page.getByRole('button', { name: KM.accountMenu })).toBeVisible();
});
