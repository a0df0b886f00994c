import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type APIRequestContext } from '@playwright/test';
import zxing from '@zxing/library';
import { test, expect, apiSignIn, demoAdmin, grantRole, registerMember, staffEvent } from '../support/index.js';

/**
 * Check-in by camera (issue 31): support staff at the door point a phone at a member's ticket. Chromium's
 * fake camera plays a video of the ticket's QR code (made here from the code the member got, with the same
 * QR standard, and turned into a Y4M video by ffmpeg), so the page's real scanner (@zxing/browser) reads it
 * through getUserMedia as it would a real camera's.
 */

// @zxing/library is CommonJS to Node: its names come from the default export.
const { BarcodeFormat, QRCodeWriter } = zxing;
const PHONE = { width: 390, height: 844 };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

const publishedEvent = (request: APIRequestContext, token: string, title: string) =>
  staffEvent(request, token, {
    title: { en_US: title, zh_CN: title, km_KH: title },
    place: { en_US: 'ACSC office' },
  });

/** The QR code of `text` as a video file Chromium's fake camera plays: black modules on white, centred. */
function qrVideo(text: string, dir: string): string {
  // The matrix holds the code's quiet zone (4 white modules around it); each module becomes 8×8 pixels.
  const matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0, new Map());
  const scale = 8;
  const side = matrix.getWidth() * scale;
  const pixels = Buffer.alloc(side * side, 255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      if (matrix.get(Math.floor(x / scale), Math.floor(y / scale))) pixels[y * side + x] = 0;
  mkdirSync(dir, { recursive: true });
  const pgm = `${dir}/ticket.pgm`;
  writeFileSync(pgm, Buffer.concat([Buffer.from(`P5\n${side} ${side}\n255\n`), pixels]));
  const video = `${dir}/ticket.y4m`;
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    pgm,
    '-vf',
    'pad=640:480:(ow-iw)/2:(oh-ih)/2:white',
    '-frames:v',
    '10',
    '-pix_fmt',
    'yuv420p',
    video,
  ]);
  return video;
}

test('support staff check a ticket in with the phone camera', async ({ request, baseURL }, testInfo) => {
  const admin = demoAdmin();
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const editor = await registerMember(request, 'cam-editor');
  await grantRole(request, adminToken, editor.id, 'editor');
  const door = await registerMember(request, 'cam-door');
  await grantRole(request, adminToken, door.id, 'support');
  const member = await registerMember(request, 'cam-member');
  const id = await publishedEvent(request, editor.token, `Khmer New Year ${Date.now()}`);
  const reg = await (
    await request.post('/prod-api/client/reservation/v1/activity/register', {
      headers: auth(member.token),
      data: { activityId: id, answers: [], agree: true },
    })
  ).json();
  expect(reg.data.status).toBe('Registered');
  const video = qrVideo(reg.data.ticketCode as string, testInfo.outputDir);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
      permissions: ['camera'],
    });
    await context.addCookies([
      { name: 'access_token', value: door.token, url: baseURL! },
      { name: 'language', value: 'en_US', url: baseURL! },
    ]);
    const page = await context.newPage();
    await page.goto('/admin/reservation/checkin');
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(page.getByLabel('Camera', { exact: true })).toBeVisible();
    await expect(page.getByText(/is checked in$/)).toBeVisible();
    await expect(page.getByText('1 checked in of 1')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('checkin-camera-phone.png'), fullPage: true });
    // The camera goes off when staff stop it.
    await page.getByRole('button', { name: 'Stop the camera' }).click();
    await expect(page.getByLabel('Camera', { exact: true })).toHaveCount(0);
  } finally {
    await browser.close();
  }
  const after = await (
    await request.get(`/prod-api/client/reservation/v1/activity/detail/${id}`, { headers: auth(member.token) })
  ).json();
  expect(after.data.mine.status).toBe('CheckedIn');
});
