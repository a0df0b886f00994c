import type { Role } from '@acsc/shared';
import { canOpen, type ConsoleSection, type SectionCatalog } from './common/section.js';

/**
 * The staff console's one section registry. Each feature folder (admin/<feature>/, named as its module
 * on the server) holds a section.tsx that declares its roles, menu entry, lazy pages and catalog; the
 * console's menu, routes, role checks and texts are all read from here. Adding a feature to the console
 * is its folder and its name in ORDER (the menu's order).
 */
const ORDER = [
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
] as const;

const found = import.meta.glob<ConsoleSection>('./*/section.tsx', { eager: true, import: 'default' });
const byFolder = new Map(Object.entries(found).map(([file, section]) => [file.split('/')[1], section]));

export const SECTIONS: readonly ConsoleSection[] = ORDER.map((key) => {
  const section = byFolder.get(key);
  if (!section || section.key !== key) throw new Error(`admin/${key}/section.tsx is missing or names another key`);
  return section;
});
const unlisted = [...byFolder.keys()].filter((k) => !(ORDER as readonly string[]).includes(k));
if (unlisted.length) throw new Error(`console sections not in ORDER (admin/sections.ts): ${unlisted.join(', ')}`);

/** The sections a staff member's roles open, in menu order. */
export const sectionsFor = (roles: readonly Role[]) => SECTIONS.filter((s) => canOpen(s, roles));

/** Every catalog the console reads: its own, then each section's (all small, loaded with the console's bundle). */
export const CONSOLE_CATALOGS: readonly ('admin' | SectionCatalog)[] = ['admin', ...SECTIONS.map((s) => s.catalog)];
