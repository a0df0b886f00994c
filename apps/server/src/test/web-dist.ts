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
