import { expect, it } from 'vitest';
import { VITAE_API } from '@acsc/shared';
import { useTestApp } from '../../test/kit.js';
import { closePdfBrowser } from './pdf.js';

/** A server without Chromium (issue 32): the PDF is refused in the member's language, never a 5xx crash. */

const { app, signUp } = await useTestApp();

it('answers 5545 in the reader language when Chromium cannot start, and prints again once it can', async () => {
  const m = await signUp('km_KH');
  const pdf = () =>
    app.inject({
      method: 'GET',
      url: `/prod-api${VITAE_API.pdf}`,
      headers: { authorization: `Bearer ${m.token}`, language: 'km_KH', 'device-id': 'test-device' },
    });
  const before = process.env.CHROMIUM_PATH;
  await closePdfBrowser();
  process.env.CHROMIUM_PATH = '/nonexistent/chromium';
  try {
    const res = await pdf();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 5545, msg: 'មិនអាចបង្កើត PDF បានទេនៅពេលនេះ សូមព្យាយាមម្តងទៀតនៅពេលក្រោយ' });
  } finally {
    if (before === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = before;
  }
  const again = await pdf();
  expect(again.statusCode).toBe(200);
  expect(again.headers['content-type']).toBe('application/pdf');
});
