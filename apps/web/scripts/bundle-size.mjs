// Prints the gzipped JavaScript a visitor downloads on the first load of the home page: the entry
// chunk and every chunk it imports statically (modulepreload), read from the built index.html.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
let total = 0;
for (const f of files) total += zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length;
const kb = (total / 1024).toFixed(1);
console.log(`first-load JavaScript (index.html entry + preloads): ${kb} KB gzipped in ${files.size} file(s)`);
if (process.env.BUNDLE_LIMIT_KB && total / 1024 > Number(process.env.BUNDLE_LIMIT_KB)) {
  console.error(`over the ${process.env.BUNDLE_LIMIT_KB} KB budget`);
  process.exit(1);
}
