import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReportableKind, ReportedItem } from './kinds.js';
import { canBePending, canHide, isHidden, isModerator, isOwnItem } from './policy.js';

/** Moderation's access rules that need no database (reporting what one may read is walked by moderation.api.test.ts). */
const item = (over: Partial<ReportedItem> = {}): ReportedItem => ({
  type: 'post',
  id: 7,
  authorId: 1,
  status: 'published',
  title: null,
  text: 'text',
  mediaCount: 0,
  createdAt: null,
  ...over,
});
const kind = (over: Partial<ReportableKind>) => over as ReportableKind;

describe('moderation policy', () => {
  it('gives moderation to moderators and admins only', () => {
    expect(isModerator(['moderator'])).toBe(true);
    expect(isModerator(['editor', 'admin'])).toBe(true);
    expect(isModerator(['editor', 'support'])).toBe(false);
    expect(isModerator([])).toBe(false);
  });

  it('refuses reports of what one wrote oneself', () => {
    expect(isOwnItem(item({ authorId: 1 }), 1)).toBe(true);
    expect(isOwnItem(item({ authorId: 1 }), 2)).toBe(false);
  });

  it('hides only kinds with a hidden state, and lists as held only kinds that hold items', () => {
    const posts = kind({
      states: { hidden: 'hidden', shown: 'published' },
      pending: sql`select 1`,
      settle: async () => null,
    });
    const members = kind({});
    expect(canHide(posts)).toBe(true);
    expect(canHide(members)).toBe(false);
    expect(isHidden(posts, item({ status: 'hidden' }))).toBe(true);
    expect(isHidden(posts, item({ status: 'published' }))).toBe(false);
    expect(isHidden(members, item({ status: 'active' }))).toBe(false);
    expect(canBePending(posts)).toBe(true);
    expect(canBePending(members)).toBe(false);
  });
});
