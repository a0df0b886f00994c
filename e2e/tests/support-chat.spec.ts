import {
  test,
  expect,
  apiSignIn,
  demoAdmin,
  grantRole,
  pngFile,
  registerMember,
  setLanguage,
  useToken,
} from '../support/index.js';

/**
 * The live support chat (issue 33): a visitor opens the chat in Khmer on a phone and writes; an agent, in
 * another browser context, sees it arrive live in the console's inbox, answers with a canned reply (inserted
 * in the visitor's language), and the visitor sees the answer live; the agent resolves it; the visitor later
 * signs in on the same phone and the history is still there.
 */

const PHONE = { width: 390, height: 844 };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const ALWAYS_OPEN = {
  days: Array.from({ length: 7 }, () => ({ open: '00:00', close: '23:59' })),
  greeting: { zh_CN: '', km_KH: '', en_US: '' },
};

test('a visitor chats in Khmer on a phone, an agent answers live with a canned reply and resolves, the history survives sign-in', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = demoAdmin();
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const agent = await registerMember(request, 'chat-agent');
  await grantRole(request, adminToken, agent.id, 'support');
  const stamp = Date.now().toString(36);
  const cannedTitle = `Scholarship dates ${stamp}`;
  const khmerAnswer = `ការដាក់ពាក្យអាហារូបករណ៍បើកនៅខែមីនា ${stamp}`;
  const saved = await (
    await request.post('/prod-api/admin/support/canned/save', {
      headers: auth(agent.token),
      data: {
        title: cannedTitle,
        text: {
          zh_CN: `奖学金申请三月开放 ${stamp}`,
          km_KH: khmerAnswer,
          en_US: `Applications open in March ${stamp}`,
        },
      },
    })
  ).json();
  expect(saved.code, saved.msg).toBe(0);
  const hours = await (
    await request.post('/prod-api/admin/support/settings/save', { headers: auth(agent.token), data: ALWAYS_OPEN })
  ).json();
  expect(hours.code, hours.msg).toBe(0);

  // The agent's inbox is open in a desktop browser.
  const agentContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1366, height: 900 },
  });
  const inbox = await agentContext.newPage();
  await setLanguage(inbox, 'en_US');
  await useToken(inbox, agent.token);
  await inbox.goto('/admin/support/inbox');
  await expect(inbox.getByText('Support inbox').first()).toBeVisible();

  // A visitor on a phone, in Khmer, opens the chat from the menu and writes.
  const visitorContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const phone = await visitorContext.newPage();
  await setLanguage(phone, 'km_KH');
  await phone.goto('/');
  await phone.getByRole('button', { name: 'បើកម៉ឺនុយ' }).click();
  await phone.getByRole('button', { name: 'ជជែកជំនួយ' }).click();
  const chat = phone.getByRole('dialog', { name: 'ជជែកជាមួយផ្នែកជំនួយ' });
  await expect(chat).toBeVisible();
  await expect(chat.getByText('សួស្តី! សូមស្វាគមន៍')).toBeVisible();
  // The whole screen on a phone.
  expect((await chat.boundingBox())?.width).toBeGreaterThanOrEqual(PHONE.width - 1);
  const question = `ខ្ញុំចង់សួរអំពីអាហារូបករណ៍ ${stamp}`;
  await chat.getByRole('textbox', { name: 'សរសេរសារ' }).fill(question);
  await chat.getByRole('button', { name: 'ផ្ញើ' }).click();
  await expect(chat.getByTestId('support-message').filter({ hasText: question })).toBeVisible();

  // The agent sees it arrive live, opens it, and answers with the canned reply, inserted in Khmer.
  const item = inbox.getByTestId('support-conversation').filter({ hasText: question });
  await expect(item).toBeVisible({ timeout: 10_000 });
  await item.click();
  await expect(inbox.getByText('Khmer')).toBeVisible();
  await inbox.getByRole('combobox', { name: 'Insert a canned reply' }).click();
  await inbox.locator('.ant-select-item-option', { hasText: cannedTitle }).click();
  await expect(inbox.getByRole('textbox', { name: 'Write a reply' })).toHaveValue(khmerAnswer);
  await inbox.getByRole('button', { name: 'Send', exact: true }).click();

  // The visitor sees the answer live, without reloading.
  await expect(chat.getByTestId('support-message').filter({ hasText: khmerAnswer })).toBeVisible({ timeout: 10_000 });
  // The agent's side shows the visitor read it.
  await expect(inbox.getByText('Read', { exact: false }).last()).toBeVisible({ timeout: 10_000 });

  // The agent answers with a picture too: the visitor sees it live in the chat.
  await inbox.locator('.support-pane__image input[type=file]').setInputFiles({
    name: 'form.png',
    mimeType: 'image/png',
    buffer: pngFile(240, 160, [40, 90, 200]),
  });
  const picture = chat.locator('img.support-chat__img').last();
  await expect(picture).toBeVisible({ timeout: 10_000 });
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

  // The agent resolves; the visitor's window says so.
  await inbox.getByRole('button', { name: 'Resolve' }).click();
  await expect(chat.getByText('ការសន្ទនានេះត្រូវបានដោះស្រាយរួចហើយ', { exact: false })).toBeVisible({ timeout: 10_000 });

  // Later the visitor signs in on the same phone: the chat is theirs, with its history.
  const member = await registerMember(request, 'chat-visitor');
  await useToken(phone, member.token);
  await phone.reload();
  await phone.getByRole('button', { name: 'បើកម៉ឺនុយ' }).click();
  await phone.getByRole('button', { name: 'ជជែកជំនួយ' }).click();
  const again = phone.getByRole('dialog', { name: 'ជជែកជាមួយផ្នែកជំនួយ' });
  await expect(again.getByTestId('support-message').filter({ hasText: question })).toBeVisible();
  await expect(again.getByTestId('support-message').filter({ hasText: khmerAnswer })).toBeVisible();
  const current = await (
    await request.get('/prod-api/client/support/v1/conversation/current', {
      headers: { ...auth(member.token), 'Device-Id': 'another-device' },
    })
  ).json();
  expect(current.data.conversation).not.toBeNull();

  await agentContext.close();
  await visitorContext.close();
});
