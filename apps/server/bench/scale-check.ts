/**
 * `npm run scale:check`: after `npm run scale:up`, checks the production shape through nginx as a member
 * would, and prints what it saw: HTTP/2 at the edge, registration and sign-in, a live update made on
 * one process reaching a page connected to the other, an image and a video (tus, resumed on the other
 * process) stored in the bucket and served whole. Exits non-zero at the first thing that is wrong.
 * Reads the addresses from the run directory's state.json (SCALE_DIR, default .scale/).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { API, API_BASE, type LiveServerMessage } from '@acsc/shared';
import { registerThroughOutbox } from '../src/test/server-process.js';
import { liveUrl, openSocket } from '../src/test/live-socket.js';
import { clipBytes, tus } from '../src/test/upload.js';

// The local edge has a self-signed certificate.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
const ROOT = path.resolve(import.meta.dirname, '../../..');
const state = JSON.parse(
  fs.readFileSync(path.join(path.resolve(ROOT, process.env.SCALE_DIR ?? '.scale'), 'state.json'), 'utf8'),
) as { https: string; processes: { name: string; port: number }[] };
const edge = state.https;

function check(ok: boolean, what: string) {
  if (!ok) {
    console.error(`✗ ${what}`);
    process.exit(1);
  }
  console.log(`✓ ${what}`);
}

const proto = execFileSync(
  'curl',
  ['-sk', '--http2', '-o', '/dev/null', '-w', '%{http_version}', `${edge}/prod-api/health`],
  {
    encoding: 'utf8',
  },
);
check(proto === '2', `${edge} answers over HTTP/2 (curl saw HTTP/${proto})`);

const direct = state.processes.map((p) => `http://127.0.0.1:${p.port}`);
const member = await registerThroughOutbox(edge, direct);
check(member.token.length > 0, `registered ${member.email} through nginx`);

const headers = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'os-name': 'PC',
  platform: 'Web',
  language: 'en_US',
  ...extra,
});

// A page connected through nginx; then a sign-in from a new device on each process directly: whichever
// process the page is on, one of the two notifications comes from the other process.
const socket = await openSocket(liveUrl(edge));
socket.send({ t: 'hello', token: member.token, lang: 'en_US' });
await socket.next((m) => m.t === 'ready');
for (const p of state.processes) {
  const res = await fetch(`http://127.0.0.1:${p.port}${API_BASE}${API.loginPwd}`, {
    method: 'POST',
    headers: headers({ 'device-id': `check-${p.name}-${Date.now()}`, 'os-version': `Firefox ${p.port}` }),
    body: JSON.stringify({ address: member.email, password: member.password }),
  });
  const body = (await res.json()) as { code: number };
  check(body.code === 0, `signed in on ${p.name} (port ${p.port})`);
  const pushed = (await socket.next(
    (m: LiveServerMessage) => m.t === 'event' && m.event.type === 'notification',
    5000,
  )) as Extract<LiveServerMessage, { t: 'event' }>;
  const text = pushed.event.type === 'notification' ? pushed.event.notification.body : '';
  check(text.includes(String(p.port)), `the page connected through nginx heard the sign-in on ${p.name} live`);
}
await socket.close();

// An image (multipart through nginx), stored in the bucket and served through nginx.
const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 200 } } })
  .png()
  .toBuffer();
const form = new FormData();
form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
const image = (await (
  await fetch(`${edge}${API_BASE}${API.memberImageUpload}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, language: 'en_US' },
    body: form,
  })
).json()) as { code: number; data: { url: string } };
check(image.code === 0, `uploaded an image through nginx: ${image.data?.url}`);
const served = await fetch(`${edge}${image.data.url}`);
check(
  served.status === 200 && served.headers.get('content-type') === 'image/webp',
  `the image is served through nginx from the bucket (${served.status}, ${served.headers.get('content-type')})`,
);

// A video over tus: the first half through one process, the rest through the other.
const clip = await clipBytes({ size: '320x240', rate: 25, seconds: 3 });
const [first, second] = state.processes;
const [throughEdge, onFirst, onSecond] = [edge, ...[first, second].map((p) => `http://127.0.0.1:${p.port}`)].map(
  (target) => tus(target, member.token, 'en_US', API.memberVideoTus),
);
const created = await throughEdge.create(clip.length);
const location = created.location!;
check(created.status === 201, `began a video upload through nginx (${location})`);
const half = Math.floor(clip.length / 2);
check(
  (await onFirst.patch(location, 0, clip.subarray(0, half))).status === 204,
  `sent the first half to ${first.name}`,
);
check((await throughEdge.head(location)).offset === half, `nginx answers the offset ${half}`);
const done = await onSecond.patch(location, half, clip.subarray(half));
const video = (done.body as { data: { url: string } }).data;
check(done.status === 200, `finished it on ${second.name}: ${video.url}`);
const bytes = Buffer.from(await (await fetch(`${edge}${video.url}`)).arrayBuffer());
check(bytes.equals(clip), `the video served through nginx is the file sent (${bytes.length} bytes)`);
console.log('all good');
