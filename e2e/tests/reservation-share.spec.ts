import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect,
  apiSignIn,
  demoAdmin,
  drawnFonts,
  grantRole,
  registerMember,
  setLanguage,
  staffEvent,
  useToken,
} from '../support/index.js';

/**
 * Reservations (issue 31) as they are shared and followed: the phone page of one event, opened from a link in
 * a Telegram or WeChat group, in Khmer with its own share preview; and a member on the waiting list who is
 * told live, on the page they have open, that a place came free.
 */

const PHONE = { width: 390, height: 844 };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function publishedEvent(request: APIRequestContext, token: string, capacity: number) {
  const stamp = Date.now();
  const id = await staffEvent(request, token, {
    title: { km_KH: `ពិធីបុណ្យចូលឆ្នាំខ្មែរ ${stamp}`, zh_CN: `高棉新年晚会 ${stamp}`, en_US: `Khmer New Year ${stamp}` },
    summary: { km_KH: 'សូមអញ្ជើញមកចូលរួមជាមួយយើង', zh_CN: '欢迎参加', en_US: 'Join us' },
    place: { km_KH: 'ការិយាល័យ ACSC', en_US: 'ACSC office' },
    capacity,
  });
  return { id, stamp };
}

async function editorToken(request: APIRequestContext, name: string) {
  const admin = demoAdmin();
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const editor = await registerMember(request, name);
  await grantRole(request, adminToken, editor.id, 'editor');
  return editor.token;
}

const register = (request: APIRequestContext, token: string, activityId: number) =>
  request.post('/prod-api/client/reservation/v1/activity/register', {
    headers: auth(token),
    data: { activityId, answers: [], agree: true },
  });

/** Opens `path` and resolves once the live socket has said `ready` (the member is connected). */
async function openConnected(page: Page, path: string) {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/client/live/v1/ws'));
  await page.goto(path);
  const ws = await socket;
  await ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"t":"ready"') });
}

test('a shared event on a phone, in Khmer: its own preview, places left, the sign-in to register', async ({
  page,
  request,
}) => {
  const { id, stamp } = await publishedEvent(request, await editorToken(request, 'share-editor'), 3);
  const title = `ពិធីបុណ្យចូលឆ្នាំខ្មែរ ${stamp}`;

  // What a chat app's link preview reads: the event's own title and summary in the link's language.
  const html = await (await request.get(`/phone/activity/${id}?lang=km_KH`)).text();
  expect(html).toContain(`<meta property="og:title" content="${title}"`);
  expect(html).toContain('<meta property="og:description" content="សូមអញ្ជើញមកចូលរួមជាមួយយើង"');

  await page.setViewportSize(PHONE);
  await setLanguage(page, 'km_KH');
  await page.goto(`/phone/activity/${id}?lang=km_KH`);
  const heading = page.getByRole('heading', { name: title });
  await expect(heading).toBeVisible();
  expect((await drawnFonts(heading)).some((f) => /Khmer/i.test(f))).toBe(true);
  await expect(page.getByText('នៅសល់ 3 កន្លែង').first()).toBeVisible();
  await expect(page.getByText(/UTC\+7/).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // A visitor is asked to sign in, and the sign-in dialog opens over the event.
  await page.getByRole('button', { name: 'ចូលគណនីដើម្បីចុះឈ្មោះ' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a member on the waiting list is told live, on the page they have open, that a place came free', async ({
  page,
  request,
}) => {
  const { id, stamp } = await publishedEvent(request, await editorToken(request, 'live-editor'), 1);
  const first = await registerMember(request, 'live-first');
  const second = await registerMember(request, 'live-second');
  expect((await (await register(request, first.token, id)).json()).data.status).toBe('Registered');
  expect((await (await register(request, second.token, id)).json()).data.status).toBe('Waiting');

  await setLanguage(page, 'en_US');
  await useToken(page, second.token);
  const unread = async () =>
    (await (await request.get('/prod-api/client/notification/v1/unread', { headers: auth(second.token) })).json()).data
      .unread as number;
  const before = await unread();
  await openConnected(page, '/reservation/record');

  // The first cancels (from another device): the second moves up and hears it at once, without a reload.
  const cancelled = await request.post('/prod-api/client/reservation/v1/activity/cancel', {
    headers: auth(first.token),
    data: { activityId: id },
  });
  expect((await cancelled.json()).data.status).toBe('Cancelled');
  await expect(page.getByTestId('unread-badge')).toHaveText(String(before + 1));
  await page.locator('header').locator('.shell-bell').click();
  const item = page.getByRole('dialog').getByTestId('notification').first();
  await expect(item).toContainText(`You have a place at "Khmer New Year ${stamp}"`);
});
