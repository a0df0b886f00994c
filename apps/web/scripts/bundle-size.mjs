// Prints the gzipped JavaScript a visitor downloads before the home page (/) first renders, for each
// language, from Vite's build manifest (build.manifest):
//   1. the entry chunk (index.html) and everything it imports statically;
//   2. what main.tsx imports dynamically before it renders: the App chunk, dayjs with the language's
//      locale, antd's locale, and the language's i18n catalogs (minus the lazy namespaces);
//   3. the home route's lazy chunk, which the router loads before its first render;
// each with its static imports, every file counted once. Over the budget (BUNDLE_LIMIT_KB, default
// 200) it warns; with BUNDLE_STRICT=1 it fails (the e2e suite runs it that way, so `npm test` enforces
// the budget while `npm start` still starts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const limitKb = Number(process.env.BUNDLE_LIMIT_KB ?? 200);

// Namespaces the i18n module does not load at start (components/i18n/index.ts, LAZY_NAMESPACES).
const i18nSource = fs.readFileSync(path.join(root, 'src/components/i18n/index.ts'), 'utf8');
const lazyNamespaces = new Set([...(i18nSource.match(/LAZY_NAMESPACES\s*=\s*new Set\(\[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]));

const keys = Object.keys(manifest);
// main.tsx's own dynamic imports are listed on the entry (a module shared with lazy pages may show up
// under a shared-chunk key such as "_dayjs.min-<hash>.js", hence matching on these keys).
const entryDynamic = manifest['index.html']?.dynamicImports ?? [];
const find = (re) => keys.filter((k) => re.test(k));
const one = (re, what) => {
  const hit = find(re);
  if (hit.length !== 1) throw new Error(`bundle-size: expected one manifest entry for ${what} (${re}), found ${hit.length}`);
  return hit[0];
};

function closure(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, files);
}

const gz = new Map();
const size = (file) => {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

const entry = one(/^index\.html$/, 'the entry');
const app = one(/src\/app\/App\.tsx$/, 'App');
const home = one(/src\/pages\/home\/HomePage\.tsx$/, 'the home page');
const dayjs = entryDynamic.find((k) => /dayjs\.min/.test(k));
if (!dayjs) throw new Error('bundle-size: main.tsx no longer imports dayjs dynamically; update this script');
const LOCALES = {
  zh_CN: { dayjs: /dayjs\/locale\/zh-cn\.js$/, antd: /antd\/(es\/)?locale\/zh_CN\.js$/ },
  km_KH: { dayjs: /dayjs\/locale\/km\.js$/, antd: /antd\/(es\/)?locale\/km_KH\.js$/ },
  en_US: { dayjs: null, antd: /antd\/(es\/)?locale\/en_US\.js$/ },
};

let worst = 0;
const lines = [];
for (const [lang, re] of Object.entries(LOCALES)) {
  const parts = {
    entry: [entry],
    App: [app],
    locales: [dayjs, ...(re.dayjs ? [one(re.dayjs, `dayjs ${lang}`)] : []), one(re.antd, `antd ${lang}`)],
    catalogs: find(new RegExp(`components/i18n/([^/]+)/${lang}\\.json$`)).filter((k) => !lazyNamespaces.has(k.split('/').at(-2))),
    home: [home],
  };
  const seen = new Set();
  const breakdown = [];
  let total = 0;
  for (const [name, starts] of Object.entries(parts)) {
    const files = new Set();
    for (const k of starts) closure(k, files);
    let bytes = 0;
    for (const f of files) {
      if (seen.has(f)) continue;
      seen.add(f);
      bytes += size(f);
    }
    total += bytes;
    breakdown.push(`${name} ${kb(bytes)}`);
  }
  worst = Math.max(worst, total);
  lines.push(`  ${lang}: ${kb(total)} KB in ${seen.size} files (${breakdown.join(', ')})`);
}

console.log(`\nfirst-load JavaScript of the home page (gzipped, before first render):\n${lines.join('\n')}`);
console.log(`largest: ${kb(worst)} KB of a ${limitKb} KB budget`);
if (worst / 1024 > limitKb) {
  console.error(`WARNING: over the ${limitKb} KB budget: keep heavy components out of the first load (lazy pages, on-demand dialogs, lazy catalogs)`);
  if (process.env.BUNDLE_STRICT === '1') process.exit(1);
}
