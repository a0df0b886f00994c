import type {
  ExchangeComment,
  ExchangeMedia,
  ExchangePost,
  ExchangePostStatus,
  ExchangeReply,
  ExchangeVisibility,
  Language,
} from '@acsc/shared';
import type { MediaVariant } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { memberCard, type MemberCardSource } from '../member/presenter.js';
import * as repo from './repo/posts.js';

/** Rows to answers: a post's card (author, media, counts, the reader's like and collect) and comments. */

type MediaRow = Awaited<ReturnType<typeof repo.mediaOf>>[number];

const srcsetOf = (variants: MediaVariant[] | null) =>
  variants && variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : null;

export function presentMedia(rows: MediaRow[]): ExchangeMedia {
  if (rows.length === 0) return { kind: 'none' };
  const video = rows.find((r) => r.kind === 'video');
  if (video)
    return {
      kind: 'video',
      video: { id: String(video.mediaId), url: video.url, posterUrl: video.poster, seconds: video.seconds },
    };
  return {
    kind: 'images',
    images: rows.map((r) => ({
      id: String(r.mediaId),
      url: r.url,
      srcset: srcsetOf(r.variants),
      width: r.width,
      height: r.height,
    })),
  };
}

/** Everything a list of post rows needs, read in three queries whatever the list's length. */
export async function presentPosts(
  db: Executor,
  rows: repo.PostRow[],
  viewer: number | null,
  lang: Language,
): Promise<ExchangePost[]> {
  const ids = rows.map((r) => r.id);
  const [authors, mediaRows, mine] = await Promise.all([
    repo.cardSources(db, [...new Set(rows.map((r) => r.authorId))]),
    repo.mediaOf(db, ids),
    viewer === null ? null : repo.likedAndCollected(db, viewer, ids),
  ]);
  const cards = new Map(authors.map((a) => [a.id, a]));
  const mediaBy = new Map<number, MediaRow[]>();
  for (const m of mediaRows) mediaBy.set(m.postId, [...(mediaBy.get(m.postId) ?? []), m]);
  return rows.map((r) => ({
    id: String(r.id),
    author: cardOf(cards.get(r.authorId), r.authorId, lang),
    title: r.title,
    text: r.text,
    media: presentMedia(mediaBy.get(r.id) ?? []),
    visibility: r.visibility as ExchangeVisibility,
    counts: { likes: r.likeCount, comments: r.commentCount, collects: r.collectCount },
    liked: mine?.liked.has(r.id) ?? false,
    collected: mine?.collected.has(r.id) ?? false,
    mine: viewer === r.authorId,
    edited: r.editedAt !== null,
    editedAt: r.editedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    status: r.status as ExchangePostStatus,
  }));
}

/** A member card from its row, or "deleted member" when the row is gone. */
export function cardOf(source: MemberCardSource | undefined, id: number, lang: Language) {
  return memberCard(source ?? { id, nickname: '', avatar: null, roles: [], erasedAt: new Date(0) }, lang);
}

export interface CommentRow {
  id: number;
  postId: number;
  parentId: number | null;
  authorId: number;
  replyToId: number | null;
  text: string;
  /** published | pending (held for review) | hidden */
  status: string;
  likeCount: number;
  replyCount: number;
  createdAt: Date;
  deletedAt: Date | null;
}

export function presentReply(
  r: CommentRow,
  cards: Map<number, MemberCardSource>,
  liked: Set<number>,
  viewer: number | null,
  lang: Language,
): ExchangeReply {
  const deleted = r.deletedAt !== null;
  return {
    id: String(r.id),
    postId: String(r.postId),
    parentId: r.parentId === null ? null : String(r.parentId),
    author: cardOf(cards.get(r.authorId), r.authorId, lang),
    replyTo: r.replyToId === null ? null : cardOf(cards.get(r.replyToId), r.replyToId, lang),
    text: deleted ? '' : r.text,
    likes: r.likeCount,
    liked: liked.has(r.id),
    mine: viewer === r.authorId,
    deleted,
    pending: r.status === 'pending',
    createdAt: r.createdAt.toISOString(),
  };
}

export function presentComment(
  r: CommentRow,
  replies: CommentRow[],
  cards: Map<number, MemberCardSource>,
  liked: Set<number>,
  viewer: number | null,
  lang: Language,
): ExchangeComment {
  return {
    ...presentReply(r, cards, liked, viewer, lang),
    replyCount: r.replyCount,
    replies: replies.map((x) => presentReply(x, cards, liked, viewer, lang)),
  };
}
