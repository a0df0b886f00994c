import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { ADMIN_API, API_BASE } from '@acsc/shared';

/** POSTs one file as multipart/form-data, as a browser form would. */
export async function uploadTo(
  app: FastifyInstance,
  path: string,
  token: string,
  filename: string,
  content: Buffer,
  type = 'application/octet-stream',
  lang = 'en_US',
  headers: Record<string, string> = {},
) {
  const boundary = `----acsc${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: API_BASE + path,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      language: lang,
      ...headers,
    },
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return { status: res.statusCode, body: res.json() };
}

const run = promisify(execFile);

/** A clip ffmpeg makes from its test sources: the colour-bar pattern, or plain black (long clips stay small). */
export interface ClipSpec {
  size: `${number}x${number}`;
  rate: number;
  seconds: number;
  source?: 'testsrc' | 'black';
}

/** Makes an H.264 MP4 clip into a temporary folder of its own and answers its path. */
export async function makeClip({ size, rate, seconds, source = 'testsrc' }: ClipSpec): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-video-')), 'clip.mp4');
  const input = source === 'testsrc' ? `testsrc=size=${size}:rate=${rate}` : `color=c=black:s=${size}:r=${rate}`;
  const encode = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  await run(
    '/usr/bin/ffmpeg',
    ['-v', 'error', '-y', '-f', 'lavfi', '-i', input, '-t', String(seconds), ...encode, file],
    {
      timeout: 300_000,
    },
  );
  return file;
}

/** The bytes of such a clip (its temporary folder removed). */
export async function clipBytes(spec: ClipSpec): Promise<Buffer> {
  const file = await makeClip(spec);
  try {
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** Where tus requests go: the app of this process (inject), or a running server's address (fetch). */
export type TusTarget = FastifyInstance | string;

async function tusRequest(
  target: TusTarget,
  method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  body?: Buffer,
) {
  if (typeof target === 'string') {
    const res = await fetch(target + url, { method, headers, body: body ? new Uint8Array(body) : undefined });
    return { status: res.status, header: (name: string) => res.headers.get(name) ?? undefined, text: await res.text() };
  }
  const res = await target.inject({ method, url, headers, payload: body });
  return { status: res.statusCode, header: (name: string) => res.headers[name]?.toString(), text: res.body };
}

const jsonOf = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * A tus client as the pages' uploader is one (tus-js-client): create, PATCH from an offset, HEAD for the
 * offset after a drop, DELETE; to the console's endpoint or another (API.memberVideoTus); no token is a
 * visitor. `target`: the app (inject) or a server's address, e.g. another process of the same site.
 */
export function tus(target: TusTarget, token: string | null, lang = 'en_US', endpoint: string = ADMIN_API.media.tus) {
  const base = { ...(token ? { authorization: `Bearer ${token}` } : {}), 'tus-resumable': '1.0.0', language: lang };
  return {
    async create(length: number, filename = 'clip.mp4') {
      const res = await tusRequest(target, 'POST', API_BASE + endpoint, {
        ...base,
        'upload-length': String(length),
        'upload-metadata': `filename ${Buffer.from(filename).toString('base64')}`,
      });
      return { status: res.status, location: res.header('location'), body: jsonOf(res.text) };
    },
    async patch(location: string, offset: number, chunk: Buffer) {
      const res = await tusRequest(
        target,
        'PATCH',
        location,
        { ...base, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
        chunk,
      );
      return {
        status: res.status,
        offset: Number(res.header('upload-offset')),
        body: jsonOf(res.text),
        text: res.text,
      };
    },
    async head(location: string) {
      const res = await tusRequest(target, 'HEAD', location, base);
      return {
        status: res.status,
        offset: Number(res.header('upload-offset')),
        length: Number(res.header('upload-length')),
      };
    },
    async remove(location: string) {
      const res = await tusRequest(target, 'DELETE', location, base);
      return { status: res.status, body: jsonOf(res.text), text: res.text };
    },
  };
}

/**
 * An upload resumed as after a dropped connection: half sent, then HEAD asks for the offset and the rest
 * goes from there. Answers every step's answer for the test to check.
 */
export async function uploadResumed(client: ReturnType<typeof tus>, data: Buffer, filename?: string) {
  const created = await client.create(data.length, filename);
  if (!created.location) throw new Error(`tus create: ${created.status} ${JSON.stringify(created.body)}`);
  const half = Math.floor(data.length / 2);
  const first = await client.patch(created.location, 0, data.subarray(0, half));
  const head = await client.head(created.location);
  const rest = await client.patch(created.location, head.offset, data.subarray(head.offset));
  return { created, half, first, head, rest };
}
