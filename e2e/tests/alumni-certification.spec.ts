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
 * Alumni certification (issue 33): a member asks on /alumnus/submit with a photo of a certificate; a
 * reviewer rejects in the console with a reason template (the member reads it in Khmer); the member corrects
 * and sends again; the reviewer approves; the member's card shows the badge and the directory lists them.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** Latin letters only (the Latin name refuses digits). */
const letters = (n: number) => String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

test('submit, reject with a Khmer reason, resubmit, approve: the badge and the directory entry', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = demoAdmin();
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const reviewer = await registerMember(request, 'cert-reviewer');
  await grantRole(request, adminToken, reviewer.id, 'editor');
  const member = await registerMember(request, 'cert-member');
  const stamp = Date.now();
  const latin = `Dara ${letters(stamp).slice(-8)}`;
  const khmerReason = `រូបថតសញ្ញាបត្រមិនច្បាស់ ${stamp}`;
  const template = await (
    await request.post('/prod-api/admin/alumnus/certification/reason/create', {
      headers: auth(reviewer.token),
      data: {
        text: {
          zh_CN: `证书照片不清晰 ${stamp}`,
          km_KH: khmerReason,
          en_US: `The certificate photo is blurred ${stamp}`,
        },
      },
    })
  ).json();
  expect(template.code, template.msg).toBe(0);

  // The member fills the request in English, with a photo of the certificate.
  await setLanguage(page, 'en_US');
  await useToken(page, member.token);
  await page.goto('/alumnus/submit');
  await page.getByLabel('Name in Khmer script').fill('សុខ ដារ៉ា');
  await page.getByLabel('Name in Latin letters (as in your passport)').fill(latin);
  await page.getByLabel('School in China').click();
  await page.getByLabel('School in China').fill('Peking');
  // antd draws the options twice (a hidden list for screen readers): click the visible one.
  await page.locator('.ant-select-item-option', { hasText: 'Peking University' }).click();
  await page.getByRole('textbox', { name: 'Major' }).fill('International Economics');
  await page.getByRole('spinbutton', { name: 'Year of entry' }).fill('2016');
  await page.getByRole('spinbutton', { name: 'Year of graduation' }).fill('2015');
  await page.getByLabel('Current city (optional)').fill('Phnom Penh');
  await page.getByLabel('Student number').fill(`S${stamp}`);
  await page.locator('.cert-form__file input[type=file]').setInputFiles({
    name: 'certificate.png',
    mimeType: 'image/png',
    buffer: pngFile(320, 200, [220, 200, 120]),
  });
  await expect(page.locator('.cert-form__proofs li', { hasText: 'certificate' })).toBeVisible();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('The year of graduation cannot be before the year of entry.')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Year of graduation' }).fill('2020');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.locator('.cert-standing').getByText('Waiting for review')).toBeVisible();

  // The reviewer opens it next to its photo and rejects it with the template.
  await page.context().clearCookies();
  await setLanguage(page, 'en_US');
  await useToken(page, reviewer.token);
  await page.goto('/admin/alumni-certification');
  await page
    .getByRole('row', { name: new RegExp(latin) })
    .getByRole('button', { name: 'Review' })
    .click();
  const review = page.locator('.cert-review');
  await expect(review.getByRole('img', { name: /certificate/ })).toBeVisible();
  await review.getByRole('button', { name: 'Rotate' }).click();
  await review.getByLabel('Choose a reason template').click();
  await page.locator('.ant-select-item-option', { hasText: `证书照片不清晰 ${stamp}` }).click();
  await expect(review.getByLabel('Reason in Khmer')).toHaveValue(khmerReason);
  await review.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.locator('.cert-review')).toHaveCount(0);

  // The member reads the reason in Khmer, corrects the student number and sends again.
  // A language is set once per tab (support/language.ts): each step below opens a tab of its own.
  const tab = async (lang: 'km_KH' | 'en_US', token?: string) => {
    await page.context().clearCookies();
    const p = await page.context().newPage();
    await setLanguage(p, lang);
    if (token) await useToken(p, token);
    return p;
  };
  const km = await tab('km_KH', member.token);
  await km.goto('/alumnus/submit');
  await expect(km.getByTestId('cert-reason')).toContainText(khmerReason);
  await km.getByRole('button', { name: 'កែតម្រូវ ហើយផ្ញើម្តងទៀត' }).click();
  await expect(km.getByLabel('ឈ្មោះជាអក្សរខ្មែរ')).toHaveValue('សុខ ដារ៉ា');
  await km.getByLabel('លេខនិស្សិត').fill(`T${stamp}`);
  await km.getByRole('button', { name: 'ផ្ញើដើម្បីពិនិត្យ' }).click();
  await expect(km.locator('.cert-standing').getByText('កំពុងរង់ចាំការពិនិត្យ')).toBeVisible();
  await expect(km.locator('.cert-history li')).toHaveCount(2);

  // The reviewer approves.
  const rv = await tab('en_US', reviewer.token);
  await rv.goto('/admin/alumni-certification');
  await rv
    .getByRole('row', { name: new RegExp(latin) })
    .getByRole('button', { name: 'Review' })
    .click();
  await rv.locator('.cert-review').getByRole('button', { name: 'Approve' }).click();
  await expect(rv.locator('.cert-review')).toHaveCount(0);

  // The badge on the member's card, and the directory entry with what the member agreed to show.
  const visitor = await tab('en_US');
  await visitor.goto(`/member/${member.id}`);
  await expect(visitor.locator('.member-page__badges').getByText('Certified alumnus')).toBeVisible();
  await visitor.goto('/alumnus/audited');
  await visitor.getByLabel('Name, school or major').fill(latin);
  await visitor.getByRole('button', { name: 'Search', exact: true }).click();
  const entry = visitor.locator('.people-grid > li');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('heading', { name: latin })).toBeVisible();
  await expect(entry).toContainText('Peking University');
  await expect(entry).toContainText('International Economics');
  // The city was not ticked: the directory does not show it.
  await expect(entry).not.toContainText('Phnom Penh');
});
