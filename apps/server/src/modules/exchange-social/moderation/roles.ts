import type { Role } from '@acsc/shared';

/** Who moderates the exchange: moderators and admins (editors write content, they do not moderate members). */
export const MODERATION_ROLES: readonly Role[] = ['moderator', 'admin'];

export const isModerator = (roles: readonly string[]) => roles.some((r) => (MODERATION_ROLES as readonly string[]).includes(r));
