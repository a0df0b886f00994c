import { ROLES, type MemberBadge, type MemberCard } from '@acsc/shared';

/** The columns a member card is made from; a feature selects these (or passes a whole row, the rest is dropped). */
export interface MemberCardSource {
  id: number;
  nickname: string;
  avatar: string | null;
  roles: readonly string[];
  /** Set once alumni certification exists (issue 10 §2). */
  certifiedAlumnus?: boolean;
}

/**
 * A member as anyone else sees them: id, nickname, avatar and badges, built field by field so nothing
 * else of the row (phone, email, password hash, status, profile) can ride along. Every response that
 * shows a member other than the caller goes through here.
 */
export function memberCard(source: MemberCardSource): MemberCard {
  const badges: MemberBadge[] = [];
  for (const role of ROLES) if (source.roles.includes(role)) badges.push(`staff.${role}`);
  if (source.certifiedAlumnus) badges.push('alumnus.certified');
  return { id: String(source.id), nickname: source.nickname, avatar: source.avatar ?? null, badges };
}
