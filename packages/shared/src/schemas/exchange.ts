import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { memberCard } from './member.js';
import { multiLine, singleLine } from './text.js';

/** The exchange community (issue 11): posts, comments and the rules for new accounts. (Here, not in limits.ts: limits.ts is in every first load.) */
export const EXCHANGE_LIMITS = {
  textMin: 1,
  textMax: 2000,
  /** The title rule of the spec (the news title's 2-30 characters). */
  titleMin: LIMITS.newsTitleMin,
  titleMax: LIMITS.newsTitleMax,
  imagesMax: LIMITS.imagesMax,
  imageBytesMax: LIMITS.imageBytesMax,
  videoBytesMax: LIMITS.videoBytesMax,
  videoSecondsMax: LIMITS.videoSecondsMax,
  commentMax: 1000,
  /** Images a feed card shows before "+N". */
  cardImagesShown: 9,
  /** Replies answered with each top-level comment. */
  repliesShown: 3,
  /** A member is new for this long after registering, or until this many of their posts were published. */
  newAccountSeconds: 86_400,
  newAccountPublishedPosts: 3,
  /** Posts a new account may write per rolling 24 hours. */
  newAccountPostsPerDay: 3,
  /** Mentions that notify, per text. */
  mentionsMax: 10,
} as const;

/**
 * The exchange community (issue 11): members' posts with images or one video, likes, collects,
 * comments with one level of replies, follows, blocks and member pages. Calls under
 * /prod-api/client/exchange/v1/...; lists of posts, comments and people are keyset pages: the answer's
 * `next` is sent back as `cursor` for the following page (null: the last page).
 */

export const EXCHANGE_API = {
  /** GET ?tab=latest|following|popular&keywords=&authorId=&cursor=&pageSize=. */
  postList: '/client/exchange/v1/post/listPage',
  postDetail: '/client/exchange/v1/post/detail/:id',
  /** POST {title?, text, visibility, imageIds | videoId}. */
  postCreate: '/client/exchange/v1/post/create',
  /** POST {id, ...the create fields}: author only; marks the post edited. */
  postUpdate: '/client/exchange/v1/post/update',
  /** POST {id}: author only; its files go once nothing uses them. */
  postDelete: '/client/exchange/v1/post/delete',
  /** POST {id, liked}: the desired state, so repeating a call changes nothing. */
  postLike: '/client/exchange/v1/post/like',
  /** POST {id, collected}. */
  postCollect: '/client/exchange/v1/post/collect',
  /** GET ?postId=&cursor=&pageSize= (top-level comments, each with its first replies) or ?parentId= (the replies of one comment). */
  commentList: '/client/exchange/v1/comment/listPage',
  /** POST {postId, parentId?, replyToId?, text}. */
  commentCreate: '/client/exchange/v1/comment/create',
  /** POST {id}: own comments (and the post's author may remove comments under their post). */
  commentDelete: '/client/exchange/v1/comment/delete',
  /** POST {id, liked}. */
  commentLike: '/client/exchange/v1/comment/like',
  /** POST {memberId}. */
  follow: '/client/exchange/v1/follow',
  unfollow: '/client/exchange/v1/unfollow',
  /** POST {memberId}: the blocked member can no longer comment on my posts, see my members/followers posts or follow me. */
  block: '/client/exchange/v1/block',
  unblock: '/client/exchange/v1/unblock',
  /** GET: my own member page. */
  userMe: '/client/exchange/v1/user',
  /** GET: a member's page (respects their privacy choice for the profile). */
  user: '/client/exchange/v1/user/:id',
  /** GET ?kind=following|followers&memberId=&cursor=. */
  attentionList: '/client/exchange/v1/attention/listPage',
  /** GET ?cursor=: the posts I collected, newest collect first. */
  collectionList: '/client/exchange/v1/collection/listPage',
  /** GET ?cursor=: the members I blocked. */
  blockList: '/client/exchange/v1/block/listPage',
  /** GET: the member's posts, likes and comments received and new followers per week (the settings' statistics). */
  stats: '/client/exchange/v1/stats/weekly',
} as const;

export const EXCHANGE_VISIBILITIES = ['public', 'members', 'followers'] as const;
export type ExchangeVisibility = (typeof EXCHANGE_VISIBILITIES)[number];
/** 'pending': held for review (a new account's post with a link, a matched word); 'hidden': by reports or a moderator. */
export const EXCHANGE_POST_STATUSES = ['published', 'pending', 'hidden'] as const;
export type ExchangePostStatus = (typeof EXCHANGE_POST_STATUSES)[number];
export const EXCHANGE_TABS = ['latest', 'following', 'popular'] as const;
export type ExchangeTab = (typeof EXCHANGE_TABS)[number];
export const ATTENTION_KINDS = ['following', 'followers'] as const;

/** A database id as a client sends it: a number or a numeric string. */
export const exchangeId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).meta({ example: 1 });
/** A member upload's id (memberImage.id). */
const uploadId = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/)
  .meta({ example: '42' });

const cursor = singleLine().max(100).optional().meta({ description: 'the `next` of the previous page' });
const pageSize = z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault);
export const exchangeKeysetQuery = z.object({ cursor, pageSize });

// ---------------------------------------------------------------- posts

export const exchangeImage = z.object({
  id: z.string(),
  url: z.string(),
  srcset: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type ExchangeImage = z.infer<typeof exchangeImage>;
export const exchangeVideo = z.object({
  id: z.string(),
  url: z.string(),
  posterUrl: z.string().nullable(),
  seconds: z.number().nullable(),
});
export type ExchangeVideo = z.infer<typeof exchangeVideo>;
export const exchangeMedia = z.union([
  z.object({ kind: z.literal('images'), images: z.array(exchangeImage) }),
  z.object({ kind: z.literal('video'), video: exchangeVideo }),
  z.object({ kind: z.literal('none') }),
]);
export type ExchangeMedia = z.infer<typeof exchangeMedia>;

export const exchangeCounts = z.object({
  likes: z.number().int(),
  comments: z.number().int(),
  collects: z.number().int(),
});

/** A post as a card and on its page. Member text is plain text: clients escape it and link URLs themselves. */
export const exchangePost = z.object({
  id: z.string(),
  author: memberCard,
  title: z.string().nullable(),
  text: z.string(),
  media: exchangeMedia,
  visibility: z.enum(EXCHANGE_VISIBILITIES),
  counts: exchangeCounts,
  /** Whether the reader liked / collected it (false for visitors). */
  liked: z.boolean(),
  collected: z.boolean(),
  /** The reader wrote it (edit and delete are offered). */
  mine: z.boolean(),
  edited: z.boolean(),
  editedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Others only ever see 'published' posts; the author sees their pending and hidden ones too. */
  status: z.enum(EXCHANGE_POST_STATUSES),
});
export type ExchangePost = z.infer<typeof exchangePost>;

export const postListQuery = exchangeKeysetQuery.extend({
  tab: z.enum(EXCHANGE_TABS).default('latest'),
  keywords: singleLine().trim().max(LIMITS.keywordMax).optional(),
  /** One member's posts (their page); with it, `tab` is ignored. */
  authorId: exchangeId.optional(),
});
export type PostListQuery = z.infer<typeof postListQuery>;

export const postPage = z.object({ list: z.array(exchangePost), next: z.string().nullable() });
export type PostPage = z.infer<typeof postPage>;

export const exchangeIdParams = z.object({ id: exchangeId });
export const exchangeIdBody = z.object({ id: exchangeId });
export type ExchangeIdBody = z.infer<typeof exchangeIdBody>;

const postFields = {
  /** Optional; 2-30 characters when given (an empty string is no title). */
  title: z
    .union([z.literal(''), singleLine().trim().min(EXCHANGE_LIMITS.titleMin).max(EXCHANGE_LIMITS.titleMax)])
    .optional(),
  text: multiLine().trim().min(EXCHANGE_LIMITS.textMin).max(EXCHANGE_LIMITS.textMax),
  visibility: z.enum(EXCHANGE_VISIBILITIES).default('public'),
  /** Up to 18 of the member's own image uploads, in order (more answers TOO_MANY_IMAGES). */
  imageIds: z.array(uploadId).max(100).default([]),
  /** One of the member's own video uploads; never together with images (MEDIA_MIXED). */
  videoId: uploadId.nullable().optional(),
};
export const postCreateBody = z.object(postFields);
export type PostCreateBody = z.infer<typeof postCreateBody>;
export const postUpdateBody = z.object({ id: exchangeId, ...postFields });
export type PostUpdateBody = z.infer<typeof postUpdateBody>;

export const likeBody = z.object({ id: exchangeId, liked: z.boolean().default(true) });
export type LikeBody = z.infer<typeof likeBody>;
export const collectBody = z.object({ id: exchangeId, collected: z.boolean().default(true) });
export type CollectBody = z.infer<typeof collectBody>;
/** What a like or collect answers: the state now and the exact counts. */
export const toggleResult = z.object({ id: z.string(), active: z.boolean(), counts: exchangeCounts });
export type ToggleResult = z.infer<typeof toggleResult>;
export const commentLikeResult = z.object({ id: z.string(), liked: z.boolean(), likes: z.number().int() });
export type CommentLikeResult = z.infer<typeof commentLikeResult>;

// ---------------------------------------------------------------- comments

export const exchangeComment = z.object({
  id: z.string(),
  postId: z.string(),
  /** The top-level comment this one replies under; null for a top-level comment. */
  parentId: z.string().nullable(),
  author: memberCard,
  /** The member a reply answers (shown "@nickname"), or null. */
  replyTo: memberCard.nullable(),
  text: z.string(),
  likes: z.number().int(),
  liked: z.boolean(),
  mine: z.boolean(),
  /** A deleted comment that still has replies keeps its place with empty text. */
  deleted: z.boolean(),
  /** Held for review (a watched word, or a new account's link): only its author sees it, marked. */
  pending: z.boolean(),
  replyCount: z.number().int(),
  /** The first replies of a top-level comment (oldest first); the rest by comment/listPage?parentId=. */
  replies: z.array(
    z.object({
      id: z.string(),
      postId: z.string(),
      parentId: z.string().nullable(),
      author: memberCard,
      replyTo: memberCard.nullable(),
      text: z.string(),
      likes: z.number().int(),
      liked: z.boolean(),
      mine: z.boolean(),
      deleted: z.boolean(),
      /** Held for review (a watched word, or a new account's link): only its author sees it, marked. */
      pending: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  createdAt: z.string(),
});
export type ExchangeComment = z.infer<typeof exchangeComment>;
export type ExchangeReply = ExchangeComment['replies'][number];

export const commentListQuery = exchangeKeysetQuery.extend({
  postId: exchangeId.optional(),
  parentId: exchangeId.optional(),
});
export type CommentListQuery = z.infer<typeof commentListQuery>;
export const commentPage = z.object({ list: z.array(exchangeComment), next: z.string().nullable() });
export type CommentPage = z.infer<typeof commentPage>;

export const commentCreateBody = z.object({
  postId: exchangeId,
  /** A comment to reply to (a reply's reply is placed under the same top-level comment). */
  parentId: exchangeId.optional(),
  text: multiLine().trim().min(1).max(EXCHANGE_LIMITS.commentMax),
});
export type CommentCreateBody = z.infer<typeof commentCreateBody>;

// ---------------------------------------------------------------- people

export const memberIdBody = z.object({ memberId: exchangeId });
export type MemberIdBody = z.infer<typeof memberIdBody>;
export const relationResult = z.object({
  memberId: z.string(),
  following: z.boolean(),
  blocked: z.boolean(),
  followers: z.number().int(),
});
export type RelationResult = z.infer<typeof relationResult>;

export const exchangeUserPage = z.object({
  member: memberCard,
  /** Shown only when the member's privacy choice lets the reader see the profile. */
  school: z.string().nullable(),
  bio: z.string().nullable(),
  /** False when the privacy choice hides the profile: only the card is answered. */
  profileVisible: z.boolean(),
  counts: z.object({
    posts: z.number().int(),
    followers: z.number().int(),
    following: z.number().int(),
    likesReceived: z.number().int(),
  }),
  /** I follow them / they follow me / I blocked them. */
  following: z.boolean(),
  followedBy: z.boolean(),
  blocked: z.boolean(),
  me: z.boolean(),
  /** When the member (only on their own page) is suspended from writing, ISO 8601; else null. */
  suspendedUntil: z.string().nullable(),
});
export type ExchangeUserPage = z.infer<typeof exchangeUserPage>;

export const attentionQuery = exchangeKeysetQuery.extend({
  kind: z.enum(ATTENTION_KINDS).default('following'),
  memberId: exchangeId.optional(),
});
export type AttentionQuery = z.infer<typeof attentionQuery>;
export const attentionItem = z.object({ member: memberCard, following: z.boolean(), since: z.string() });
export const attentionPage = z.object({ list: z.array(attentionItem), next: z.string().nullable() });
export type AttentionPage = z.infer<typeof attentionPage>;
export const blockPage = z.object({
  list: z.array(z.object({ member: memberCard, since: z.string() })),
  next: z.string().nullable(),
});
export type BlockPage = z.infer<typeof blockPage>;

/** Web paths of the exchange the server links to (notifications, share previews); the web routes match them. */
export const EXCHANGE_WEB = {
  feed: '/exchange',
  post: (id: string | number) => `/exchange/post/${id}`,
  user: (id: string | number) => `/exchange/user/${id}`,
} as const;

// ---------------------------------------------------------------- my statistics (/setting)

export const STATS_WEEKS = 12;
/** One UTC week (Monday 00:00) of the member's activity. */
export const statsWeek = z.object({
  weekStart: z.string(),
  posts: z.number().int(),
  likesReceived: z.number().int(),
  commentsReceived: z.number().int(),
  newFollowers: z.number().int(),
});
export type StatsWeek = z.infer<typeof statsWeek>;
/** GET EXCHANGE_API.stats: the last STATS_WEEKS weeks, oldest first, the current week last. */
export const memberStats = z.object({ weeks: z.array(statsWeek) });
export type MemberStats = z.infer<typeof memberStats>;
