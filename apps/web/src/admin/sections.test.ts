import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@acsc/shared';
import { canOpenPage } from './common/section.js';
import { CONSOLE_CATALOGS, SECTIONS, sectionsFor } from './sections.js';

const i18n = path.join(import.meta.dirname, '../components/i18n');
const catalog = (ns: string, lang: string) =>
  JSON.parse(fs.readFileSync(path.join(i18n, ns, `${lang}.json`), 'utf8')) as Record<string, unknown>;
const lookup = (tree: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('console section registry', () => {
  it('lists every feature folder of the console once, in menu order', () => {
    expect(SECTIONS.map((s) => s.key)).toEqual([
      'dashboard',
      'news',
      'association',
      'scholarship',
      'alumnus',
      'home',
      'media',
      'reservation',
      'work',
      'site',
      'staff',
      'audit',
      'jobs',
      'moderation',
      'support',
    ]);
    const folders = fs
      .readdirSync(import.meta.dirname)
      .filter((d) => fs.existsSync(path.join(import.meta.dirname, d, 'section.tsx')));
    expect(folders.sort()).toEqual(SECTIONS.map((s) => s.key).sort());
  });

  it('opens content to editors and admins, settings, staff, audit and jobs to admins only, and the community section to moderators and admins', () => {
    const keys = (roles: (typeof ROLES)[number][]) => sectionsFor(roles).map((s) => s.key);
    expect(keys(['editor'])).toEqual([
      'dashboard',
      'news',
      'association',
      'scholarship',
      'alumnus',
      'home',
      'media',
      'reservation',
      'work',
    ]);
    expect(keys(['admin'])).toEqual(SECTIONS.map((s) => s.key));
    expect(keys(['editor', 'moderator'])).toEqual([...keys(['editor']), 'moderation']);
    expect(keys(['moderator'])).toEqual(['moderation']);
  });

  it('gives support staff the events section for its check-in page only, and the support inbox', () => {
    const [events, ...others] = sectionsFor(['support']);
    expect(events?.key).toBe('reservation');
    expect(others.map((s) => s.key)).toEqual(['support']);
    const open = (page: { roles?: readonly (typeof ROLES)[number][] }) => canOpenPage(events!, page, ['support']);
    expect(events!.routes.filter(open).map((r) => r.path)).toEqual(['reservation/checkin']);
    expect(events!.menu.links!.filter(open).map((l) => l.path)).toEqual(['reservation/checkin']);
    expect(events!.routes.every((r) => canOpenPage(events!, r, ['editor']))).toBe(true);
    expect(sectionsFor([])).toEqual([]);
  });

  it('names only roles that exist, and paths no two sections share', () => {
    for (const s of SECTIONS) for (const r of s.roles) expect(ROLES).toContain(r);
    const paths = SECTIONS.flatMap((s) => s.routes.map((r) => r.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has each section's catalog in three languages, holding its menu labels", () => {
    expect(CONSOLE_CATALOGS).toEqual(['admin', ...SECTIONS.map((s) => `admin-${s.key}`)]);
    for (const s of SECTIONS) {
      const labels = [s.menu.label, ...(s.menu.links ?? []).map((l) => l.label)];
      for (const lang of ['zh_CN', 'km_KH', 'en_US']) {
        const texts = catalog(s.catalog, lang);
        for (const label of labels)
          expect(typeof lookup(texts, label), `${s.catalog}/${lang}: ${label}`).toBe('string');
      }
    }
  });

  it('every menu link leads to a page of its section', () => {
    for (const s of SECTIONS) {
      const paths = s.routes.map((r) => r.path);
      for (const link of s.menu.links ?? [{ path: s.menu.path ?? '', label: s.menu.label }])
        expect(paths, `${s.key}: ${link.path}`).toContain(link.path);
    }
  });

  it('keeps the earlier moderation addresses (/admin/exchange-social/...) leading to the new ones', () => {
    const moderation = SECTIONS.find((s) => s.key === 'moderation');
    for (const page of ['queue', 'words']) {
      const route = moderation?.routes.find((r) => r.path === `exchange-social/${page}`);
      expect((route?.element as ReactElement<{ to: string }> | undefined)?.props.to).toBe(`/admin/moderation/${page}`);
    }
  });
});
