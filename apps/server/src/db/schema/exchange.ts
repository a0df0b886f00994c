import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { media } from './admin.js';
import { tsvector } from './content.js';

/**
 * The exchange community (issue 11, modules/exchange). Member text is stored as plain text, never HTML.
 * Counts live on their rows and change in the transaction that inserts or deletes the like, collect or
 * comment (INSERT ... ON CONFLICT DO NOTHING decides whether anything changed), so they stay exact under
 * concurrency on both databases. `score` is the Popular tab's order (modules/exchange/repo/posts.ts popularScoreSql).
 */
export const exchangePosts = pgTable(
  'exchange_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title'),
    text: text('text').notNull(),
    /** public | members | followers */
    visibility: text('visibility').notNull().default('public'),
    /** published | pending (held for review) | hidden (reports or a moderator) */
    status: text('status').notNull().default('published'),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    /** Popular order: log10(max(1, likes + 2 comments + collects)) + created epoch / 45000 (repo/posts.ts popularScore). */
    score: doublePrecision('score').notNull().default(0),
    /** Search lexemes of title and text, made by news/search-text.ts's tokenizer (zh/km/en alike). */
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('exchange_posts_latest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`status = 'published' and deleted_at is null`),
    index('exchange_posts_popular_idx')
      .on(t.score.desc(), t.id.desc())
      .where(sql`status = 'published' and deleted_at is null`),
    index('exchange_posts_author_idx')
      .on(t.authorId, t.createdAt.desc(), t.id.desc())
      .where(sql`deleted_at is null`),
    index('exchange_posts_search_idx').using('gin', t.searchVector),
  ],
);

/** A post's images (position 0..17) or its one video, each a member upload of the author (media row). */
export const exchangePostMedia = pgTable(
  'exchange_post_media',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => exchangePosts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mediaId: bigint('media_id', { mode: 'number' })
      .notNull()
      .references(() => media.id),
    /** image | video */
    kind: text('kind').notNull(),
    /** The media's URL, copied so the media library's usage search (media/library.ts) finds the post. */
    url: text('url').notNull(),
    width: integer('width'),
    height: integer('height'),
    seconds: doublePrecision('seconds'),
    poster: text('poster'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] }), index('exchange_post_media_media_idx').on(t.mediaId)],
);

export const exchangeComments = pgTable(
  'exchange_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => exchangePosts.id, { onDelete: 'cascade' }),
    /** The top-level comment a reply sits under (one level of replies); null for a top-level comment. */
    parentId: bigint('parent_id', { mode: 'number' }),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The member a reply answers. */
    replyToId: bigint('reply_to_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** published | hidden */
    status: text('status').notNull().default('published'),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('exchange_comments_post_idx')
      .on(t.postId, t.createdAt.desc(), t.id.desc())
      .where(sql`parent_id is null`),
    index('exchange_comments_parent_idx')
      .on(t.parentId, t.createdAt, t.id)
      .where(sql`parent_id is not null`),
    index('exchange_comments_author_idx').on(t.authorId, t.createdAt),
  ],
);

const pair = (name: string, target: 'post' | 'comment') =>
  pgTable(
    name,
    {
      targetId: bigint(`${target}_id`, { mode: 'number' })
        .notNull()
        .references(() => (target === 'post' ? exchangePosts.id : exchangeComments.id), { onDelete: 'cascade' }),
      memberId: bigint('member_id', { mode: 'number' })
        .notNull()
        .references(() => members.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.targetId, t.memberId] }),
      index(`${name}_member_idx`).on(t.memberId, t.createdAt.desc(), t.targetId.desc()),
    ],
  );

/** One row per (post, member): the primary key makes a second like a no-op. */
export const exchangePostLikes = pair('exchange_post_likes', 'post');
export const exchangePostCollects = pair('exchange_post_collects', 'post');
export const exchangeCommentLikes = pair('exchange_comment_likes', 'comment');

/** follower follows followee. */
export const memberFollows = pgTable(
  'member_follows',
  {
    followerId: bigint('follower_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    followeeId: bigint('followee_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('member_follows_follower_idx').on(t.followerId, t.createdAt.desc(), t.followeeId.desc()),
    index('member_follows_followee_idx').on(t.followeeId, t.createdAt.desc(), t.followerId.desc()),
  ],
);

/** blocker blocked blocked: no comments on the blocker's posts, no members/followers posts, no follow, no messages. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('member_blocks_blocked_idx').on(t.blockedId),
    index('member_blocks_blocker_idx').on(t.blockerId, t.createdAt.desc(), t.blockedId.desc()),
  ],
);
