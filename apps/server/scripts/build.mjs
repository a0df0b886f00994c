// The production server: src/main.ts and everything it imports of this repository (the server's own
// TypeScript and the workspace package @acsc/shared, which is TypeScript too) bundled by esbuild into one
// ES module, dist/main.js, that plain `node` runs (no TypeScript loader). Packages from node_modules stay
// outside the bundle and are imported as they are (sharp, PGlite and Playwright carry native or WASM files
// found next to their own code). Files read by path at run time are found from the server's folder
// (config.ts SERVER_DIR): dist/ and src/ are both one level under it, so the migrations
// (src/db/migrations), the demo media (src/seed/media) and the web build (apps/web/dist) need no copy.
//
// Usage: node scripts/build.mjs [folder] (npm run build -w apps/server). About a second. The folder (default
// dist) must be one level under apps/server; the compiled-server test builds into one of its own.
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Bare imports (packages) stay external, but the workspace's own TypeScript package is bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@acsc/shared' || args.path.startsWith('@acsc/shared/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const outDir = path.resolve(serverDir, process.argv[2] ?? 'dist');
if (path.dirname(outDir) !== serverDir) throw new Error(`the build folder must be one level under ${serverDir}`);
const started = Date.now();
await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces in the logs point at the TypeScript sources.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`server built: ${path.relative(serverDir, outDir)}/main.js (${Date.now() - started} ms)`);
