import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, registerMember, setLanguage, useToken } from '../support/index.js';

/**
 * A member's video post (issue 11), in Chinese on a phone: the video uploads over tus with a progress
 * bar; a reload in the middle loses nothing (the draft comes back, and adding the same file again goes
 * on where the upload stopped); once the server has checked it the editor shows its poster and length,
 * and the published post shows the poster and plays.
 */

const PHONE = { width: 390, height: 844 };

test('a member on a phone posts a video: progress, a reload mid-upload, poster and length, and the post plays', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const member = await registerMember(request, 'xc-video');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-e2e-xc-video-'));
  const file = path.join(dir, 'river.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=10',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-y',
    file,
  ]);
  const text = `江边散步 ${Date.now()}`;
  try {
    await page.setViewportSize(PHONE);
    await setLanguage(page, 'zh_CN');
    await useToken(page, member.token);
    await page.goto('/exchange/edit');
    await page.getByLabel('想分享点什么？').fill(text);

    // The first bytes are held back until the progress bar has been seen; then the page reloads.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/client/file/v1/video/tus/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.getByTestId('xc-video-input').setInputFiles(file);
    await expect(page.getByRole('progressbar', { name: '视频上传进度' })).toBeVisible();
    await expect(page.getByText('正在上传 river.mp4')).toBeVisible();
    // Images cannot join a video: the image picker is gone while it uploads.
    await expect(page.getByTestId('xc-image-input')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('video-uploading-zh-phone.png'), fullPage: true });

    await page.reload();
    release();
    await page.unroute('**/client/file/v1/video/tus/*');
    await expect(page.getByText('已恢复你的草稿。')).toBeVisible();
    await expect(page.getByLabel('想分享点什么？')).toHaveValue(text);
    await expect(page.getByText('river.mp4 还没有上传完。再次添加同一个文件，即可从中断处继续。')).toBeVisible();
    const resumed = page.waitForRequest((r) => r.method() === 'HEAD' && r.url().includes('/client/file/v1/video/tus/'));
    await page.getByTestId('xc-video-input').setInputFiles(file);
    await resumed;

    // Checked by the server: its poster and length.
    await expect(page.getByText('视频，0:02')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.xc-video-pick img[src^="/media/"]')).toBeVisible();
    await expect(page.getByRole('button', { name: '添加图片' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('video-ready-zh-phone.png'), fullPage: true });
    await page.getByRole('button', { name: /^发\s?布$/ }).click();

    await expect(page).toHaveURL(/\/exchange\/post\/\d+$/);
    const player = page.locator('video.xc-player');
    await expect(player).toHaveAttribute('poster', /^\/media\/.*poster\.webp$/);
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(2);
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime > 0)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('video-post-zh-phone.png'), fullPage: true });

    // On the feed, the card shows the poster with the length.
    await page.goto('/exchange');
    await expect(page.getByRole('link', { name: '视频，0:02' }).first()).toBeVisible();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
