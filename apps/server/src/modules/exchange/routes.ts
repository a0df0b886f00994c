import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attentionPage,
  attentionQuery,
  blockPage,
  collectBody,
  commentCreateBody,
  commentLikeResult,
  commentListQuery,
  commentPage,
  EXCHANGE_API,
  exchangeComment,
  exchangeIdBody,
  exchangeIdParams,
  exchangeKeysetQuery,
  exchangePost,
  exchangeUserPage,
  likeBody,
  memberStats,
  memberIdBody,
  noData,
  postCreateBody,
  postListQuery,
  postPage,
  postUpdateBody,
  relationResult,
  replyOf,
  toggleResult,
  type ErrorName,
} from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { optionalMember, readerLanguage, requireMember } from '../../platform/auth.js';
import { prepareCached, sendPrepared, sendPrivateBody } from '../../platform/cache.js';
import { createReadCache } from '../../platform/read-cache.js';
import * as comments from './comments.js';
import { eraseExchangeData, exportExchangeData } from './member-data.js';
import { createFeed } from './feed.js';
import { EXCHANGE_NOTIFICATIONS } from './notifications.js';
import { exchangeKinds } from './reportable.js';
import { weeklyStats } from './stats.js';
import * as people from './people.js';
import * as posts from './posts.js';
import { pageRead } from '../../platform/page-reads.js';
import type { AppContext } from '../../platform/context.js';

/**
 * The exchange community's member calls (issue 11) under /prod-api/client/exchange/v1/. Reads depend on
 * who asks (likes, audiences, blocks): only a visitor's feed page (feed.ts) and a visitor's read of a
 * post are answered as public, every other read is private; every write is limited by the
 * write limiter and refused to suspended members (policy.ts).
 */

/** One feed per app (its windows are kept in memory or Redis): the routes and the drawn pages share it. */
const feeds = new WeakMap<AppContext, ReturnType<typeof createFeed>>();
const feedOf = (ctx: AppContext) => {
  let feed = feeds.get(ctx);
  if (!feed) feeds.set(ctx, (feed = createFeed(ctx)));
  return feed;
};

const privateRead = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');
const WRITE: ErrorName[] = ['MEMBER_SUSPENDED'];
const MEDIA: ErrorName[] = ['MEDIA_MIXED', 'TOO_MANY_IMAGES', 'UPLOAD_NOT_FOUND', 'BAD_REQUEST'];
const write = (errors: ErrorName[]) => ({ writeLimit: 'write' as const, errors: [...WRITE, ...errors] });

export const exchangeModule: AppModule = {
  name: 'exchange',
  notifications: EXCHANGE_NOTIFICATIONS,
  // The drawn pages' reads (platform/page-reads.ts): the feed, a post and its comments as a visitor reads
  // them (the public window; a followers-only, hidden or removed post is POST_NOT_FOUND, never drawn).
  // A member's likes, follows, blocks and own posts come with the app's own reads after start-up.
  pages: (ctx) => ({
    api: {
      [EXCHANGE_API.postList]: pageRead({ query: postListQuery, response: postPage }, ({ query, lang }) =>
        query.authorId === undefined ? feedOf(ctx).visitor(query, lang) : posts.listPosts(ctx, null, query, lang),
      ),
      [EXCHANGE_API.postDetail]: pageRead({ params: exchangeIdParams, response: exchangePost }, ({ params, lang }) =>
        posts.postDetail(ctx, null, params.id, lang),
      ),
      [EXCHANGE_API.commentList]: pageRead({ query: commentListQuery, response: commentPage }, ({ query, lang }) =>
        comments.listComments(ctx, null, query, lang),
      ),
    },
  }),
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    // ------------------------------------------------------------ posts
    // The feeds (feed.ts): a visitor's page is a public cached read (a prepared body with its ETag, fresh
    // per exchange_version and 10 s slot); a member's is the shared window plus the member's own overlay,
    // answered private. One member's posts (authorId, profile privacy) and Following are read per request.
    const feed = feedOf(ctx);
    const visitorPages = createReadCache(ctx.database, { source: 'exchange', ttlMs: 10_000, maxEntries: 2000 });
    // Posts read by visitors (shared links): their own entries, so a crawl of many posts never evicts the feed's pages.
    const visitorPosts = createReadCache(ctx.database, { source: 'exchange', ttlMs: 10_000, maxEntries: 2000 });
    api.get(
      EXCHANGE_API.postList,
      {
        onRequest: optionalMember,
        schema: { querystring: postListQuery, response: replyOf(postPage) },
        config: { errors: ['PROFILE_PRIVATE'] },
      },
      async (request, reply) => {
        const q = request.query;
        if (q.authorId === undefined && !request.member) {
          const key = `feed|${q.tab}|${q.pageSize}|${q.cursor ?? ''}|${q.keywords ?? ''}`;
          return sendPrepared(
            request,
            reply,
            await visitorPages.get(request, key, ctx.now(), () => feed.visitor(q, request.lang)),
            { revalidate: true },
          );
        }
        privateRead(reply);
        if (q.authorId === undefined && request.member) {
          // The member's page, serialized once per member and feed_version while its window lasts (feed.ts),
          // kept as UTF-8 bytes: sending a kept string encoded its 13 KB again on every request.
          const body = await feed.memberPrepared(request.member, q, readerLanguage(request), request.lang, (page) =>
            Buffer.from(prepareCached(request, page).body),
          );
          return sendPrivateBody(reply, body);
        }
        return ok(request, await posts.listPosts(ctx, request.member, q, readerLanguage(request)));
      },
    );
    // A post's page for a visitor is a public cached read as the visitor's feed is (same freshness and
    // headers); only a public, published post can be loaded for a visitor (repo.readableBy), and a
    // miss (POST_NOT_FOUND) is never kept. A member's answer (own like, audiences, blocks) stays private.
    api.get(
      EXCHANGE_API.postDetail,
      {
        onRequest: optionalMember,
        schema: { params: exchangeIdParams, response: replyOf(exchangePost) },
        config: { errors: ['POST_NOT_FOUND'] },
      },
      async (request, reply) => {
        if (!request.member) {
          const id = request.params.id;
          return sendPrepared(
            request,
            reply,
            await visitorPosts.get(request, `detail|${id}`, ctx.now(), () =>
              posts.postDetail(ctx, null, id, request.lang),
            ),
            { revalidate: true },
          );
        }
        privateRead(reply);
        return ok(request, await posts.postDetail(ctx, request.member, request.params.id, readerLanguage(request)));
      },
    );
    api.post(
      EXCHANGE_API.postCreate,
      {
        onRequest: requireMember,
        schema: { body: postCreateBody, response: replyOf(exchangePost) },
        config: write([...MEDIA, 'NEW_ACCOUNT_POST_LIMIT']),
      },
      async (request) =>
        ok(request, await posts.createPost(ctx, request.member!, request.body, readerLanguage(request))),
    );
    api.post(
      EXCHANGE_API.postUpdate,
      {
        onRequest: requireMember,
        schema: { body: postUpdateBody, response: replyOf(exchangePost) },
        config: write([...MEDIA, 'POST_NOT_FOUND', 'NOT_AUTHOR']),
      },
      async (request) =>
        ok(request, await posts.updatePost(ctx, request.member!, request.body, readerLanguage(request))),
    );
    api.post(
      EXCHANGE_API.postDelete,
      {
        onRequest: requireMember,
        schema: { body: exchangeIdBody, response: replyOf(noData) },
        config: write(['POST_NOT_FOUND', 'NOT_AUTHOR']),
      },
      async (request) => {
        await posts.deletePost(ctx, request.member!, request.body.id);
        return ok(request, null);
      },
    );
    api.post(
      EXCHANGE_API.postLike,
      {
        onRequest: requireMember,
        schema: { body: likeBody, response: replyOf(toggleResult) },
        config: write(['POST_NOT_FOUND']),
      },
      async (request) => ok(request, await posts.likePost(ctx, request.member!, request.body)),
    );
    api.post(
      EXCHANGE_API.postCollect,
      {
        onRequest: requireMember,
        schema: { body: collectBody, response: replyOf(toggleResult) },
        config: write(['POST_NOT_FOUND']),
      },
      async (request) => ok(request, await posts.collectPost(ctx, request.member!, request.body)),
    );
    api.get(
      EXCHANGE_API.collectionList,
      { onRequest: requireMember, schema: { querystring: exchangeKeysetQuery, response: replyOf(postPage) } },
      async (request, reply) => {
        privateRead(reply);
        return ok(request, await posts.listCollection(ctx, request.member!, request.query, readerLanguage(request)));
      },
    );

    // ------------------------------------------------------------ comments
    api.get(
      EXCHANGE_API.commentList,
      {
        onRequest: optionalMember,
        schema: { querystring: commentListQuery, response: replyOf(commentPage) },
        config: { errors: ['POST_NOT_FOUND', 'COMMENT_NOT_FOUND', 'BAD_REQUEST'] },
      },
      async (request, reply) => {
        privateRead(reply);
        return ok(request, await comments.listComments(ctx, request.member, request.query, readerLanguage(request)));
      },
    );
    api.post(
      EXCHANGE_API.commentCreate,
      {
        onRequest: requireMember,
        schema: { body: commentCreateBody, response: replyOf(exchangeComment) },
        config: write(['POST_NOT_FOUND', 'COMMENT_NOT_FOUND', 'BLOCKED']),
      },
      async (request) =>
        ok(request, await comments.createComment(ctx, request.member!, request.body, readerLanguage(request))),
    );
    api.post(
      EXCHANGE_API.commentDelete,
      {
        onRequest: requireMember,
        schema: { body: exchangeIdBody, response: replyOf(noData) },
        config: write(['COMMENT_NOT_FOUND', 'NOT_AUTHOR']),
      },
      async (request) => {
        await comments.deleteComment(ctx, request.member!, request.body.id);
        return ok(request, null);
      },
    );
    api.post(
      EXCHANGE_API.commentLike,
      {
        onRequest: requireMember,
        schema: { body: likeBody, response: replyOf(commentLikeResult) },
        config: write(['COMMENT_NOT_FOUND']),
      },
      async (request) => ok(request, await comments.likeComment(ctx, request.member!, request.body)),
    );

    // ------------------------------------------------------------ people
    const relationCall = (path: string, run: typeof people.follow, errors: ErrorName[]) =>
      api.post(
        path,
        {
          onRequest: requireMember,
          schema: { body: memberIdBody, response: replyOf(relationResult) },
          config: write(['MEMBER_NOT_FOUND', ...errors]),
        },
        async (request) => ok(request, await run(ctx, request.member!, request.body.memberId)),
      );
    relationCall(EXCHANGE_API.follow, people.follow, ['SELF_FOLLOW', 'BLOCKED']);
    relationCall(EXCHANGE_API.unfollow, people.unfollow, ['SELF_FOLLOW']);
    relationCall(EXCHANGE_API.block, people.block, ['SELF_BLOCK']);
    relationCall(EXCHANGE_API.unblock, people.unblock, ['SELF_BLOCK']);

    api.get(
      EXCHANGE_API.userMe,
      {
        onRequest: requireMember,
        schema: { response: replyOf(exchangeUserPage) },
        config: { errors: ['MEMBER_NOT_FOUND'] },
      },
      async (request, reply) => {
        privateRead(reply);
        return ok(request, await people.userPage(ctx, request.member!, undefined, readerLanguage(request)));
      },
    );
    api.get(
      EXCHANGE_API.user,
      {
        onRequest: requireMember,
        schema: { params: exchangeIdParams, response: replyOf(exchangeUserPage) },
        config: { errors: ['MEMBER_NOT_FOUND'] },
      },
      async (request, reply) => {
        privateRead(reply);
        return ok(request, await people.userPage(ctx, request.member!, request.params.id, readerLanguage(request)));
      },
    );
    api.get(
      EXCHANGE_API.attentionList,
      {
        onRequest: requireMember,
        schema: { querystring: attentionQuery, response: replyOf(attentionPage) },
        config: { errors: ['PROFILE_PRIVATE'] },
      },
      async (request, reply) => {
        privateRead(reply);
        return ok(request, await people.attentionList(ctx, request.member!, request.query, readerLanguage(request)));
      },
    );
    api.get(
      EXCHANGE_API.blockList,
      { onRequest: requireMember, schema: { querystring: exchangeKeysetQuery, response: replyOf(blockPage) } },
      async (request, reply) => {
        privateRead(reply);
        return ok(request, await people.blockList(ctx, request.member!, request.query, readerLanguage(request)));
      },
    );

    // ------------------------------------------------------------ the member's weekly statistics (the settings page)
    api.get(
      EXCHANGE_API.stats,
      { onRequest: requireMember, schema: { response: replyOf(memberStats) } },
      async (request, reply) => {
        privateRead(reply);
        return ok(request, await weeklyStats(ctx, request.member!.id));
      },
    );
  },
  reportable: exchangeKinds,
  exportMemberData: exportExchangeData,
  eraseMemberData: eraseExchangeData,
};
