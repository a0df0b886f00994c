import { z } from 'zod';
import { ROLES } from './auth.js';

/**
 * A member as others see them (docs/architecture.md, "Platform pieces"): the only shape any response uses for a member who is not the
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

/** GET API.memberPublic?id=: one member's public page. */
export const memberPublicQuery = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export type MemberPublicQuery = z.infer<typeof memberPublicQuery>;

/** A member's public page (/member/:id): the card plus what they wrote about themselves. Never a phone or an email. */
export const memberPublicProfile = memberCard.extend({
  school: z.string().nullable(),
  bio: z.string().nullable(),
});
export type MemberPublicProfile = z.infer<typeof memberPublicProfile>;
