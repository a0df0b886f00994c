/**
 * The image upload bench (issue 28 "One small image costs a core for a second"): `npm run bench -- --only
 * uploads [--db pglite] [--uploads 6] [--label after]`. run.ts starts the server on a database of its own
 * (a fresh PGlite folder, or the bench PostgreSQL), this writes members and an editor with sessions, then
 * uploads, one at a time, a 7,000 x 7,000 one-bit PNG (6 KB: the file of the issue) and a 12-megapixel
 * JPEG photo through the member image call and the console's image call, and the photo as a private file
 * (a message's image, re-encoded without its metadata). Each row: the answer, the time
 * of one upload (median and slowest) and the server's CPU time per upload, which other load on the
 * machine moves much less than the times. A bench, never a test: nothing asserts these figures.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { ADMIN_API, API, API_BASE } from '@acsc/shared';
import { openDatabase } from '../src/platform/db.js';
import { members, sessions } from '../src/db/schema/index.js';
import { newSecret, sha256Hex } from '../src/platform/tokens.js';
import { bilevelPng } from '../src/test/sample-files.js';

export interface UploadAccounts {
  /** One member per row (the per-member write limit and daily count stay far away). */
  members: string[];
  editor: string;
}

/** Members a year old and an editor, with sessions, written before the server starts (PGlite is one process). */
export async function uploadAccounts(
  env: { DATABASE_URL?: string; DATA_DIR: string },
  n: number,
): Promise<UploadAccounts> {
  const d = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const run = newSecret().slice(0, 8);
    const year = new Date(Date.now() - 365 * 86_400_000);
    const rows = await d.db
      .insert(members)
      .values(
        Array.from({ length: n + 1 }, (_, i) => ({
          email: `upload${i}.${run}@bench.acsc-ccya.invalid`,
          nickname: `Upload ${i}`,
          createdAt: year,
          roles: i === n ? ['editor'] : [],
        })),
      )
      .returning({ id: members.id });
    const tokens = rows.map(() => newSecret());
    const expiresAt = new Date(Date.now() + 86_400_000);
    await d.db
      .insert(sessions)
      .values(
        rows.map((r, i) => ({ memberId: r.id, tokenHash: sha256Hex(tokens[i]), expiresAt, deviceId: 'bench-uploads' })),
      );
    return { members: tokens.slice(0, n), editor: tokens[n] };
  } finally {
    await d.close();
  }
}

/** A 12-megapixel photo-like JPEG: smooth colour fields from a small noise picture enlarged, then grain. */
async function photo(): Promise<Buffer> {
  const small = await sharp(Buffer.from(Array.from({ length: 63 * 48 * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: 63, height: 48, channels: 3 },
  })
    .resize(4032, 3024, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < small.length; i += 7)
    small[i] = Math.max(0, Math.min(255, small[i] + Math.floor(Math.random() * 24) - 12));
  return sharp(small, { raw: { width: 4032, height: 3024, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface UploadRow {
  name: string;
  bytes: number;
  answer: string;
  p50: number;
  max: number;
  cpuMs: number;
}

async function upload(base: string, path: string, token: string, name: string, data: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const started = performance.now();
  const r = await fetch(`${base}${API_BASE}${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, language: 'en_US', 'device-id': 'bench-uploads' },
  });
  const body = (await r.json()) as { code: number; msg: string };
  return { ms: performance.now() - started, answer: body.code === 0 ? 'stored' : `refused (${body.code})` };
}

/** Each row: one warm-up upload, then `n` in a row; `cpu()` reads the server's CPU time in ms. */
export async function uploadRows(
  base: string,
  accounts: UploadAccounts,
  n: number,
  cpu: () => number,
): Promise<UploadRow[]> {
  const files = { onebit: await bilevelPng(7000, 7000, 64), photo: await photo() };
  const rows: [string, string, string, Buffer, string, string][] = [
    [
      'member image, 12 MP JPEG photo',
      API.memberImageUpload,
      accounts.members[0],
      files.photo,
      'photo.jpg',
      'image/jpeg',
    ],
    [
      'member image, 7000x7000 one-bit PNG',
      API.memberImageUpload,
      accounts.members[1],
      files.onebit,
      'scan.png',
      'image/png',
    ],
    [
      'private image (a message image), 12 MP JPEG photo',
      API.privateFileUpload,
      accounts.members[2],
      files.photo,
      'photo.jpg',
      'image/jpeg',
    ],
    ['console image, 12 MP JPEG photo', ADMIN_API.media.image, accounts.editor, files.photo, 'photo.jpg', 'image/jpeg'],
    [
      'console image, 7000x7000 one-bit PNG',
      ADMIN_API.media.image,
      accounts.editor,
      files.onebit,
      'scan.png',
      'image/png',
    ],
  ];
  const out: UploadRow[] = [];
  for (const [name, path, token, data, file, type] of rows) {
    await upload(base, path, token, file, data, type);
    const before = cpu();
    const times: number[] = [];
    let answer = '';
    for (let i = 0; i < n; i++) {
      const r = await upload(base, path, token, file, data, type);
      times.push(r.ms);
      answer = r.answer;
    }
    times.sort((a, b) => a - b);
    const row = {
      name,
      bytes: data.length,
      answer,
      p50: times[Math.floor(times.length / 2)],
      max: times[times.length - 1],
      cpuMs: (cpu() - before) / n,
    };
    console.log(
      `  ${name.padEnd(50)} ${row.answer.padEnd(14)} p50 ${row.p50.toFixed(0)} ms  max ${row.max.toFixed(0)} ms  server CPU ${row.cpuMs.toFixed(0)} ms/upload`,
    );
    out.push(row);
  }
  return out;
}

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function uploadsTable(kind: string, label: string, n: number, rows: UploadRow[]): string {
  return [
    `### ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL 15'}: uploads, ${label}`,
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, Node.js ${process.versions.node}, load average ${os.loadavg()[0].toFixed(1)} at the end; ${n} uploads per row, one at a time, after one warm-up.`,
    '',
    '| upload | file | answer | p50 ms | slowest ms | server CPU ms per upload |',
    '| --- | ---: | --- | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${size(r.bytes)} | ${r.answer} | ${r.p50.toFixed(0)} | ${r.max.toFixed(0)} | ${r.cpuMs.toFixed(0)} |`,
    ),
  ].join('\n');
}
