import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { test, expect, registerMember, setLanguage, useToken } from '../support/index.js';

/**
 * The CV (issue 32) on a phone, in Khmer: a member writes the details and one job (with a Chinese company
 * name), sees how complete the CV is, and exports the PDF; its text (pdftotext) holds the Khmer name with
 * its subscript consonant and the Chinese company name.
 */

const PHONE = { width: 390, height: 844 };

test('a member fills the CV in Khmer on a phone and exports the PDF', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request, 'cv');
  await page.setViewportSize(PHONE);
  await setLanguage(page, 'km_KH');
  await useToken(page, member.token);

  await page.goto('/work/vitae/info');
  const form = page.locator('form.vitae-form');
  await form.getByLabel('ឈ្មោះជាអក្សរខ្មែរ', { exact: true }).fill('សុខ ស្រីមុំ');
  await form.getByLabel('ឈ្មោះជាអក្សរឡាតាំង', { exact: true }).fill('Sok Sreymom');
  await form.getByLabel('ឈ្មោះចិន (មិនចាំបាច់)', { exact: true }).fill('苏丽梦');
  // The account's email is there already, editable for the CV.
  await expect(form.getByLabel('អ៊ីមែល', { exact: true })).toHaveValue(member.email);
  await form.getByLabel('សញ្ជាតិ', { exact: true }).fill('កម្ពុជា');
  await form.getByLabel('សេចក្តីសង្ខេប', { exact: true }).fill('ខ្ញុំជានិស្សិតខ្មែរដែលបានបញ្ចប់ការសិក្សានៅប្រទេសចិន។');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(page).toHaveURL(/\/work\/vitae$/);
  await expect(page.getByTestId('vitae-view').getByRole('heading', { name: 'សុខ ស្រីមុំ' })).toBeVisible();

  // A job, "present": wrong dates first (refused in Khmer), then right.
  await page.goto('/work/vitae/experience');
  const entry = page.locator('form.vitae-form');
  await page.getByRole('button', { name: 'បន្ថែមបទពិសោធន៍' }).click();
  await entry.getByLabel('ស្ថាប័ន / គម្រោង', { exact: true }).fill('华为技术 Cambodia');
  await entry.getByLabel('តួនាទី', { exact: true }).fill('អ្នកបកប្រែ');
  await entry.getByLabel('ចាប់ផ្តើម (ឆ្នាំ-ខែ)', { exact: true }).fill('2023-07');
  await entry.getByLabel('បញ្ចប់ (ឆ្នាំ-ខែ ទទេ = បច្ចុប្បន្ន)', { exact: true }).fill('2022-01');
  await page.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(page.getByText('មានកាលបរិច្ឆេទបញ្ចប់មុនកាលបរិច្ឆេទចាប់ផ្តើម')).toBeVisible();
  await entry.getByLabel('បច្ចុប្បន្ន', { exact: true }).check();
  await page.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(page.getByTestId('vitae-entry')).toHaveCount(1);
  await expect(page.getByTestId('vitae-entry')).toContainText('2023-07 – បច្ចុប្បន្ន');

  // The CV page: how complete it is, and the PDF in Khmer.
  await page.goto('/work/vitae');
  await expect(page.getByText('ភាពពេញលេញនៃប្រវត្តិរូប')).toBeVisible();
  await expect(page.getByTestId('vitae-view')).toContainText('华为技术 Cambodia');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'នាំចេញ PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('cv-km_KH.pdf');
  const file = await download.path();
  const pdf = fs.readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
  expect(text).toContain('ស្រីមុំ');
  expect(text).toContain('华为技术');
  expect(text).toContain('បទពិសោធន៍'); // the labels in Khmer
});
