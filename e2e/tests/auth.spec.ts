import { createHash } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  latestCode,
  messagesTo,
  phoneParts,
  setLanguage,
  uniqueEmail,
  uniquePassword,
  uniquePhone,
} from '../support/index.js';

/**
 * The sign-in flow of spec sections 2, 4 and 5 as a member meets it: login, bind and register dialogs,
 * the /register page, the session, the login guard. Codes come from the dev outbox. The server caps
 * codes per IP and every test shares 127.0.0.1, so each journey sends only the codes it needs.
 */

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const EN = {
  loginDialog: 'Log in',
  bindEmail: 'Bind email',
  bindPhone: 'Bind phone',
  typeYourPhoneNumber: 'Type your phone number',
  typeTheVerificationCode: 'Type the verification code',
  agree: 'By Creating your account you have to agree with our Terms and Privacy Policy',
  typeYourEmail: 'Type your email',
  typeYourPassword: 'Type your password',
  typeYourPasswordAgain: 'Type your password again',
  inconsistent: 'The passwords are inconsistent. Please re-enter.',
};

function loginDialog(page: Page, name = EN.loginDialog): Locator {
  return page.getByRole('dialog', { name });
}

function errorsIn(scope: Locator): Locator {
  return scope.locator('.ant-form-item-explain-error');
}

function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message').getByText(text, { exact: true });
}

async function openLoginFromHeader(page: Page) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
}

async function chooseCountryCode(scope: Locator, page: Page, countryCode: string) {
  await scope.locator('.auth-country-code').click();
  await page.keyboard.type(countryCode);
  await page.keyboard.press('Enter');
  await expect(scope.locator('.auth-country-code')).toContainText(`+${countryCode}`);
}

/** A member who signed up by email through the API (one code), with no phone bound yet. */
async function registerEmailMember(request: APIRequestContext) {
  const email = uniqueEmail('signin');
  const password = uniquePassword();
  const sent = await request.post('/prod-api/client/captcha/v1/send', { data: { address: email, type: 2 } });
  expect((await sent.json()).code).toBe(0);
  const captcha = await latestCode(request, email);
  const res = await request.post('/prod-api/client/member/v1/register/captcha', {
    data: { address: email, captcha, newPassword: md5(password), confirmPassword: md5(password) },
  });
  expect((await res.json()).code).toBe(0);
  return { email, password };
}

test.describe('sign-in flow (English)', () => {
  test.beforeEach(async ({ page }) => {
    await setLanguage(page, 'en_US');
  });

  test('phone sign-in: code from the outbox, countdown, bind-email step, skip, signed-in header', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone('855');
    const { countryCode, national } = phoneParts(phone);
    await page.goto('/');
    await openLoginFromHeader(page);
    const dialog = loginDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Mobile login', selected: true })).toBeVisible();
    await expect(dialog.locator('.auth-country-code')).toContainText('+86');

    await chooseCountryCode(dialog, page, countryCode);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(national);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Send successfully')).toBeVisible();
    // The Send button gives way to the countdown text: nothing can be sent while it runs.
    await expect(dialog.getByText(/^Resend after \d+ seconds$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send' })).toHaveCount(0);
    const code = await latestCode(request, phone);

    // Switching tabs resets the forms, the agreement and the countdown.
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('tab', { name: 'Email login' }).click();
    await dialog.getByRole('tab', { name: 'Mobile login' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
    await expect(dialog.getByRole('checkbox').first()).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(dialog.getByText(/Resend after/)).toHaveCount(0);

    await chooseCountryCode(dialog, page, countryCode);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(national);
    await dialog.getByRole('textbox', { name: 'Verification code' }).first().fill(code);
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(toast(page, 'Login success')).toBeVisible();

    // First sign-in by phone: the member has no email, so the bind-email dialog follows.
    const bind = page.getByRole('dialog', { name: EN.bindEmail });
    await expect(bind).toBeVisible();
    await expect(dialog).toBeHidden();
    // The dialog binds: its button says so, not "Log in" (issue 27, spec deviation 16).
    await expect(bind.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await bind.getByRole('button', { name: 'Bind' }).click();
    await expect(errorsIn(bind)).toHaveText([EN.typeYourEmail, EN.typeTheVerificationCode]);
    // Sending without an address warns and sends nothing.
    await bind.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.ant-message').getByText(EN.typeYourEmail)).toBeVisible();

    await bind.getByRole('button', { name: 'Not needed at the moment, skip' }).click();
    await expect(bind).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();

    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name === 'access_token');
    expect(token?.path).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(token?.value);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').userId)).toBeTruthy();
    // The agreement was ticked for this address: the flag is kept for the next sign-in.
    expect(await page.evaluate((key) => localStorage.getItem(key), `USER_AGREE_FLAG-${phone}`)).not.toBeNull();
  });

  test('email registration through both steps on /register: email code, then phone binding', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('register');
    const password = uniquePassword();
    await page.goto('/register');
    const form = page.locator('.register-page');

    // Step 1: every message of spec section 5, in order (the email message is "Type your email", a recorded deviation).
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(errorsIn(form)).toHaveText([
      EN.typeYourEmail,
      EN.typeTheVerificationCode,
      EN.typeYourPassword,
      EN.typeYourPasswordAgain,
      EN.agree,
    ]);

    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.ant-message').getByText(EN.typeYourEmail)).toBeVisible();
    expect(await messagesTo(request, email)).toHaveLength(0);

    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Send successfully')).toBeVisible();
    await expect(form.getByText(/^Resend after \d+ seconds$/)).toBeVisible();
    await form
      .getByRole('textbox', { name: 'Verification code' })
      .first()
      .fill(await latestCode(request, email));

    await form.getByLabel('Password', { exact: true }).fill('abc');
    await form.getByLabel('Password again').fill('abd');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(errorsIn(form)).toHaveText(['Use 6 to 30 letters and digits only', EN.inconsistent, EN.agree]);

    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Password again').fill(password);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Registered successfully')).toBeVisible();

    // Step 2: bind a phone, with a cleared form and countdown.
    const bindButton = form.getByRole('button', { name: 'Bind', exact: true });
    await expect(bindButton).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send' })).toBeVisible();
    await bindButton.click();
    await expect(errorsIn(form)).toHaveText([EN.typeYourPhoneNumber, EN.typeTheVerificationCode]);

    const phone = uniquePhone('855');
    const { countryCode, national } = phoneParts(phone);
    await chooseCountryCode(form, page, countryCode);
    await form.getByRole('textbox', { name: 'Phone number' }).fill(national);
    // Step 1's toast is gone first, so the one seen next is the phone code's.
    await expect(toast(page, 'Send successfully')).toHaveCount(0);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Send successfully')).toBeVisible();
    await form
      .getByRole('textbox', { name: 'Verification code' })
      .last()
      .fill(await latestCode(request, phone));
    await bindButton.click();
    await expect(toast(page, 'Binding successfully')).toBeVisible();

    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    const info = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'));
    expect(info.email).toBe(email);
    expect(info.phone).toBeTruthy();
  });

  test('a login-required page opens the login dialog, shows after email sign-in; sign-out there lands on /', async ({
    page,
    request,
  }) => {
    const { email, password } = await registerEmailMember(request);
    await page.goto('/work/record');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Please log in to see this page')).toBeVisible();

    await dialog.getByRole('tab', { name: 'Email login' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('checkbox').last().check();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(toast(page, 'Login success')).toBeVisible();

    // The member has no phone yet: the bind-phone dialog follows the email sign-in.
    const bind = page.getByRole('dialog', { name: EN.bindPhone });
    await expect(bind).toBeVisible();
    await bind.getByRole('button', { name: 'Bind' }).click();
    await expect(errorsIn(bind)).toHaveText([EN.typeYourPhoneNumber, EN.typeTheVerificationCode]);
    await bind.getByRole('button', { name: 'Not needed at the moment, skip' }).click();
    await expect(bind).toBeHidden();

    await expect(page).toHaveURL(/\/work\/record$/);
    await expect(page.getByText('Please log in to see this page')).toHaveCount(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(toast(page, 'Exit successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
    expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('userInfo')])).toEqual(
      [null, null],
    );

    // The agreement flag stored at sign-in pre-ticks the box when the address field loses focus.
    await openLoginFromHeader(page);
    await dialog.getByRole('tab', { name: 'Email login' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await expect(dialog.getByRole('checkbox').last()).not.toBeChecked();
    await dialog.getByRole('textbox', { name: 'Email' }).blur();
    await expect(dialog.getByRole('checkbox').last()).toBeChecked();
  });

  test('login dialog: validation messages on empty submit, no request without an address', async ({ page }) => {
    await page.goto('/');
    await openLoginFromHeader(page);
    const dialog = loginDialog(page);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(errorsIn(dialog)).toHaveText([EN.typeYourPhoneNumber, EN.typeTheVerificationCode, EN.agree]);

    let sendCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/captcha/v1/send')) sendCalls += 1;
    });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.ant-message').getByText(EN.typeYourPhoneNumber)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();

    await dialog.getByRole('tab', { name: 'Email login' }).click();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(errorsIn(dialog)).toHaveText([EN.typeYourEmail, EN.typeYourPassword, EN.agree]);
    expect(sendCalls).toBe(0);

    // The agreement links open the agreement pages in a new tab.
    const terms = dialog.getByRole('link', { name: 'User Agreement' }).last();
    await expect(terms).toHaveAttribute('href', '/terms.html');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: 'Privacy Policy' }).last()).toHaveAttribute('href', '/privacy.html');

    // The email tab leads to /register and closes the dialog.
    await dialog.getByRole('link', { name: 'No account yet? Register with email' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(dialog).toBeHidden();
    await expect(page.locator('.register-page').getByRole('button', { name: 'Register' })).toBeVisible();
  });

  test('a visitor whose system asks for reduced motion gets the dialog at once, without its zoom', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await openLoginFromHeader(page);
    // Read once, not polled: with motion the dialog is still zooming in (a transform, antd's zoom classes) here.
    const [zooming, transform] = await loginDialog(page).evaluate((el) => [
      /ant-zoom/.test(el.className),
      getComputedStyle(el).transform,
    ]);
    expect({ zooming, transform }).toEqual({ zooming: false, transform: 'none' });
  });

  test('dialogs close only by their close icon, not the backdrop or Escape; reopening starts fresh', async ({
    page,
  }) => {
    await page.goto('/');
    await openLoginFromHeader(page);
    const dialog = loginDialog(page);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('12345678');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await openLoginFromHeader(page);
    await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
  });

  test('an invalid session (code 90) clears the token and returns to /', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'access_token', value: 'x'.repeat(43), url: baseURL! }]);
    await page.goto('/news');
    await expect(toast(page, 'Your session has expired. Please log in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('phone-width viewport: the dialog fills the screen and its controls are easy to tap', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/work/record');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    const panel = page.locator('.auth-dialog-phone .ant-modal-container').filter({ visible: true });
    await expect(panel).toBeVisible();
    // Polled: the opening zoom animation scales the panel for a moment.
    await expect.poll(async () => (await panel.boundingBox())?.x).toBeLessThanOrEqual(1);
    await expect.poll(async () => (await panel.boundingBox())?.width).toBeGreaterThanOrEqual(388);
    for (const control of [
      dialog.getByRole('button', { name: 'Log in' }),
      dialog.getByRole('textbox', { name: 'Phone number' }),
    ]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    }
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});

test.describe('sign-in dialogs in other languages', () => {
  test('Chinese, phone width: a new phone member binds an email with a "绑定" button, the login step keeps "登录" (issue 27)', async ({
    page,
    request,
  }) => {
    await setLanguage(page, 'zh_CN');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/work/record');
    const dialog = loginDialog(page, '登录');
    await expect(dialog).toBeVisible();
    const phone = uniquePhone('86');
    await dialog.getByRole('textbox', { name: '手机号码' }).fill(phoneParts(phone).national);
    await dialog.getByRole('button', { name: /^发 ?送$/ }).click();
    const code = await latestCode(request, phone);
    await dialog.getByRole('textbox', { name: '验证码' }).first().fill(code);
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: /^登 ?录$/ }).click();
    const bind = page.getByRole('dialog', { name: '绑定邮箱' });
    await expect(bind).toBeVisible();
    await expect(bind.getByRole('button', { name: /^登 ?录$/ })).toHaveCount(0);
    await bind.getByRole('button', { name: /^绑 ?定$/ }).click();
    await expect(errorsIn(bind)).toHaveText(['请输入邮箱', '请输入验证码']);
  });

  test('Khmer: the login dialog and its messages are in Khmer', async ({ page }) => {
    await setLanguage(page, 'km_KH');
    await page.goto('/work/record');
    const dialog = loginDialog(page, 'ចូលគណនី');
    await expect(dialog).toBeVisible();
    await expect(page.getByText('សូមចូលគណនី ដើម្បីមើលទំព័រនេះ')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'ចូលដោយលេខទូរស័ព្ទ' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'ចូលដោយអ៊ីមែល' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'ផ្ញើ' })).toBeVisible();
    await dialog.getByRole('button', { name: 'ចូល', exact: true }).click();
    await expect(errorsIn(dialog)).toHaveText([
      'សូមបញ្ចូលលេខទូរស័ព្ទរបស់អ្នក',
      'សូមបញ្ចូលលេខកូដផ្ទៀងផ្ទាត់',
      'ដើម្បីបង្កើតគណនី អ្នកត្រូវយល់ព្រមនឹងលក្ខខណ្ឌ និងគោលការណ៍ឯកជនភាពរបស់យើង',
    ]);
    // Stacked Khmer glyphs need room: the error line must not be clipped.
    const err = errorsIn(dialog).first();
    // (polled: the message slides in with an animation, during which its box is still growing)
    await expect.poll(() => err.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  });

  test('Chinese by default and English on request: the register page is translated', async ({ page }) => {
    await page.goto('/register');
    const form = page.locator('.register-page');
    await form
      .getByRole('button', { name: '注 册' })
      .or(form.getByRole('button', { name: '注册' }))
      .click();
    await expect(errorsIn(form)).toHaveText([
      '请输入邮箱',
      '请输入验证码',
      '请输入密码',
      '请再次输入密码',
      '创建账号需同意我们的用户协议和隐私政策',
    ]);
    await expect(form.getByRole('button', { name: '点击登录' })).toBeVisible();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.setItem('language', 'en_US'));
    await page.reload();
    await expect(form.getByRole('button', { name: 'Click to log in' })).toBeVisible();
    await form.getByRole('button', { name: 'Click to log in' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await expect(loginDialog(page).getByRole('tab', { name: 'Mobile login' })).toBeVisible();
  });
});
