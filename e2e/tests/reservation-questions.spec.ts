import {
  test,
  expect,
  apiSignIn,
  demoAdmin,
  grantRole,
  publishEvent,
  registerMember,
  setLanguage,
  staffEvent,
  useToken,
} from '../support/index.js';

/**
 * An event's registration questions written in the console (issue 31): an editor adds a required one-choice
 * question in three languages to an event, saves it; a member reading in Khmer sees the question and its
 * choices in Khmer, cannot register without answering, answers, and finds the answer in My reservations.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('an editor adds a required question in three languages; a member answers it in Khmer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = demoAdmin();
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const editor = await registerMember(request, 'rsvq-editor');
  await grantRole(request, adminToken, editor.id, 'editor');
  const member = await registerMember(request, 'rsvq-member');

  const title = `Workshop ${Date.now()}`;
  const id = await staffEvent(
    request,
    editor.token,
    { title: { en_US: title, zh_CN: `讲座 ${title}`, km_KH: `សិក្ខាសាលា ${title}` }, capacity: 20 },
    { publish: false },
  );

  // The editor writes the question in the console.
  await setLanguage(page, 'en_US');
  await useToken(page, editor.token);
  await page.goto(`/admin/reservation/activities/${id}`);
  await expect(page.getByText('No questions: members register without answering any.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Kind of question 1').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('One choice', { exact: true }).click();
  await page.getByLabel('Question 1 must be answered').click();
  await page.getByLabel('Question 1 (English)').fill('Which city do you study in?');
  await page.getByLabel('Question 1 (中文)').fill('你在哪个城市学习？');
  await page.getByLabel('Question 1 (ខ្មែរ)').fill('តើអ្នកសិក្សានៅទីក្រុងណា?');
  for (const [k, en, zh, km] of [
    [1, 'Beijing', '北京', 'ប៉េកាំង'],
    [2, 'Kunming', '昆明', 'គុនមីង'],
  ] as const) {
    await page.getByLabel(`Question 1, choice ${k} (English)`).fill(en);
    await page.getByLabel(`Question 1, choice ${k} (中文)`).fill(zh);
    await page.getByLabel(`Question 1, choice ${k} (ខ្មែរ)`).fill(km);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const stored = await (
    await request.get(`/prod-api/admin/reservation/activity/detail/${id}`, { headers: auth(editor.token) })
  ).json();
  expect(stored.data.questions).toEqual([
    {
      key: 'q1',
      kind: 'single',
      label: { en_US: 'Which city do you study in?', zh_CN: '你在哪个城市学习？', km_KH: 'តើអ្នកសិក្សានៅទីក្រុងណា?' },
      options: [
        { en_US: 'Beijing', zh_CN: '北京', km_KH: 'ប៉េកាំង' },
        { en_US: 'Kunming', zh_CN: '昆明', km_KH: 'គុនមីង' },
      ],
      required: true,
      maxLength: 200,
    },
  ]);
  await publishEvent(request, editor.token, id);

  // The member, reading in Khmer, must answer before registering.
  // A tab of its own: the language is set once per tab (support/language.ts).
  await page.context().clearCookies();
  const tab = await page.context().newPage();
  await setLanguage(tab, 'km_KH');
  await useToken(tab, member.token);
  await tab.goto(`/reservation/activity/${id}`);
  await expect(tab.getByText('តើអ្នកសិក្សានៅទីក្រុងណា?')).toBeVisible();
  await tab.locator('.rsv-form .ant-checkbox-wrapper').click();
  await tab.locator('.rsv-form button[type="submit"]').click();
  await expect(tab.locator('.rsv-form .ant-form-item-explain-error')).toHaveCount(1);
  await tab.getByRole('radio', { name: 'គុនមីង' }).check();
  await tab.locator('.rsv-form button[type="submit"]').click();
  await expect(tab.locator('.rsv-mine .rsv-ticket__code')).toHaveText(/^[A-Z2-9]{10}$/);
  const mine = await (
    await request.get(`/prod-api/client/reservation/v1/activity/detail/${id}`, {
      headers: { ...auth(member.token), language: 'km_KH' },
    })
  ).json();
  expect(mine.data.mine.status).toBe('Registered');
  expect(JSON.stringify(mine.data.mine.answers)).toContain('គុនមីង');
});
