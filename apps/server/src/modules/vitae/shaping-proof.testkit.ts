import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The proof that a PDF's Khmer is shaped (issue 32): the PDF is rendered to PNG by poppler (pdftoppm), its
 * lines of ink cut out and compared with the same lines drawn by Chromium. Shaped Khmer (subscript
 * consonants under the base, pre-base vowels moved before it) is narrower and drawn differently from the
 * same code points laid out one by one, which is what a PDF writer without a shaping engine produces.
 */

export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

export async function grayOf(png: Buffer): Promise<Gray> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#fff' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** pdftoppm at `dpi` of the PDF's first page, as a gray picture. */
export async function pdfPage(pdf: Buffer, dpi: number): Promise<Gray> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-proof-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-f', '1', '-l', '1', '-singlefile', 'in.pdf', 'page'], {
      cwd: dir,
    });
    return await grayOf(fs.readFileSync(path.join(dir, 'page.png')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** pdftotext of the whole PDF (UTF-8). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

/** pdffonts' table rows: name, type, embedded, subset, with a ToUnicode map (text extractable). */
export function pdfFonts(pdf: Buffer): { name: string; type: string; emb: boolean; sub: boolean; uni: boolean }[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-fonts-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    const out = execFileSync('pdffonts', ['in.pdf'], { cwd: dir }).toString('utf8').split('\n').slice(2);
    return out
      .filter((l) => l.trim())
      .map((l) => {
        const cols = l.trim().split(/\s+/);
        // name type [encoding...] emb sub uni object ID: the flags are the 5th..3rd columns from the end.
        const flag = (fromEnd: number) => cols[cols.length - fromEnd] === 'yes';
        return { name: cols[0], type: l.slice(37, 55).trim(), emb: flag(5), sub: flag(4), uni: flag(3) };
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const INK = 160;

/** The picture's bands of rows holding ink, top to bottom (a band per line of text), each cut to its ink box. */
export function inkLines(img: Gray): Gray[] {
  const rows: boolean[] = [];
  for (let y = 0; y < img.height; y++) {
    let ink = false;
    for (let x = 0; x < img.width && !ink; x++) ink = img.data[y * img.width + x] < INK;
    rows.push(ink);
  }
  const bands: [number, number][] = [];
  for (let y = 0; y < rows.length; y++) {
    if (!rows[y]) continue;
    const start = y;
    // A line's marks (a vowel sign above, a subscript below) may leave a blank row or two inside it.
    while (y < rows.length && (rows[y] || rows.slice(y, y + 4).some(Boolean))) y++;
    bands.push([start, y]);
  }
  return bands.map(([top, bottom]) => {
    let left = img.width;
    let right = 0;
    for (let y = top; y < bottom; y++)
      for (let x = 0; x < img.width; x++)
        if (img.data[y * img.width + x] < INK) {
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
    const width = right - left + 1;
    const data = new Uint8Array(width * (bottom - top));
    for (let y = top; y < bottom; y++)
      data.set(img.data.subarray(y * img.width + left, y * img.width + right + 1), (y - top) * width);
    return { width, height: bottom - top, data };
  });
}

/**
 * How far two cut-out lines are apart: their width and height ratios, and the share of ink pixels of
 * either that finds no ink within 2 pixels in the other (both scaled to the same box).
 */
export async function lineDistance(a: Gray, b: Gray) {
  const w = Math.max(a.width, b.width);
  const h = Math.max(a.height, b.height);
  const fit = async (g: Gray) =>
    (await sharp(Buffer.from(g.data), { raw: { width: g.width, height: g.height, channels: 1 } })
      .resize(w, h, { fit: 'fill' })
      .raw()
      .toBuffer()) as Buffer;
  const [pa, pb] = [await fit(a), await fit(b)];
  const near = (p: Buffer, x: number, y: number) => {
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && yy >= 0 && xx < w && yy < h && p[yy * w + xx] < INK) return true;
      }
    return false;
  };
  let ink = 0;
  let lost = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      for (const [p, q] of [
        [pa, pb],
        [pb, pa],
      ] as const) {
        if (p[y * w + x] >= INK) continue;
        ink++;
        if (!near(q, x, y)) lost++;
      }
    }
  return { widthRatio: a.width / b.width, heightRatio: a.height / b.height, unmatched: lost / Math.max(ink, 1) };
}
