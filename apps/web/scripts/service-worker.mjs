// Builds the service worker (src/sw/sw.ts) into dist/sw.js after the web app's build (issue 27), with
// what it needs to know of that build written into it:
//   shell       the files it stores when it installs: the first load (entry, App, the start-up
//               catalogs) of every language for the start page and the news pages (an article is one),
//               their stylesheets, the header's logos, the Khmer face and the app icons;
//   khmerFonts  the Khmer face's files, for the offline page;
//   offline     the offline page's texts in the three languages (the download catalog's "offline").
// A new build gives a new sw.js, which browsers compare byte for byte: installed apps update themselves.
// Hand-written rather than Workbox (vite-plugin-pwa): see docs/architecture.md, "The installable app".
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { LANGUAGES, closure, firstLoadParts } from './first-load.mjs';

/** Routes whose first load the shell holds: the start page and the news pages (articles included). */
const SHELL_ROUTES = ['/', '/news'];
const ICONS = ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png'];

export function serviceWorkerData(webRoot, dist, manifest, lazy) {
  const files = new Set();
  for (const lang of LANGUAGES) {
    for (const route of SHELL_ROUTES) {
      const parts = firstLoadParts(manifest, lazy, lang, route);
      const { files: js, css } = closure(manifest, [...parts.entry, ...parts.App, ...parts.catalogs, ...parts.page]);
      for (const f of [...js, ...css]) files.add(`/${f}`);
    }
  }
  // The footer every page draws after the start (a lazy chunk, its icons and its catalogs): an app started
  // offline on a kept page would otherwise fail to load it.
  const lazyParts = Object.keys(manifest).filter((k) =>
    /^src\/components\/(layout\/Footer\.tsx|i18n\/footer\/\w+\.json)$/.test(k),
  );
  const footer = closure(manifest, lazyParts);
  for (const f of [...footer.files, ...footer.css]) files.add(`/${f}`);
  const assets = fs.readdirSync(path.join(dist, 'assets'));
  const khmerFonts = assets
    .map((name) => /^noto-sans-khmer-khmer-(400|600)-normal-[\w-]+\.woff2$/.exec(name))
    .filter(Boolean)
    .map((m) => ({ weight: Number(m[1]), url: `/assets/${m[0]}` }));
  if (khmerFonts.length !== 2)
    throw new Error(
      `service worker: expected the Khmer face in weights 400 and 600 in dist/assets, found ${khmerFonts.length}`,
    );
  for (const f of khmerFonts) files.add(f.url);
  for (const name of assets) if (/^logo-[\w-]+\.svg$/.test(name)) files.add(`/assets/${name}`);
  for (const icon of ICONS) {
    if (!fs.existsSync(path.join(dist, icon)))
      throw new Error(`service worker: ${icon} is not in the build (apps/web/public${icon})`);
    files.add(icon);
  }
  const offline = {};
  for (const lang of LANGUAGES) {
    const text = JSON.parse(
      fs.readFileSync(path.join(webRoot, `src/components/i18n/download/${lang}.json`), 'utf8'),
    ).offline;
    if (!text) throw new Error(`service worker: no "offline" texts in src/components/i18n/download/${lang}.json`);
    offline[lang] = text;
  }
  return { shell: [...files].sort(), khmerFonts, offline };
}

export async function buildServiceWorker(webRoot, dist, lazy) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const data = serviceWorkerData(webRoot, dist, manifest, lazy);
  await build({
    configFile: false,
    root: webRoot,
    publicDir: false,
    logLevel: 'warn',
    define: { __SW_BUILD__: JSON.stringify(data) },
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      // A classic script: every browser with service workers runs it (module workers are newer).
      lib: {
        entry: path.join(webRoot, 'src/sw/sw.ts'),
        formats: ['iife'],
        name: 'acscServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  return data;
}
