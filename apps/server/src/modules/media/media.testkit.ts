import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { ADMIN_API, API_BASE } from '@acsc/shared';
import { uploadTo } from '../../test/upload.js';

const run = promisify(execFile);

/** POSTs one file to the image upload, as a browser form would. */
export const uploadImage = (
  app: FastifyInstance,
  token: string,
  filename: string,
  content: Buffer,
  type = 'application/octet-stream',
  lang = 'en_US',
) => uploadTo(app, ADMIN_API.media.image, token, filename, content, type, lang);

/** Makes a video with ffmpeg's test sources into a temporary file and returns its path. */
export async function makeVideo(args: string[], ext = 'mp4'): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-video-')), `clip.${ext}`);
  await run('/usr/bin/ffmpeg', ['-v', 'error', '-y', ...args, file], { timeout: 300_000 });
  return file;
}

/** tus client calls over inject, to the console's endpoint or another (API.memberVideoTus); no token is a visitor. */
export function tus(
  app: FastifyInstance,
  token: string | null,
  lang = 'en_US',
  endpoint: string = ADMIN_API.media.tus,
) {
  const base = { ...(token ? { authorization: `Bearer ${token}` } : {}), 'tus-resumable': '1.0.0', language: lang };
  const json = (res: { headers: Record<string, unknown>; body: string }) => {
    try {
      return JSON.parse(res.body);
    } catch {
      return null;
    }
  };
  return {
    async create(length: number, filename = 'clip.mp4') {
      const res = await app.inject({
        method: 'POST',
        url: API_BASE + endpoint,
        headers: {
          ...base,
          'upload-length': String(length),
          'upload-metadata': `filename ${Buffer.from(filename).toString('base64')}`,
        },
      });
      return { status: res.statusCode, location: res.headers.location as string | undefined, body: json(res) };
    },
    async patch(location: string, offset: number, chunk: Buffer) {
      const res = await app.inject({
        method: 'PATCH',
        url: location,
        headers: { ...base, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
        payload: chunk,
      });
      return { status: res.statusCode, offset: Number(res.headers['upload-offset']), body: json(res), text: res.body };
    },
    async head(location: string) {
      const res = await app.inject({ method: 'HEAD', url: location, headers: base });
      return {
        status: res.statusCode,
        offset: Number(res.headers['upload-offset']),
        length: Number(res.headers['upload-length']),
      };
    },
    async remove(location: string) {
      const res = await app.inject({ method: 'DELETE', url: location, headers: base });
      return { status: res.statusCode, body: json(res), text: res.body };
    },
  };
}
