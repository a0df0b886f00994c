import {
  test,
  expect,
  registerMember,
  demoAdmin,
  apiSignIn,
  grantRole,
  setLanguage,
  useToken,
} from '../support/index.js';

/**
 * Appointments (issue 31): staff publish a service with one time; a member finds it in the Appointments part of
 * /reservation, books the time on the service's page (Booked, ticket shown, the time in Phnom Penh's zone), and
 * finds the booking in My reservations; support staff check it in at the door's check-in page by its code.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a member books a time and sees it in my reservations', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = demoAdmin();
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const editor = await registerMember(request, 'appt-editor');
  await grantRole(request, adminToken, editor.id, 'editor');
  const member = await registerMember(request, 'appt-member');

  const title = `Visa consultation ${Date.now()}`;
  const created = await (
    await request.post('/prod-api/admin/reservation/appointment/service/create', {
      headers: auth(editor.token),
      data: {
        title: { en_US: title, zh_CN: `签证咨询 ${title}`, km_KH: `ការពិគ្រោះទិដ្ឋាការ ${title}` },
        timeZone: 'Asia/Phnom_Penh',
        city: { en_US: 'Phnom Penh' },
        place: { en_US: 'ACSC office' },
      },
    })
  ).json();
  expect(created.code, created.msg).toBe(0);
  const id = created.data.id as number;
  const published = await (
    await request.post(`/prod-api/admin/reservation/appointment/service/publish/${id}`, {
      headers: auth(editor.token),
      data: {},
    })
  ).json();
  expect(published.code, published.msg).toBe(0);
  // 09:00 in Phnom Penh (02:00 UTC), two days ahead.
  const start = new Date(Date.now() + 2 * 86_400_000);
  start.setUTCHours(2, 0, 0, 0);
  const slot = await (
    await request.post('/prod-api/admin/reservation/appointment/slot/add', {
      headers: auth(editor.token),
      data: {
        serviceId: id,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
        capacity: 1,
      },
    })
  ).json();
  expect(slot.code, slot.msg).toBe(0);

  await setLanguage(page, 'en_US');
  await useToken(page, member.token);
  await page.goto('/reservation');
  await page.locator('.rsv-filters').getByText('Appointments', { exact: true }).click();
  await expect(page.locator('.rsv-list .rsv-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();
  const card = page.locator('.rsv-card', { hasText: title });
  await expect(card.getByText(/Next free time: .*UTC\+7/)).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/appointment/${id}$`));
  await expect(page.getByText('Times are shown in UTC+7.')).toBeVisible();
  await page.getByRole('button', { name: /^Book / }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Book ' });
  await expect(confirm).toHaveCount(1);
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.locator('.rsv-mine').getByText('Booked', { exact: true })).toBeVisible();
  await expect(page.locator('.rsv-ticket__code')).toHaveText(/^[A-Z2-9]{10}$/);
  const code = (await page.locator('.rsv-ticket__code').textContent())!;
  await expect(page.locator('.rsv-mine time')).toContainText('9:00 AM–10:00 AM (UTC+7)');

  await page.goto('/reservation/record');
  const record = page.locator('.rsv-record', { hasText: title });
  await expect(record.getByText('Booked', { exact: true })).toBeVisible();
  await expect(record.getByRole('button', { name: 'Cancel my booking' })).toBeVisible();
  // A member with a booking and no event registration is not told they have no reservations.
  await expect(page.getByText('You have no reservations yet.')).toHaveCount(0);

  // At the office's door, support staff check the booking in by its code; a second time says when.
  const door = await registerMember(request, 'appt-door');
  await grantRole(request, adminToken, door.id, 'support');
  await page.context().clearCookies();
  await setLanguage(page, 'en_US');
  await useToken(page, door.token);
  await page.goto('/admin/reservation/checkin');
  await page.getByLabel('Appointment code').fill(code);
  await page.getByRole('button', { name: 'Check in appointment' }).click();
  await expect(page.getByText(/is checked in$/)).toBeVisible();
  await page.getByRole('button', { name: 'Check in appointment' }).click();
  await expect(page.getByText(/^Already checked in at /)).toBeVisible();
});
