import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// @ts-expect-error: a plain .mjs module shared with scripts/bundle-size.mjs
import { lazyNamespaces, preloadPlan, shellText } from './scripts/first-load.mjs';
// @ts-expect-error: a plain .mjs module, as above
import { buildServiceWorker } from './scripts/service-worker.mjs';

const LAZY_NAMESPACES: Set<string> = lazyNamespaces(import.meta.dirname);
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * After the build: .vite/first-load.json (what the server preloads per language and route, and the
 * texts of its HTML shell, see scripts/first-load.mjs), and brotli/gzip copies of the text assets at the highest levels, which the
 * server sends as they are (@fastify/static preCompressed) instead of compressing every response fast.
 */
function firstLoadAndCompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'acsc-first-load-and-compress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      fs.writeFileSync(
        path.join(outDir, '.vite/first-load.json'),
        JSON.stringify({ ...preloadPlan(manifest, LAZY_NAMESPACES), text: shellText(import.meta.dirname) }),
      );
      const assets = path.join(outDir, 'assets');
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assets, name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** dist/sw.js, the installable app's service worker, built from src/sw/sw.ts once the app is written (scripts/service-worker.mjs). */
function serviceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'acsc-service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await buildServiceWorker(import.meta.dirname, outDir, LAZY_NAMESPACES);
    },
  };
}

/** See src/app/antdNoUniqueTooltip.tsx: ConfigProvider's import of the unused tooltip UniqueProvider. */
function antdConfigProviderWithoutUniqueTooltip(): Plugin {
  const stand = path.resolve(import.meta.dirname, 'src/app/antdNoUniqueTooltip.tsx');
  return {
    name: 'acsc-antd-config-provider-without-unique-tooltip',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../tooltip/UniqueProvider' &&
        importer &&
        /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)
      )
        return stand;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [antdConfigProviderWithoutUniqueTooltip(), react(), firstLoadAndCompress(), serviceWorker()],
  server: {
    port: 5173,
    proxy: {
      '/prod-api': apiTarget,
      '/media': apiTarget,
      '/sitemap.xml': apiTarget,
      '/robots.txt': apiTarget,
      '/rss': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    // scripts/bundle-size.mjs and the first-load plugin read it.
    manifest: true,
    sourcemap: false,
    // SVGs (the two logos in the header) as files, not as data URLs inside the first load's JavaScript
    // (issue 8: about 1 KB gzipped of the entry); the browser caches them like any image.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Fewer first-load files (on HTTP/1.1 a phone opens six connections and each file costs a round
        // trip): each language's start-up catalogs are one chunk. (Grouping App.tsx with its static
        // imports saved more, but moved the i18n module into that chunk and broke its evaluation order:
        // a lazy page could translate before the catalogs were set up.)
        codeSplitting: {
          groups: [
            {
              name: (id: string) => {
                const m = /[\\/]components[\\/]i18n[\\/]([^\\/]+)[\\/](\w+)\.json$/.exec(id);
                return m && !LAZY_NAMESPACES.has(m[1]) ? `i18n-${m[2]}` : null;
              },
              priority: 1,
            },
            {
              // React with react-dom and its scheduler, in one file: left to the splitter, react went to a
              // file of its own once enough lazy chunks shared it (a file more, compressed on its own).
              name: (id: string) =>
                /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ? 'react' : null,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
