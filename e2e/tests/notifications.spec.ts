import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect,
  apiSignIn,
  latestCode,
  registerMember,
  setLanguage,
  uniquePhone,
  useToken,
} from '../support/index.js';

/**
 * Notifications as a member meets them (issue 10 §3): the header's bell counts what arrives live over
 * the socket, the list opens as a drawer on a desktop and as a page on a phone, in the page's language;
 * opening one marks it read and follows its link; "mark all as read" clears the badge; the per-type
 * preferences on /setting persist and are obeyed. Each sign-in through the API (no Device-Id) is a
 * sign-in on a new device, which the server announces with 'account.newSignIn'.
 */

const bell = (page: Page) => page.locator('header').locator('.shell-bell');
const badge = (page: Page) => page.getByTestId('unread-badge');

/** Opens `path` and resolves once the live socket has said `ready` (the member is connected). */
async function openConnected(page: Page, path: string) {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/client/live/v1/ws'));
  await page.goto(path);
  const ws = await socket;
  await ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"t":"ready"') });
}

async function unreadOf(request: APIRequestContext, token: string): Promise<number> {
  const body = await (
    await request.get('/prod-api/client/notification/v1/unread', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(body.code, body.msg).toBe(0);
  return body.data.unread as number;
}

test('in Khmer on a desktop: a notification arrives live, opens from the drawer, all are marked read; preferences persist', async ({
  page,
  request,
}, testInfo) => {
  await setLanguage(page, 'km_KH');
  const member = await registerMember(request, 'bell-km');
  await useToken(page, member.token);
  await openConnected(page, '/');
  await expect(bell(page)).toHaveAccessibleName('ការជូនដំណឹង');
  await expect(badge(page)).toHaveCount(0);

  // Two sign-ins elsewhere: the badge counts each as it arrives, without a reload.
  await apiSignIn(request, member.email, member.password);
  await expect(badge(page)).toHaveText('1');
  await apiSignIn(request, member.email, member.password);
  await expect(badge(page)).toHaveText('2');
  await expect(bell(page)).toHaveAccessibleName('ការជូនដំណឹង មិនទាន់អាន 2');

  // The drawer lists them in Khmer, rendered by the server for this reader, in the Khmer font.
  await bell(page).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'ការជូនដំណឹង' });
  const items = drawer.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('គណនីរបស់អ្នកត្រូវបានចូលពីឧបករណ៍ថ្មី');
  await expect(items.first()).toContainText('ប្រសិនបើមិនមែនជាអ្នក');
  expect(await items.first().evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Khmer/);
  await page.screenshot({ path: testInfo.outputPath('bell-drawer-km-desktop.png') });

  // Opening one marks it read and follows its link (the settings, where devices are signed out).
  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(badge(page)).toHaveText('1');
  expect(await unreadOf(request, member.token)).toBe(1);

  // Mark all as read clears the badge.
  await bell(page).click();
  await drawer.getByRole('button', { name: 'សម្គាល់ថាបានអានទាំងអស់' }).click();
  await expect(page.locator('.ant-message').getByText('ការជូនដំណឹងទាំងអស់ត្រូវបានសម្គាល់ថាបានអាន')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  expect(await unreadOf(request, member.token)).toBe(0);
  await drawer.getByRole('button', { name: 'បិទ' }).click();
  await expect(drawer).toBeHidden();

  // Preferences: new-device sign-ins off. The choice survives a reload and is obeyed.
  const prefs = page.getByRole('region', { name: 'ការជូនដំណឹង' });
  const newSignIn = prefs.getByRole('radiogroup', { name: 'ការចូលពីឧបករណ៍ថ្មី' });
  await expect(newSignIn.getByRole('radio', { name: 'គេហទំព័រ និងអ៊ីមែល' })).toBeChecked();
  await newSignIn.getByText('បិទ', { exact: true }).click();
  await expect(page.locator('.ant-message').getByText('បានរក្សាទុក')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'ការជូនដំណឹង' })
      .getByRole('radiogroup', { name: 'ការចូលពីឧបករណ៍ថ្មី' })
      .getByRole('radio', { name: 'បិទ' }),
  ).toBeChecked();
  await apiSignIn(request, member.email, member.password);
  expect(await unreadOf(request, member.token)).toBe(0);
  await expect(badge(page)).toHaveCount(0);
});

test('in English on a phone: the bell opens the list as a page, with load more and mark all read', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await setLanguage(page, 'en_US');
  const member = await registerMember(request, 'bell-en');
  // Eleven notifications: one more than a page.
  for (let i = 0; i < 11; i++) await apiSignIn(request, member.email, member.password);
  await useToken(page, member.token);
  await openConnected(page, '/');
  await expect(badge(page)).toHaveText('11');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 11 unread');

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('Your account was signed in on a new device');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('notifications-en-phone.png') });
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // A new one arrives while the page is open: it is listed at the top and counted.
  await apiSignIn(request, member.email, member.password);
  await expect(badge(page)).toHaveText('12');
  await expect(items).toHaveCount(12);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(page.locator('.notification-item--unread')).toHaveCount(0);

  // After a reload the list and the count come from the server: nothing unread.
  await page.reload();
  await expect(items.first()).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
});

test('a member with no notifications sees the empty state; a visitor is asked to sign in', async ({
  page,
  request,
}) => {
  await setLanguage(page, 'zh_CN');
  await page.goto('/notifications');
  await expect(page.getByText('登录后查看您的通知')).toBeVisible();
  await expect(page.locator('header .shell-bell')).toHaveCount(0);

  const member = await registerMember(request, 'bell-zh');
  await useToken(page, member.token);
  await page.goto('/notifications');
  await expect(page.getByText('暂无通知')).toBeVisible();
  await expect(page.locator('header .shell-bell')).toHaveAccessibleName('通知');
});

test('the notification preferences in Khmer on a phone fit the screen', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await setLanguage(page, 'km_KH');
  const member = await registerMember(request, 'bell-prefs');
  await apiSignIn(request, member.email, member.password);
  await useToken(page, member.token);
  await page.goto('/setting');
  const prefs = page.getByRole('region', { name: 'ការជូនដំណឹង' });
  await expect(prefs.getByRole('heading', { name: 'គណនី និងសុវត្ថិភាព' })).toBeVisible();
  await expect(prefs.getByRole('heading', { name: 'សហគមន៍ផ្លាស់ប្តូរ' })).toBeVisible();
  // Four account types, the exchange's seven (liked, commented, replied, mentioned, followed, unread messages,
  // moderated) and the reservations' ten (moved up from the waiting list, approved, rejected, reminder, a message
  // from the organizers, paid, payment expired, a place waiting for payment, an appointment booked, its reminder),
  // work's application status, the support chat's answer, and alumni certification's approved and rejected.
  await expect(prefs.getByTestId('notification-preference')).toHaveCount(25);
  await expect(badge(page)).toHaveText('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await prefs.screenshot({ path: testInfo.outputPath('notification-prefs-km-phone.png') });
  await page.locator('header').screenshot({ path: testInfo.outputPath('header-km-phone.png') });
});

test('a new phone member: no alert for the phone that signed up; a sign-in elsewhere is told with advice for an account without a password (issue 27)', async ({
  page,
  request,
}) => {
  const phone = uniquePhone('86');
  const signIn = async (device: string) => {
    const after = new Date();
    expect(
      (
        await (
          await request.post('/prod-api/client/captcha/v1/send', {
            data: { address: phone, type: 2 },
            headers: { 'Device-Id': device },
          })
        ).json()
      ).code,
    ).toBe(0);
    const captcha = await latestCode(request, phone, { after });
    const body = await (
      await request.post('/prod-api/client/member/v1/login/captcha', {
        data: { address: phone, captcha },
        headers: { 'Device-Id': device },
      })
    ).json();
    expect(body.code, body.msg).toBe(0);
    return body.data.token as string;
  };
  const token = await signIn(`phone-${phone}`);
  await setLanguage(page, 'zh_CN');
  await page.setViewportSize({ width: 390, height: 844 });
  await useToken(page, token);
  await page.goto('/notifications');
  await expect(page.getByText('暂无通知')).toBeVisible();

  // The same phone again (after a sign-out, say): still nothing. Another device: the alert.
  await request.post('/prod-api/dev/clock', { data: { advanceSeconds: 61 } });
  await signIn(`phone-${phone}`);
  await request.post('/prod-api/dev/clock', { data: { advanceSeconds: 61 } });
  await signIn(`desktop-${phone}`);
  await page.reload();
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('您的账号在新设备上登录');
  await expect(items.first()).toContainText(
    '如果不是您本人操作，请立即在“个人设置”中退出该设备。您的账号还没有密码，也可以在那里设置一个。',
  );
  await expect(items.first()).not.toContainText('修改密码');
});
