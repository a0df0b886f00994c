import { ROLES, type Language, type MemberBadge, type MemberCard } from '@acsc/shared';

/** The columns a member card is made from; a feature selects these (or passes a whole row, the rest is dropped). */
export interface MemberCardSource {
  id: number;
  nickname: string;
  avatar: string | null;
  roles: readonly string[];
  /** Set once alumni certification exists (issue 10 §2). */
  certifiedAlumnus?: boolean;
  /** Set when the account was deleted and its personal data erased (setting/deletion.ts). */
  erasedAt?: Date | null;
}

/** What an erased account's content shows as its author. */
export const DELETED_MEMBER: Record<Language, string> = {
  zh_CN: '已注销会员',
  km_KH: 'សមាជិកដែលបានលុប',
  en_US: 'Deleted member',
};

/**
 * A member as anyone else sees them: id, nickname, avatar and badges, built field by field so nothing
 * else of the row (phone, email, password hash, status, profile) can ride along. Every response that
 * shows a member other than the caller goes through here. An erased account shows as "deleted member"
 * in the reader's language, with no avatar and no badges.
 */
export function memberCard(source: MemberCardSource, lang: Language = 'zh_CN'): MemberCard {
  if (source.erasedAt) return { id: String(source.id), nickname: DELETED_MEMBER[lang], avatar: null, badges: [] };
  const badges: MemberBadge[] = [];
  for (const role of ROLES) if (source.roles.includes(role)) badges.push(`staff.${role}`);
  if (source.certifiedAlumnus) badges.push('alumnus.certified');
  return { id: String(source.id), nickname: source.nickname, avatar: source.avatar ?? null, badges };
}
