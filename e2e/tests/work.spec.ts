import {
  test,
  expect,
  apiSignIn,
  demoAdmin,
  grantRole,
  registerMember,
  setLanguage,
  useToken,
} from '../support/index.js';

/**
 * Work (issue 32): a member on a phone browses /work, opens a job and applies with a cover letter; staff move
 * the application to Interview with a message in the console; the member sees the new status and the
 * message on /work/record, and the notification.
 */

const PHONE = { width: 390, height: 844 };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('browse, apply on a phone; staff move it to Interview; the member sees it and is told', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = demoAdmin();
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const editor = await registerMember(request, 'work-editor');
  await grantRole(request, adminToken, editor.id, 'editor');
  const member = await registerMember(request, 'work-member');

  const stamp = Date.now();
  const title = `Chinese interpreter ${stamp}`;
  const company = await (
    await request.post('/prod-api/admin/work/company/create', {
      headers: auth(editor.token),
      data: { name: { en_US: `Mekong Bridge Co ${stamp}` }, industry: 'construction', size: 's101_500' },
    })
  ).json();
  expect(company.code, company.msg).toBe(0);
  const job = await (
    await request.post('/prod-api/admin/work/job/create', {
      headers: auth(editor.token),
      data: {
        companyId: company.data.id,
        title: { en_US: title, zh_CN: `中文翻译 ${stamp}`, km_KH: `អ្នកបកប្រែ ${stamp}` },
        city: { en_US: 'Phnom Penh' },
        type: 'fullTime',
        industry: 'construction',
        salaryMin: 700,
        salaryMax: 1000,
        languages: [{ language: 'zh', level: 'fluent', hsk: 5 }],
        description: { en_US: '<p>Interpret at site meetings.</p>' },
        deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    })
  ).json();
  expect(job.code, job.msg).toBe(0);
  const id = job.data.id as number;
  const published = await (
    await request.post(`/prod-api/admin/work/job/publish/${id}`, { headers: auth(editor.token), data: {} })
  ).json();
  expect(published.code, published.msg).toBe(0);

  // The member, on a phone: finds the job by a keyword, with its closing-soon mark, and applies on its page.
  await page.setViewportSize(PHONE);
  await setLanguage(page, 'en_US');
  await useToken(page, member.token);
  await page.goto('/work');
  await page.getByRole('searchbox', { name: 'Keywords' }).fill(`interpreter ${stamp}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.locator('.work-card', { hasText: title });
  await expect(card.getByText('Closing soon')).toBeVisible();
  await expect(card.getByText('700–1000 USD a month')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/work/detail/${id}$`));
  await page.getByLabel('Cover letter (optional)').fill('I interpreted for two years in Kunming.');
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.locator('.work-mine').getByText('Submitted', { exact: true })).toBeVisible();

  // Staff, in the console: the job's applications, the member's, moved to Interview with a message.
  await page.setViewportSize({ width: 1280, height: 900 });
  await useToken(page, editor.token);
  await page.goto(`/admin/work/applications?jobId=${id}`);
  await page.getByRole('row').filter({ hasText: member.nickname }).getByRole('button', { name: 'Open' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText('I interpreted for two years in Kunming.')).toBeVisible();
  await drawer.getByRole('combobox', { name: 'Move to' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Interview' }).click();
  await drawer.getByLabel('Message to the applicant (optional)').fill('Tuesday 10:00 at our office');
  await drawer.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('Status changed; the applicant is told.')).toBeVisible();

  // The member: the new status and the message on /work/record, and the notification.
  await page.setViewportSize(PHONE);
  await useToken(page, member.token);
  await page.goto('/work/record');
  const record = page.locator('.work-record', { hasText: title });
  await expect(record.locator('.ant-tag', { hasText: 'Interview' })).toBeVisible();
  await expect(record.getByText('Tuesday 10:00 at our office')).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByTestId('notification').first()).toContainText(`Your application for "${title}": Interview`);
});
