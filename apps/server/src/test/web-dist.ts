import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A web build of one bare index.html in a temporary folder (removed after the file's tests): for the tests
 * of what the server writes into a page's head (share previews), without building the web app.
 */
export function bareWebDist(): string {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-web-'));
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ACSC | CCYA</title></head><body><div id="root"></div></body></html>',
  );
  return webDist;
}

/** The content of a page's `<meta property|name="...">`. */
export const metaOf = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

/**
 * A web build in a temporary folder (removed after the file's tests) with a stand-in for the web app's server
 * renderer: one index.html, a first-load plan, and `renderer` as dist-ssr/entry-server.js (the source of an ES
 * module exporting render, knows...). For the tests of the drawn pages, without building the web app.
 */
export function rendererWebDist(prefix: string): { dir: string; webDist: string; renderer(source: string): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const webDist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'dist-ssr'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ACSC | CCYA</title><meta name="description" content="default" /><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(webDist, '.vite/first-load.json'),
    JSON.stringify({ languages: { en_US: { js: ['assets/i18n-en_US-1.js'], css: [] } }, routes: {} }),
  );
  return {
    dir,
    webDist,
    renderer: (source) => fs.writeFileSync(path.join(dir, 'dist-ssr/entry-server.js'), source),
  };
}
