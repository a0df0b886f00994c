import type {
  AttentionPage,
  AttentionQuery,
  BlockPage,
  ExchangeUserPage,
  Language,
  RelationResult,
} from '@acsc/shared';
import { fail } from '../../platform/errors.js';
import { decodeCursor, encodeCursor } from '../../platform/paging.js';
import { memberCard } from '../member/presenter.js';
import { notify } from '../notifications/service.js';
import { canSeeProfile } from '../setting/service.js';
import { FOLLOWED } from './notifications.js';
import { assertCanWrite } from './policy.js';
import { notifySafely, type ExchangeDeps, type Reader } from './posts.js';
import { cardOf } from './presenter.js';
import * as repo from './repo/people.js';
import { cardSources } from './repo/posts.js';

/** Follows, blocks, member pages and the lists of people (issue 11). */

export const blockedBetween = repo.blockedBetween;

async function relation(deps: ExchangeDeps, me: number, other: number): Promise<RelationResult> {
  return { memberId: String(other), ...(await repo.relation(deps.database.db, me, other)) };
}

async function target(deps: ExchangeDeps, me: Reader, id: number, self: 'SELF_FOLLOW' | 'SELF_BLOCK') {
  if (id === me.id) fail(self);
  await assertCanWrite(deps, me.id);
  const other = await repo.activeMember(deps.database.db, id);
  if (!other) fail('MEMBER_NOT_FOUND');
  return other;
}

export async function follow(deps: ExchangeDeps, me: Reader, memberId: number): Promise<RelationResult> {
  const db = deps.database.db;
  await target(deps, me, memberId, 'SELF_FOLLOW');
  if (await repo.blockedBetween(db, me.id, memberId)) fail('BLOCKED');
  if (await repo.addFollow(db, me.id, memberId, deps.now()))
    await notifySafely(deps, () =>
      notify(deps, { memberId, type: FOLLOWED, params: { by: me.nickname, byId: String(me.id) } }),
    );
  return relation(deps, me.id, memberId);
}

export async function unfollow(deps: ExchangeDeps, me: Reader, memberId: number): Promise<RelationResult> {
  await target(deps, me, memberId, 'SELF_FOLLOW');
  await repo.removeFollow(deps.database.db, me.id, memberId);
  return relation(deps, me.id, memberId);
}

/** Blocking ends the follows both ways; the blocked member cannot follow, comment on my posts or see my members/followers posts. */
export async function block(deps: ExchangeDeps, me: Reader, memberId: number): Promise<RelationResult> {
  await target(deps, me, memberId, 'SELF_BLOCK');
  await deps.database.db.transaction((tx) => repo.addBlock(tx, me.id, memberId, deps.now()));
  return relation(deps, me.id, memberId);
}

export async function unblock(deps: ExchangeDeps, me: Reader, memberId: number): Promise<RelationResult> {
  await target(deps, me, memberId, 'SELF_BLOCK');
  await repo.removeBlock(deps.database.db, me.id, memberId);
  return relation(deps, me.id, memberId);
}

/** user/{id}: a member's page; without id my own. The profile fields follow the member's privacy choice. */
export async function userPage(
  deps: ExchangeDeps,
  viewer: Reader,
  id: number | undefined,
  lang: Language,
): Promise<ExchangeUserPage> {
  const db = deps.database.db;
  const memberId = id ?? viewer.id;
  const row = await repo.activeMember(db, memberId);
  if (!row) fail('MEMBER_NOT_FOUND');
  const me = memberId === viewer.id;
  const visible = await canSeeProfile(deps, viewer, row);
  const [counts, rel, followedBy] = await Promise.all([
    repo.pageCounts(db, memberId, me),
    repo.relation(db, viewer.id, memberId),
    repo.follows(db, memberId, viewer.id),
  ]);
  const suspended =
    me && row.suspendedUntil && row.suspendedUntil.getTime() > deps.now().getTime()
      ? row.suspendedUntil.toISOString()
      : null;
  return {
    member: memberCard(row, lang),
    school: visible ? row.school || null : null,
    bio: visible ? row.bio || null : null,
    profileVisible: visible,
    counts: { posts: counts.posts, followers: rel.followers, following: counts.following, likesReceived: counts.likes },
    following: !me && rel.following,
    followedBy: !me && followedBy,
    blocked: !me && rel.blocked,
    me,
    suspendedUntil: suspended,
  };
}

/** attention/listPage: whom a member follows, or who follows them, newest first (another member's lists follow their privacy choice). */
export async function attentionList(
  deps: ExchangeDeps,
  viewer: Reader,
  q: AttentionQuery,
  lang: Language,
): Promise<AttentionPage> {
  const db = deps.database.db;
  const memberId = q.memberId ?? viewer.id;
  if (memberId !== viewer.id && !(await canSeeProfile(deps, viewer, memberId))) fail('PROFILE_PRIVATE');
  const rows = await repo.followsPage(db, memberId, q.kind === 'followers', decodeCursor(q.cursor), q.pageSize + 1);
  const list = rows.slice(0, q.pageSize);
  const ids = list.map((r) => r.other);
  const [cards, followed] = await Promise.all([cardSources(db, ids), repo.followedAmong(db, viewer.id, ids)]);
  const byId = new Map(cards.map((m) => [m.id, m]));
  const last = list[list.length - 1];
  return {
    list: list.map((r) => ({
      member: cardOf(byId.get(r.other), r.other, lang),
      following: followed.has(r.other),
      since: r.at.toISOString(),
    })),
    next: rows.length > q.pageSize ? encodeCursor({ at: last.at, id: last.other }) : null,
  };
}

/** block/listPage: the members I blocked, newest first. */
export async function blockList(
  deps: ExchangeDeps,
  viewer: Reader,
  q: { cursor?: string; pageSize: number },
  lang: Language,
): Promise<BlockPage> {
  const db = deps.database.db;
  const rows = await repo.blocksPage(db, viewer.id, decodeCursor(q.cursor), q.pageSize + 1);
  const list = rows.slice(0, q.pageSize);
  const byId = new Map(
    (
      await cardSources(
        db,
        list.map((r) => r.other),
      )
    ).map((m) => [m.id, m]),
  );
  const last = list[list.length - 1];
  return {
    list: list.map((r) => ({ member: cardOf(byId.get(r.other), r.other, lang), since: r.at.toISOString() })),
    next: rows.length > q.pageSize ? encodeCursor({ at: last.at, id: last.other }) : null,
  };
}
