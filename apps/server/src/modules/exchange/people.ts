import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AttentionPage, AttentionQuery, BlockPage, ExchangeUserPage, Language, RelationResult } from '@acsc/shared';
import { exchangePosts, memberBlocks, memberFollows, members } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { decodeCursor, descNullsLast, encodeCursor, olderThan } from '../../platform/paging.js';
import { memberCard } from '../member/presenter.js';
import { notify } from '../notifications/service.js';
import { canSeeProfile } from '../setting/service.js';
import { FOLLOWED } from './notifications.js';
import { notifySafely, type ExchangeDeps, type Reader } from './posts.js';
import { cardOf } from './presenter.js';
import * as repo from './repo.js';
import { assertCanWrite } from './rules.js';

/** Follows, blocks, member pages and the lists of people (issue 11). */

const f = memberFollows;
const b = memberBlocks;

async function activeMember(db: Executor, id: number) {
  const [row] = await db
    .select({ id: members.id, nickname: members.nickname, avatar: members.avatar, roles: members.roles, school: members.school, bio: members.bio, messagePolicy: members.messagePolicy, profilePolicy: members.profilePolicy, erasedAt: members.erasedAt, suspendedUntil: members.suspendedUntil })
    .from(members)
    .where(and(eq(members.id, id), eq(members.status, 'active'), isNull(members.erasedAt)))
    .limit(1);
  return row ?? null;
}

/** Either member blocked the other. */
export async function blockedBetween(db: Executor, a: number, c: number): Promise<boolean> {
  const [row] = await db
    .select({ x: b.blockerId })
    .from(b)
    .where(or(and(eq(b.blockerId, a), eq(b.blockedId, c)), and(eq(b.blockerId, c), eq(b.blockedId, a))))
    .limit(1);
  return Boolean(row);
}

async function relation(db: Executor, me: number, other: number): Promise<RelationResult> {
  const [[following], [blocked], [{ n }]] = await Promise.all([
    db.select({ x: f.followerId }).from(f).where(and(eq(f.followerId, me), eq(f.followeeId, other))).limit(1),
    db.select({ x: b.blockerId }).from(b).where(and(eq(b.blockerId, me), eq(b.blockedId, other))).limit(1),
    db.select({ n: count() }).from(f).where(eq(f.followeeId, other)),
  ]);
  return { memberId: String(other), following: Boolean(following), blocked: Boolean(blocked), followers: Number(n) };
}

async function target(deps: ExchangeDeps, me: Reader, id: number, self: 'SELF_FOLLOW' | 'SELF_BLOCK') {
  if (id === me.id) fail(self);
  await assertCanWrite(deps, me.id);
  const other = await activeMember(deps.database.db, id);
  if (!other) fail('MEMBER_NOT_FOUND');
  return other;
}

export async function follow(deps: ExchangeDeps, me: Reader, memberId: number): Promise<RelationResult> {
  const db = deps.database.db;
  await target(deps, me, memberId, 'SELF_FOLLOW');
  if (await blockedBetween(db, me.id, memberId)) fail('BLOCKED');
  const added = await db.insert(f).values({ followerId: me.id, followeeId: memberId, createdAt: deps.now() }).onConflictDoNothing().returning({ x: f.followerId });
  if (added.length) await notifySafely(deps, () => notify(deps, { memberId, type: FOLLOWED, params: { by: me.nickname, byId: String(me.id) } }));
  return relation(db, me.id, memberId);
}

export async function unfollow(deps: ExchangeDeps, me: Reader, memberId: number): Promise<RelationResult> {
  const db = deps.database.db;
  await target(deps, me, memberId, 'SELF_FOLLOW');
  await db.delete(f).where(and(eq(f.followerId, me.id), eq(f.followeeId, memberId)));
  return relation(db, me.id, memberId);
}

/** Blocking ends the follows both ways; the blocked member cannot follow, comment on my posts or see my members/followers posts. */
export async function block(deps: ExchangeDeps, me: Reader, memberId: number): Promise<RelationResult> {
  const db = deps.database.db;
  await target(deps, me, memberId, 'SELF_BLOCK');
  await db.transaction(async (tx) => {
    await tx.insert(b).values({ blockerId: me.id, blockedId: memberId, createdAt: deps.now() }).onConflictDoNothing();
    await tx.delete(f).where(or(and(eq(f.followerId, me.id), eq(f.followeeId, memberId)), and(eq(f.followerId, memberId), eq(f.followeeId, me.id))));
  });
  return relation(db, me.id, memberId);
}

export async function unblock(deps: ExchangeDeps, me: Reader, memberId: number): Promise<RelationResult> {
  const db = deps.database.db;
  await target(deps, me, memberId, 'SELF_BLOCK');
  await db.delete(b).where(and(eq(b.blockerId, me.id), eq(b.blockedId, memberId)));
  return relation(db, me.id, memberId);
}

/** user/{id}: a member's page; without id my own. The profile fields follow the member's privacy choice. */
export async function userPage(deps: ExchangeDeps, viewer: Reader, id: number | undefined, lang: Language): Promise<ExchangeUserPage> {
  const db = deps.database.db;
  const memberId = id ?? viewer.id;
  const row = await activeMember(db, memberId);
  if (!row) fail('MEMBER_NOT_FOUND');
  const me = memberId === viewer.id;
  const visible = await canSeeProfile(deps, viewer, row);
  const p = exchangePosts;
  const [[counts], rel, [followedBy]] = await Promise.all([
    db
      .select({
        posts: sql<number>`count(*) filter (where ${me ? sql`true` : sql`${p.status} = 'published'`})::int`,
        likes: sql<number>`coalesce(sum(${p.likeCount}) filter (where ${p.status} = 'published'), 0)::int`,
        following: sql<number>`(select count(*)::int from ${f} where ${f.followerId} = ${memberId})`,
      })
      .from(p)
      .where(and(eq(p.authorId, memberId), isNull(p.deletedAt))),
    relation(db, viewer.id, memberId),
    db.select({ x: f.followerId }).from(f).where(and(eq(f.followerId, memberId), eq(f.followeeId, viewer.id))).limit(1),
  ]);
  const suspended = me && row.suspendedUntil && row.suspendedUntil.getTime() > deps.now().getTime() ? row.suspendedUntil.toISOString() : null;
  return {
    member: memberCard(row, lang),
    school: visible ? row.school || null : null,
    bio: visible ? row.bio || null : null,
    profileVisible: visible,
    counts: { posts: Number(counts.posts), followers: rel.followers, following: Number(counts.following), likesReceived: Number(counts.likes) },
    following: !me && rel.following,
    followedBy: !me && Boolean(followedBy),
    blocked: !me && rel.blocked,
    me,
    suspendedUntil: suspended,
  };
}

/** attention/listPage: whom a member follows, or who follows them, newest first (another member's lists follow their privacy choice). */
export async function attentionList(deps: ExchangeDeps, viewer: Reader, q: AttentionQuery, lang: Language): Promise<AttentionPage> {
  const db = deps.database.db;
  const memberId = q.memberId ?? viewer.id;
  if (memberId !== viewer.id && !(await canSeeProfile(deps, viewer, memberId))) fail('PROFILE_PRIVATE');
  const followers = q.kind === 'followers';
  const other = followers ? f.followerId : f.followeeId;
  const rows = await db
    .select({ other, at: f.createdAt })
    .from(f)
    .where(and(eq(followers ? f.followeeId : f.followerId, memberId), olderThan(f.createdAt, other, decodeCursor(q.cursor))))
    .orderBy(...descNullsLast(f.createdAt, other))
    .limit(q.pageSize + 1);
  const list = rows.slice(0, q.pageSize);
  const ids = list.map((r) => r.other);
  const [cards, mine] = await Promise.all([
    repo.cardSources(db, ids),
    ids.length ? db.select({ id: f.followeeId }).from(f).where(and(eq(f.followerId, viewer.id), inArray(f.followeeId, ids))) : [],
  ]);
  const byId = new Map(cards.map((m) => [m.id, m]));
  const followed = new Set(mine.map((r) => r.id));
  const last = list[list.length - 1];
  return {
    list: list.map((r) => ({ member: cardOf(byId.get(r.other), r.other, lang), following: followed.has(r.other), since: r.at.toISOString() })),
    next: rows.length > q.pageSize ? encodeCursor({ at: last.at, id: last.other }) : null,
  };
}

/** block/listPage: the members I blocked, newest first. */
export async function blockList(deps: ExchangeDeps, viewer: Reader, q: { cursor?: string; pageSize: number }, lang: Language): Promise<BlockPage> {
  const db = deps.database.db;
  const rows = await db
    .select({ other: b.blockedId, at: b.createdAt })
    .from(b)
    .where(and(eq(b.blockerId, viewer.id), olderThan(b.createdAt, b.blockedId, decodeCursor(q.cursor))))
    .orderBy(...descNullsLast(b.createdAt, b.blockedId))
    .limit(q.pageSize + 1);
  const list = rows.slice(0, q.pageSize);
  const byId = new Map((await repo.cardSources(db, list.map((r) => r.other))).map((m) => [m.id, m]));
  const last = list[list.length - 1];
  return { list: list.map((r) => ({ member: cardOf(byId.get(r.other), r.other, lang), since: r.at.toISOString() })), next: rows.length > q.pageSize ? encodeCursor({ at: last.at, id: last.other }) : null };
}
