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
 * Paid events (issue 31): a member registers for an event with a fee; the page shows the KHQR as a QR code
 * with the amount and the time the place is held, and polls check_pay; the dev gateway marks the order paid
 * and the page moves to Registered by itself, with the ticket.
 */

test('a paid event: the KHQR, check_pay polled, paid through the dev gateway, Registered', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = demoAdmin();
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const editor = await registerMember(request, 'pay-editor');
  await grantRole(request, adminToken, editor.id, 'editor');
  const member = await registerMember(request, 'pay-a');

  const title = `Cooking class ${Date.now()}`;
  const id = await staffEvent(request, editor.token, {
    title: { en_US: title, zh_CN: `烹饪课 ${title}`, km_KH: `ថ្នាក់ធ្វើម្ហូប ${title}` },
    summary: { en_US: 'Amok' },
    place: { en_US: 'ACSC kitchen' },
    fee: { amount: 5, currency: 'USD' },
  });

  await setLanguage(page, 'en_US');
  await useToken(page, member.token);
  const checks: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/prod-api/api/user/order/check_pay')) checks.push(r.postData() ?? '');
  });
  await page.goto(`/reservation/activity/${id}`);
  await expect(page.getByText('$5.00').first()).toBeVisible();
  await page.getByLabel('I agree to share these answers with the organizers and to come on time.').check();
  await page.getByRole('button', { name: 'Register' }).click();

  // The KHQR with the amount, the order and the time the place is held; the status waits for payment.
  const pay = page.getByTestId('khqr');
  await expect(pay.getByText('Pay to confirm your place')).toBeVisible();
  await expect(pay.locator('canvas, svg').first()).toBeVisible();
  await expect(pay.getByText('$5.00', { exact: true })).toBeVisible();
  await expect(pay.getByRole('timer')).toHaveText(/^Your place is held for [\d:]+\.$/);
  await expect(page.locator('.rsv-mine').getByText('Awaiting payment', { exact: true })).toBeVisible();
  const orderNo = ((await pay.getByText(/^Order number: /).textContent()) ?? '').replace('Order number: ', '');
  expect(orderNo).toMatch(/^R\d{8}[0-9A-Z]{10}$/);
  // The page asks check_pay by itself while the code is shown.
  await expect.poll(() => checks.length).toBeGreaterThan(0);
  expect(JSON.parse(checks[0])).toEqual({ orderNo });

  // The member pays (the dev gateway stands in for the banking app): the page moves to Registered.
  const paid = await (await request.post('/prod-api/dev/payment/pay', { data: { orderNo } })).json();
  expect(paid.code, paid.msg).toBe(0);
  await expect(page.getByText('Payment received: you are registered.')).toBeVisible();
  await expect(page.locator('.rsv-mine').getByText('Registered', { exact: true })).toBeVisible();
  await expect(page.locator('.rsv-ticket__code')).toHaveText(/^[A-Z2-9]{10}$/);
  await expect(page.getByTestId('khqr')).toHaveCount(0);

  // My reservations show it paid.
  await page.goto('/reservation/record');
  await expect(page.locator('.rsv-record', { hasText: title }).getByText('Paid · $5.00')).toBeVisible();
});
