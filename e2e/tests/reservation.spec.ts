import {
  test,
  expect,
  apiSignIn,
  demoAdmin,
  grantRole,
  registerMember,
  setLanguage,
  staffEvent,
  useToken,
} from '../support/index.js';

/**
 * Reservations (issue 31): an event with one place. A registers on the event's page (Registered, QR ticket
 * shown); B joins the waiting list; A cancels from My reservations; B moves up; an editor on a phone checks
 * B in by typing the ticket's code, and a second check-in says when the first was.
 */

const PHONE = { width: 390, height: 844 };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('register, wait, cancel, move up and check in by code', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = demoAdmin();
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const editor = await registerMember(request, 'rsv-editor');
  await grantRole(request, adminToken, editor.id, 'editor');
  const a = await registerMember(request, 'rsv-a');
  const b = await registerMember(request, 'rsv-b');

  const title = `Orientation ${Date.now()}`;
  const id = await staffEvent(request, editor.token, {
    title: { en_US: title, zh_CN: `见面会 ${title}`, km_KH: `ពិធីជួបជុំ ${title}` },
    place: { en_US: 'ACSC office' },
    capacity: 1,
  });

  // A finds the event on /reservation with its one place, and registers on its page.
  await setLanguage(page, 'en_US');
  await useToken(page, a.token);
  await page.goto('/reservation');
  const card = page.locator('.rsv-card', { hasText: title });
  await expect(card.getByText('1 place left')).toBeVisible();
  await expect(card.getByText(/UTC\+7/)).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/activity/${id}$`));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please accept to register.')).toBeVisible();
  await page.getByLabel('I agree to share these answers with the organizers and to come on time.').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('.rsv-mine').getByText('Registered', { exact: true })).toBeVisible();
  await expect(page.locator('.rsv-ticket canvas, .rsv-ticket svg').first()).toBeVisible();
  await expect(page.locator('.rsv-ticket__code')).toHaveText(/^[A-Z2-9]{10}$/);

  // B, by the API: the waiting list, first in line.
  const bReg = await (
    await request.post('/prod-api/client/reservation/v1/activity/register', {
      headers: auth(b.token),
      data: { activityId: id, answers: [], agree: true },
    })
  ).json();
  expect(bReg.data).toMatchObject({ status: 'Waiting', waitingPosition: 1 });

  // A cancels from My reservations; B moves up and gets a ticket.
  await page.goto('/reservation/record');
  const record = page.locator('.rsv-record', { hasText: title });
  await record.getByRole('button', { name: 'Cancel my registration' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(record.getByText('Cancelled', { exact: true })).toBeVisible();
  const bDetail = await (
    await request.get(`/prod-api/client/reservation/v1/activity/detail/${id}`, { headers: auth(b.token) })
  ).json();
  expect(bDetail.data.mine.status).toBe('Registered');
  const code = bDetail.data.mine.ticketCode as string;

  // Support staff at the door, on a phone, check B in by typing the code; a second check-in says when.
  const door = await registerMember(request, 'rsv-door');
  await grantRole(request, adminToken, door.id, 'support');
  await page.context().clearCookies();
  await page.setViewportSize(PHONE);
  await setLanguage(page, 'en_US');
  await useToken(page, door.token);
  await page.goto('/admin/reservation/checkin');
  await page.getByLabel('Ticket code').fill(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText(/is checked in$/)).toBeVisible();
  await expect(page.getByText('1 checked in of 1')).toBeVisible();
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText(/^Already checked in at /)).toBeVisible();
});
