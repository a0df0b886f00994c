import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ERRORS, ERROR_MESSAGES } from '@acsc/shared';
import { diskStorage } from './storage.js';
import { createPrivateStore } from './private-store.js';
import { writeWebpVariants } from '../modules/media/image.js';

/**
 * A full disk (issue 34's fault run on a 16 MB tmpfs): the kernel's own "no space left" comes from /dev/full,
 * linked where the file would be written. The write is refused as STORAGE_FULL (not a 500, not "this image
 * cannot be read"), and what it had begun is removed.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-full-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const toFull = (file: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.symlinkSync('/dev/full', file);
};

describe('a full disk', () => {
  it('refuses a public file as STORAGE_FULL, in three languages, and leaves nothing behind', async () => {
    const media = path.join(dataDir, 'media');
    const storage = diskStorage(media);
    toFull(path.join(media, 'news/full.webp'));
    const refused = await storage.putBuffer('news/full.webp', Buffer.alloc(4096, 1), 'image/webp').catch((e) => e);
    expect(refused).toMatchObject({ errorName: 'STORAGE_FULL', status: ERRORS.STORAGE_FULL.status });
    expect(fs.existsSync(path.join(media, 'news/full.webp'))).toBe(false);
    for (const text of Object.values(ERROR_MESSAGES.STORAGE_FULL)) expect(text.length).toBeGreaterThan(10);
    // Another error is passed on as it is.
    await expect(storage.putBuffer('../escape', Buffer.alloc(1), 'image/webp')).rejects.not.toMatchObject({
      errorName: 'STORAGE_FULL',
    });
  });

  it('refuses a private file as STORAGE_FULL and leaves nothing behind', async () => {
    const { store, close } = createPrivateStore(diskStorage(path.join(dataDir, 'media')), dataDir);
    const key = 'private/files/1/proof.pdf';
    toFull(path.join(dataDir, 'private-files', key));
    await expect(store.put(key, Buffer.alloc(4096, 1), 'application/pdf')).rejects.toMatchObject({
      errorName: 'STORAGE_FULL',
    });
    expect(fs.existsSync(path.join(dataDir, 'private-files', key))).toBe(false);
    close();
  });

  it('tells the uploader of an image that the disk is full, not that the image cannot be read', async () => {
    const media = path.join(dataDir, 'media-images');
    const storage = diskStorage(media);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    // The variant's file is the full device: its write fails as on a disk with no room left.
    toFull(path.join(media, 'avatars/full/32.webp'));
    await expect(writeWebpVariants(storage, png, 'avatars/full', [32])).rejects.toMatchObject({
      errorName: 'STORAGE_FULL',
    });
    expect(fs.existsSync(path.join(media, 'avatars/full/32.webp'))).toBe(false);
  });
});
