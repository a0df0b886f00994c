import { describe, expect, it } from 'vitest';
import { memberCard as memberCardSchema } from '@acsc/shared';
import type { members } from '../../db/schema/index.js';
import { memberCard } from './presenter.js';

/** A whole member row, every column filled, as a feature that selected `*` would hold it. */
const row: typeof members.$inferSelect = {
  id: 42,
  phone: '+85512345678',
  countryCode: '855',
  email: 'sokha@example.com',
  passwordHash: 'scrypt$32768$8$1$salt$key',
  nickname: 'Sokha',
  avatar: '/media/avatars/42.webp',
  language: 'km_KH',
  roles: ['editor', 'admin', 'not-a-role'],
  status: 'active',
  certifiedAlumnus: false,
  gender: 'female',
  school: 'Peking University',
  major: 'Economics',
  degree: 'master',
  city: 'Beijing',
  province: 'Siem Reap',
  bio: 'private bio',
  messagePolicy: 'members',
  profilePolicy: 'everyone',
  deleteAt: null,
  erasedAt: null,
  suspendedUntil: null,
  feedVersion: 3,
  createdAt: new Date('2030-01-01T00:00:00Z'),
  updatedAt: new Date('2030-01-02T00:00:00Z'),
};

describe('member card', () => {
  it('carries id, nickname, avatar and badges and nothing else of the row', () => {
    const card = memberCard(row);
    expect(Object.keys(card).sort()).toEqual(['avatar', 'badges', 'id', 'nickname']);
    expect(card).toEqual({
      id: '42',
      nickname: 'Sokha',
      avatar: '/media/avatars/42.webp',
      badges: ['staff.admin', 'staff.editor'],
    });
    const text = JSON.stringify(card);
    for (const secret of [
      row.phone!,
      row.email!,
      row.passwordHash!,
      row.countryCode!,
      row.status,
      row.bio!,
      row.school!,
      row.language,
      'not-a-role',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(memberCardSchema.strict().parse(card)).toEqual(card);
  });

  it('shows the certified alumnus badge when the feature says so, and no badge for a plain member', () => {
    expect(memberCard({ ...row, roles: [], certifiedAlumnus: true }).badges).toEqual(['alumnus.certified']);
    expect(memberCard({ id: 7, nickname: 'N', avatar: null, roles: [] })).toEqual({
      id: '7',
      nickname: 'N',
      avatar: null,
      badges: [],
    });
  });

  it('shows an erased account as "deleted member" in the reader\'s language, with no avatar or badge', () => {
    const erased = { ...row, erasedAt: new Date('2031-01-01T00:00:00Z') };
    expect(memberCard(erased, 'zh_CN')).toEqual({ id: '42', nickname: '已注销会员', avatar: null, badges: [] });
    expect(memberCard(erased, 'km_KH').nickname).toBe('សមាជិកដែលបានលុប');
    expect(memberCard(erased, 'en_US').nickname).toBe('Deleted member');
  });
});
