// Draws the installed app's icons from the two associations' logos (src/assets/logo-acsc.svg and
// logo-ccya.svg, the header's logos), side by side on white:
//   public/icons/icon-192.png, icon-512.png   "any": a rounded white tile, for the manifest;
//   public/icons/maskable-512.png              "maskable": full-bleed white, the logos inside the central
//                                              circle (80% of the side) that every launcher mask keeps;
//   public/apple-touch-icon.png (180)          iOS's home-screen icon: full-bleed (iOS rounds the corners).
// The PNGs are committed; run `node apps/web/scripts/app-icons.mjs` again after a logo changes.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '..');
const inner = (name) =>
  fs
    .readFileSync(path.join(web, 'src/assets', name), 'utf8')
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '');
const acsc = inner('logo-acsc.svg');
const ccya = inner('logo-ccya.svg');

/** The two 64-unit logos at `scale`, centred on a 512 square with `gap` units between them. */
function tile({ scale, rounded }) {
  const gap = 2;
  const width = (64 * 2 + gap) * scale;
  const x = (512 - width) / 2;
  const y = (512 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" ${rounded ? 'rx="112"' : ''} fill="#ffffff"/>
  <g transform="translate(${x} ${y}) scale(${scale})">${acsc}</g>
  <g transform="translate(${x + (64 + gap) * scale} ${y}) scale(${scale})">${ccya}</g>
</svg>`;
}

const out = [
  ['public/icons/icon-192.png', 192, tile({ scale: 3.5, rounded: true })],
  ['public/icons/icon-512.png', 512, tile({ scale: 3.5, rounded: true })],
  // The pair's farthest drawn point must stay within 0.4 x 512 = 204.8 of the centre.
  ['public/icons/maskable-512.png', 512, tile({ scale: 2.8, rounded: false })],
  ['public/apple-touch-icon.png', 180, tile({ scale: 3.3, rounded: false })],
];
fs.mkdirSync(path.join(web, 'public/icons'), { recursive: true });
for (const [file, size, svg] of out) {
  await sharp(Buffer.from(svg), { density: ((72 * size) / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(web, file));
  console.log(`${file}: ${fs.statSync(path.join(web, file)).size} bytes`);
}
