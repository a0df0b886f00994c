// The same byte-built PDF as the API tests (the server's test helpers have no other dependency).
import { minimalPdf } from '../../apps/server/src/test/sample-files.js';
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
 * Documents attached to a scholarship (issues 3 and 4): an editor uploads a PDF into a scholarship's
 * attachments, a wrong file is refused with a clear message, the media library lists the document as
 * used, and a visitor downloads it from the public page under its original (Chinese) file name.
 */

test('an editor attaches a PDF to a scholarship and a visitor downloads it under its own name', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = demoAdmin();
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const editor = await registerMember(request, 'attach');
  await grantRole(request, adminToken, editor.id, 'editor');
  // A scholarship that has no attachment yet (the demo seed attaches PDFs to some).
  const list = await (await request.get('/prod-api/client/scholarship/v1/listPage?pageNum=1&pageSize=50')).json();
  let scholarshipId = 0;
  for (const item of list.data.list as { id: number }[]) {
    const detail = await (await request.get(`/prod-api/client/scholarship/v1/detail/${item.id}`)).json();
    if (detail.data.attachments.length === 0) {
      scholarshipId = item.id;
      break;
    }
  }
  expect(scholarshipId, 'a scholarship without attachments').toBeGreaterThan(0);

  await useToken(page, editor.token);
  await setLanguage(page, 'en_US');
  await page.goto(`/admin/scholarships/${scholarshipId}`);
  const fileInput = page.locator('input[type=file][accept^=".pdf"]');

  // A text file renamed .pdf is refused with the reason, and nothing is attached.
  await fileInput.setInputFiles({
    name: 'form.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Dear committee, this is only text.\n'.repeat(10)),
  });
  await expect(
    page.getByText('This type of file is not supported (unknown). Upload a PDF, Word, Excel or PowerPoint document.'),
  ).toBeVisible();
  await expect(page.locator('.admin-attachment')).toHaveCount(0);

  // A real PDF named in Chinese: attached, named in English for English readers, saved.
  const fileName = `申请表 ${run}.pdf`;
  const pdf = minimalPdf(`Application form ${run}`);
  await fileInput.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  const row = page.locator('.admin-attachment');
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/^PDF · \d+ B$/)).toBeVisible();
  const englishName = `Application form ${run}`;
  await row.getByRole('textbox', { name: 'Attachment name (English)' }).fill(englishName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-message').getByText('Saved', { exact: true })).toBeVisible();

  // The media library lists it among documents, used once, not deletable.
  await page.goto('/admin/media');
  await page.getByText('Documents', { exact: true }).first().click();
  const card = page.getByRole('listitem', { name: fileName });
  await expect(card.getByText(/^PDF · /)).toBeVisible();
  await expect(card.getByText('Used in 1')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete' })).toBeDisabled();

  // A visitor sees the file on the scholarship page and downloads it, byte for byte, under its name.
  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, acceptDownloads: true });
  const vp = await visitor.newPage();
  await setLanguage(vp, 'en_US');
  await vp.goto(`/scholarship/detail/${scholarshipId}`);
  const link = vp.getByRole('link', { name: new RegExp(englishName) });
  await expect(link).toBeVisible();
  await expect(link).toContainText('PDF');
  const [download] = await Promise.all([vp.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const saved = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(saved!).equals(pdf)).toBe(true);
  await visitor.close();
});
