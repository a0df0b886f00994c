import { z } from 'zod';
import { ROLES } from './auth.js';

/**
 * A member as others see them (DESIGN 3a): the only shape any response uses for a member who is not the
 * caller. Never a phone, an email, a status or any other column of the member row.
 */
export const MEMBER_BADGES = [...ROLES.map((r) => `staff.${r}` as const), 'alumnus.certified'] as const;
export type MemberBadge = (typeof MEMBER_BADGES)[number];

export const memberCard = z.object({
  id: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  badges: z.array(z.enum(MEMBER_BADGES)),
});
export type MemberCard = z.infer<typeof memberCard>;
