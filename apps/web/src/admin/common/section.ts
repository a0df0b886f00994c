import type { ReactNode } from 'react';
import type { Role } from '@acsc/shared';

/** The console's per-feature catalog: components/i18n/admin-<feature>/{zh_CN,km_KH,en_US}.json. */
export type SectionCatalog = `admin-${string}`;

/** One page of a section, under /admin ('' is the console's start page). */
export interface SectionRoute {
  path: string;
  element: ReactNode;
  /** Fewer roles than the section's, for one page (a section open to support staff for check-in only). */
  roles?: readonly Role[];
}

/** A menu link: its path under /admin and the i18n key of its label (in the section's catalog). */
export interface MenuLink {
  path: string;
  label: string;
  /** Shown only to these roles (as its page's `roles`). */
  roles?: readonly Role[];
}

/**
 * What a feature brings to the staff console (admin/<feature>/section.tsx, listed once in
 * admin/sections.ts): who may open it, its menu entry, its pages and its catalog.
 */
export interface ConsoleSection {
  /** The feature's name, as its folder here and its module on the server (modules/<key>). */
  key: string;
  /** The roles that open it: the roles its staff routes allow on the server. */
  roles: readonly Role[];
  catalog: SectionCatalog;
  /** One link, or a group of links under a heading (label and icon of the group). */
  menu: { icon: ReactNode; label: string; path?: string; links?: MenuLink[] };
  /** Its pages; their components are lazy, so each section's code loads when one of its pages opens. */
  routes: SectionRoute[];
}

export const canOpen = (section: Pick<ConsoleSection, 'roles'>, roles: readonly Role[]) =>
  section.roles.some((r) => roles.includes(r));

/** Whether the roles open one page or menu link of a section: the section's roles, narrowed by its own. */
export const canOpenPage = (
  section: Pick<ConsoleSection, 'roles'>,
  page: { roles?: readonly Role[] },
  roles: readonly Role[],
) => canOpen(section, roles) && (!page.roles || page.roles.some((r) => roles.includes(r)));
