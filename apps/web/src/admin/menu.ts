import type { Role } from '@acsc/shared';

/** Console areas and who sees them: content for editors and admins; settings, staff and audit for admins (as the API checks). */
export type AdminArea = 'content' | 'site' | 'staff' | 'audit';
const AREA_ROLES: Record<AdminArea, Role[]> = {
  content: ['editor', 'admin'],
  site: ['admin'],
  staff: ['admin'],
  audit: ['admin'],
};

export const canSee = (area: AdminArea, roles: readonly Role[]) => AREA_ROLES[area].some((r) => roles.includes(r));
