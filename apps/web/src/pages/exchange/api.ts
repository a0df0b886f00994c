import {
  EXCHANGE_API,
  apiPath,
  type AttentionPage,
  type CommentCreateBody,
  type CommentLikeResult,
  type CommentPage,
  type ExchangeComment,
  type ExchangePost,
  type ExchangeTab,
  type ExchangeUserPage,
  type PostCreateBody,
  type PostPage,
  type PostUpdateBody,
  type RelationResult,
  type ToggleResult,
} from '@acsc/shared';
import { get, post } from '../../components/api/http.js';

/** The exchange calls (issue 11), typed; failures are toasted (in the reader's language) by the HTTP client. */
export const exchangeApi = {
  posts: (
    q: { tab?: ExchangeTab; keywords?: string; authorId?: number; cursor?: string | null },
    signal?: AbortSignal,
  ) =>
    get<PostPage>(
      EXCHANGE_API.postList,
      { tab: q.tab, keywords: q.keywords, authorId: q.authorId, cursor: q.cursor ?? undefined },
      { signal },
    ),
  post: (id: number) => get<ExchangePost>(apiPath(EXCHANGE_API.postDetail, { id }), undefined, { silent: true }),
  create: (body: PostCreateBody) => post<ExchangePost>(EXCHANGE_API.postCreate, body),
  update: (body: PostUpdateBody) => post<ExchangePost>(EXCHANGE_API.postUpdate, body),
  remove: (id: string) => post<null>(EXCHANGE_API.postDelete, { id }),
  like: (id: string, liked: boolean) => post<ToggleResult>(EXCHANGE_API.postLike, { id, liked }),
  collect: (id: string, collected: boolean) => post<ToggleResult>(EXCHANGE_API.postCollect, { id, collected }),
  comments: (q: { postId?: string; parentId?: string; cursor?: string | null }) =>
    get<CommentPage>(EXCHANGE_API.commentList, {
      postId: q.postId,
      parentId: q.parentId,
      cursor: q.cursor ?? undefined,
    }),
  comment: (body: CommentCreateBody) => post<ExchangeComment>(EXCHANGE_API.commentCreate, body),
  removeComment: (id: string) => post<null>(EXCHANGE_API.commentDelete, { id }),
  likeComment: (id: string, liked: boolean) => post<CommentLikeResult>(EXCHANGE_API.commentLike, { id, liked }),
  follow: (memberId: string, on: boolean) =>
    post<RelationResult>(on ? EXCHANGE_API.follow : EXCHANGE_API.unfollow, { memberId }),
  block: (memberId: string, on: boolean) =>
    post<RelationResult>(on ? EXCHANGE_API.block : EXCHANGE_API.unblock, { memberId }),
  user: (id: number | undefined) =>
    get<ExchangeUserPage>(id === undefined ? EXCHANGE_API.userMe : apiPath(EXCHANGE_API.user, { id }), undefined, {
      silent: true,
    }),
  attention: (q: { kind: 'following' | 'followers'; memberId?: number; cursor?: string | null }) =>
    get<AttentionPage>(EXCHANGE_API.attentionList, {
      kind: q.kind,
      memberId: q.memberId,
      cursor: q.cursor ?? undefined,
    }),
  collection: (cursor?: string | null) => get<PostPage>(EXCHANGE_API.collectionList, { cursor: cursor ?? undefined }),
};

/** Query keys: every list of posts sits under ['exchange', 'posts', ...] so one edit can patch them all. */
export const exchangeKeys = {
  posts: ['exchange', 'posts'] as const,
  feed: (tab: ExchangeTab, keywords: string) => ['exchange', 'posts', 'feed', tab, keywords] as const,
  byAuthor: (id: number | undefined) => ['exchange', 'posts', 'author', id ?? 'me'] as const,
  collection: ['exchange', 'posts', 'collection'] as const,
  post: (id: number | string) => ['exchange', 'post', String(id)] as const,
  comments: (postId: string) => ['exchange', 'comments', postId] as const,
  user: (id: number | undefined) => ['exchange', 'user', id ?? 'me'] as const,
  attention: (kind: string, memberId: number | undefined) => ['exchange', 'attention', kind, memberId ?? 'me'] as const,
};

/** A post's own page: the clean link (/exchange/post/:id) for cards and sharing; the spec's cardDetail?id= shows the same page. */
export const postHref = (id: string) => `/exchange/post/${encodeURIComponent(id)}`;
export const userHref = (id?: string | number) => (id === undefined ? '/exchange/user' : `/exchange/user/${id}`);
