import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_DEFS } from './frames.js';

const catalogDir = path.join(import.meta.dirname, '../components/i18n/pages');
const LANGS = ['zh_CN', 'km_KH', 'en_US'];

describe('page frames', () => {
  it('every frame has a title and an empty-state text in every language', () => {
    for (const lang of LANGS) {
      const frames = JSON.parse(fs.readFileSync(path.join(catalogDir, `${lang}.json`), 'utf8')).frames as Record<
        string,
        { title?: string; empty?: string }
      >;
      for (const id of Object.keys(FRAME_DEFS)) {
        expect(frames[id]?.title, `${lang} frames.${id}.title`).toBeTruthy();
        expect(frames[id]?.empty, `${lang} frames.${id}.empty`).toBeTruthy();
      }
      expect(Object.keys(frames).sort()).toEqual(Object.keys(FRAME_DEFS).sort());
    }
  });

  it('breadcrumb parents and section links point at frames with an address', () => {
    for (const [id, def] of Object.entries(FRAME_DEFS)) {
      if (def.parent) expect(FRAME_DEFS[def.parent]?.path, `${id} parent`).toMatch(/^\//);
      for (const link of def.links ?? []) expect(FRAME_DEFS[link]?.path, `${id} link ${link}`).toMatch(/^\//);
    }
  });

  it('no empty state reads like a placeholder', () => {
    for (const lang of LANGS) {
      const text = fs.readFileSync(path.join(catalogDir, `${lang}.json`), 'utf8');
      expect(text).not.toMatch(/coming soon|placeholder|lorem|TODO|敬请期待|即将推出/i);
    }
  });
});
