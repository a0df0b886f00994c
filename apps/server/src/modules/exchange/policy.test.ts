import { describe, expect, it } from 'vitest';
import { EXCHANGE_LIMITS } from '@acsc/shared';
import { AppError } from '../../platform/errors.js';
import type { PostRow } from './repo/posts.js';
import {
  assertAuthor,
  assertMayDeleteComment,
  containsLink,
  heldForReview,
  isNewAccount,
  mayLikeOrCollect,
} from './policy.js';

/** The exchange's access rules that need no database (the others are walked by the exchange's API tests). */
const NOW = new Date('2030-06-01T12:00:00Z');
const ctx = { now: () => NOW };
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const errorOf = (fn: () => void) => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? e.errorName : String(e);
  }
  return null;
};

describe('exchange policy', () => {
  it('counts an account as new for its first 24 hours or until 3 posts are published', () => {
    const enough = EXCHANGE_LIMITS.newAccountPublishedPosts;
    expect(isNewAccount(ctx, { createdAt: hoursAgo(23), publishedPosts: enough })).toBe(true);
    expect(isNewAccount(ctx, { createdAt: hoursAgo(25), publishedPosts: enough - 1 })).toBe(true);
    expect(isNewAccount(ctx, { createdAt: hoursAgo(25), publishedPosts: enough })).toBe(false);
    expect(isNewAccount(ctx, { createdAt: hoursAgo(24), publishedPosts: enough })).toBe(false);
  });

  it("holds a new account's post with a link for review, and nobody else's", () => {
    const fresh = { createdAt: hoursAgo(1), publishedPosts: 0 };
    const seasoned = { createdAt: hoursAgo(24 * 30), publishedPosts: 10 };
    expect(heldForReview(ctx, fresh, 'see https://spam.example')).toBe(true);
    expect(heldForReview(ctx, fresh, 'cheap visas at visa-deals.com')).toBe(true);
    expect(heldForReview(ctx, fresh, 'no link here, see you at 3.30')).toBe(false);
    expect(heldForReview(ctx, seasoned, 'see https://example.org')).toBe(false);
  });

  it('finds links written with a scheme, www., a known top-level domain or full-width letters', () => {
    expect(containsLink('www.example')).toBe(true);
    expect(containsLink('ftp://files')).toBe(true);
    expect(containsLink('ｅｘａｍｐｌｅ．ｃｏｍ')).toBe(true);
    expect(containsLink('e.g. the 2.5 km walk')).toBe(false);
  });

  it('lets only published posts be liked or collected', () => {
    expect(mayLikeOrCollect(null)).toBe(false);
    expect(mayLikeOrCollect({ status: 'published' } as PostRow)).toBe(true);
    expect(mayLikeOrCollect({ status: 'pending' } as PostRow)).toBe(false);
    expect(mayLikeOrCollect({ status: 'hidden' } as PostRow)).toBe(false);
  });

  it("lets only the author change a post; a comment goes by its author's or the post author's hand", () => {
    expect(errorOf(() => assertAuthor({ authorId: 1 }, 1))).toBeNull();
    expect(errorOf(() => assertAuthor({ authorId: 1 }, 2))).toBe('NOT_AUTHOR');
    expect(errorOf(() => assertMayDeleteComment({ authorId: 2 }, { authorId: 1 }, 2))).toBeNull();
    expect(errorOf(() => assertMayDeleteComment({ authorId: 2 }, { authorId: 1 }, 1))).toBeNull();
    expect(errorOf(() => assertMayDeleteComment({ authorId: 2 }, { authorId: 1 }, 3))).toBe('NOT_AUTHOR');
  });
});
