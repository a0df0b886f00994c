import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  latestCode,
  phoneParts,
  pngFile,
  registerMember,
  setLanguage,
  uniqueEmail,
  uniquePassword,
  uniquePhone,
  useToken,
} from '../support/index.js';

/**
 * The account part of /setting on a phone (issue 10 §1): a member crops a photo into an avatar and sees
 * it in the header at once; then changes the bound email by the spec's flow (code to the current email
 * -> uniqueMark -> the new email with its own code) and signs in with the new one.
 */

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const toast = (page: Page, text: string): Locator => page.locator('.ant-message').getByText(text, { exact: true });
/**
 * Sends the code once the address may have another: registration sent it one moments ago (one code per
 * address per minute), so the server's movable clock (DEV_CLOCK) moves past the wait instead of the test
 * waiting a real minute. The server must then send at the first click.
 */
async function sendWhenAllowed(page: Page, scope: Locator, name: string) {
  const moved = await page.request.post('/prod-api/dev/clock', { data: { advanceSeconds: 61 } });
  expect(moved.ok()).toBe(true);
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/client/captcha/v1/send')),
    scope.getByRole('button', { name }).click(),
  ]);
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

test.describe.serial('account settings on a phone', () => {
  test.use(PHONE);
  let member: Awaited<ReturnType<typeof registerMember>>;

  test('a member crops a photo (zoom, drag, turn) and sees the new avatar in the header at once', async ({
    page,
    request,
  }, testInfo) => {
    member = await registerMember(request, 'avatar');
    await setLanguage(page, 'en_US');
    await useToken(page, member.token);
    await page.goto('/setting');
    await page.getByRole('button', { name: 'Change profile photo' }).click();
    await expect(page).toHaveURL(/\/setting\/cropperImage$/);
    await expect(page.getByText('Choose a photo or take one, then move and zoom it inside the circle.')).toBeVisible();

    await page
      .getByTestId('avatar-pick')
      .setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: pngFile(900, 600, [200, 90, 40]) });
    const stage = page.locator('.avatar-cropper__stage');
    await expect(stage.locator('img')).toBeVisible();
    // Zoom with the slider's keyboard, drag with the mouse, turn a quarter.
    const zoom = page.getByRole('slider').first();
    await zoom.focus();
    for (let i = 0; i < 40; i++) await zoom.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuenow', '1.4');
    const box = (await stage.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Turn right' }).click();
    await expect(page.getByRole('slider').nth(1)).toHaveAttribute('aria-valuenow', '90');
    await page.screenshot({ path: testInfo.outputPath('cropper-phone.png') });

    await page.getByRole('button', { name: 'Save photo' }).click();
    await expect(toast(page, 'Your profile photo was updated')).toBeVisible();
    await expect(page).toHaveURL(/\/setting$/);
    // The header shows the 96 px WebP without a reload, and it loads.
    const header = page.locator('img.shell-user__avatar');
    await expect(header).toHaveAttribute('src', /^\/media\/avatars\/\d{4}\/\d{2}\/[0-9a-f]{32}\/96\.webp$/);
    await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /256\.webp$/);
    await page.screenshot({ path: testInfo.outputPath('settings-phone.png') });
  });

  test('the member changes the email through the current one and signs in with the new one', async ({
    page,
    request,
  }) => {
    await setLanguage(page, 'en_US');
    await useToken(page, member.token);
    await page.goto('/setting');
    await page.getByRole('button', { name: 'Change email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change email' });
    await expect(dialog.getByRole('textbox').first()).toHaveValue(member.email);
    const started = new Date();
    // Registration sent this address a code moments ago: the member is told to wait and tries again.
    await sendWhenAllowed(page, dialog, 'Send');
    await dialog
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await latestCode(request, member.email, { after: started, purpose: 'bind' }));
    await dialog.getByRole('button', { name: 'Next' }).click();

    const next = uniqueEmail('moved');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(next);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('textbox', { name: 'Verification code' }).fill('000000');
    await dialog.getByRole('button', { name: 'Bind' }).click();
    await expect(toast(page, 'The verification code is wrong.')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await latestCode(request, next, { purpose: 'bind' }));
    await dialog.getByRole('button', { name: 'Bind' }).click();
    await expect(toast(page, 'Binding successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.settings-address').filter({ hasText: next })).toBeVisible();

    // The old email no longer signs in; the new one does, through the login dialog.
    const old = await (
      await request.post('/prod-api/client/member/v1/login/pwd', {
        data: { address: member.email, password: md5(member.password) },
      })
    ).json();
    expect(old.code).toBe(2020);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await setLanguage(page, 'en_US');
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('tab', { name: 'Email login' }).click();
    await login.getByRole('textbox', { name: 'Email' }).fill(next);
    await login.getByLabel('Password').fill(member.password);
    await login.getByRole('checkbox').last().check();
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(toast(page, 'Login success')).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Bind phone' })
      .getByRole('button', { name: 'Not needed at the moment, skip' })
      .click();
    await page.goto('/setting');
    await expect(page.locator('.settings-address').filter({ hasText: next })).toBeVisible();
    // The avatar of the first test is still there: same account.
    await expect(page.locator('img.shell-user__avatar')).toHaveAttribute('src', /96\.webp$/);
  });
});

test.describe('first password on a phone, in Khmer', () => {
  test.use(PHONE);

  test('a member who signed up by phone binds an email (proven by the phone) and sets a first password', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone('86');
    expect(
      (await (await request.post('/prod-api/client/captcha/v1/send', { data: { address: phone, type: 2 } })).json())
        .code,
    ).toBe(0);
    const signIn = await request.post('/prod-api/client/member/v1/login/captcha', {
      data: { address: phone, captcha: await latestCode(request, phone) },
    });
    const token = (await signIn.json()).data.token as string;
    await setLanguage(page, 'km_KH');
    await useToken(page, token);
    await page.goto('/setting');
    const passwordSection = page.getByRole('region', { name: 'កំណត់ពាក្យសម្ងាត់' });
    await expect(passwordSection.getByText('សូមភ្ជាប់អ៊ីមែលជាមុនសិន៖ ពាក្យសម្ងាត់ប្រើសម្រាប់ចូលដោយអ៊ីមែល។')).toBeVisible();

    await page.getByRole('button', { name: 'ភ្ជាប់ អ៊ីមែល' }).click();
    const dialog = page.getByRole('dialog', { name: 'ភ្ជាប់ អ៊ីមែល' });
    // Step 1: the phone, typed in full (member info only shows it masked), proves the account.
    await dialog.getByRole('textbox', { name: 'លេខទូរស័ព្ទ' }).fill(phoneParts(phone).national);
    const started = new Date();
    await sendWhenAllowed(page, dialog, 'ផ្ញើ');
    await dialog
      .getByRole('textbox', { name: 'លេខកូដផ្ទៀងផ្ទាត់' })
      .fill(await latestCode(request, phone, { after: started, purpose: 'bind' }));
    await dialog.getByRole('button', { name: 'បន្ទាប់' }).click();
    // Step 2: the new email and its code.
    const email = uniqueEmail('first');
    await dialog.getByRole('textbox', { name: 'អ៊ីមែល' }).fill(email);
    await dialog.getByRole('button', { name: 'ផ្ញើ' }).click();
    await dialog
      .getByRole('textbox', { name: 'លេខកូដផ្ទៀងផ្ទាត់' })
      .fill(await latestCode(request, email, { purpose: 'bind' }));
    await dialog.getByRole('button', { name: 'ភ្ជាប់' }).click();
    await expect(toast(page, 'ភ្ជាប់បានជោគជ័យ')).toBeVisible();
    await expect(page.locator('.settings-address').filter({ hasText: email })).toBeVisible();

    // Now the first password: new and again, no old one.
    const password = uniquePassword();
    await passwordSection.getByLabel('ពាក្យសម្ងាត់ថ្មី', { exact: true }).fill(password);
    await passwordSection.getByLabel('បញ្ចូលពាក្យសម្ងាត់ថ្មីម្តងទៀត').fill(`${password}x`);
    await passwordSection.getByRole('button', { name: 'កំណត់ពាក្យសម្ងាត់' }).click();
    await expect(passwordSection.getByText('ពាក្យសម្ងាត់មិនដូចគ្នា។ សូមបញ្ចូលម្តងទៀត។')).toBeVisible();
    await passwordSection.getByLabel('បញ្ចូលពាក្យសម្ងាត់ថ្មីម្តងទៀត').fill(password);
    await passwordSection.getByRole('button', { name: 'កំណត់ពាក្យសម្ងាត់' }).click();
    await expect(toast(page, 'ពាក្យសម្ងាត់របស់អ្នកត្រូវបានកំណត់')).toBeVisible();
    // The page now offers "Change password" instead.
    await expect(page.getByRole('region', { name: 'ប្តូរពាក្យសម្ងាត់' })).toBeVisible();
    const login = await (
      await request.post('/prod-api/client/member/v1/login/pwd', { data: { address: email, password: md5(password) } })
    ).json();
    expect(login.code).toBe(0);
  });
});
