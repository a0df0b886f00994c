import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { AdminChannel, AdminListQuery, ChannelInput, Page } from '@acsc/shared';
import { newsChannels } from '../../db/schema/index.js';
import { writeAudit, type Actor } from '../../platform/audit.js';
import type { Db, Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { paginate } from '../../platform/paging.js';
import { allLanguagesText, isUniqueViolation, likePattern } from '../../platform/sql.js';
import { completenessOf } from '../content/publishable/state.js';
import { loc } from '../content/values.js';

/** News channels as the staff console manages them (not publishable content: no states, a unique code). */

type ChannelRow = typeof newsChannels.$inferSelect;

// Written out: inside a subquery Drizzle would render both columns unqualified and "id" would mean articles.id.
const articleCount = sql<number>`(select count(*)::int from articles a where a.channel_id = "news_channels"."id")`;

function present(r: ChannelRow, n: number): AdminChannel {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    association: (r.association as AdminChannel['association']) ?? null,
    sortOrder: r.sortOrder,
    enabled: r.enabled === 1,
    articleCount: n,
    completeness: completenessOf(r, ['name']),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const values = (i: ChannelInput) => ({
  code: i.code,
  name: loc(i.name),
  description: loc(i.description),
  association: i.association,
  sortOrder: i.sortOrder,
  enabled: i.enabled ? 1 : 0,
});

export async function channelDetail(db: Executor, id: number): Promise<AdminChannel> {
  const [row] = await db.select({ c: newsChannels, n: articleCount }).from(newsChannels).where(eq(newsChannels.id, id)).limit(1);
  return row ? present(row.c, row.n) : fail('NOT_FOUND');
}

export async function listChannels(db: Executor, q: AdminListQuery): Promise<Page<AdminChannel>> {
  const where = q.keywords ? or(sql`${allLanguagesText(newsChannels.name)} ilike ${likePattern(q.keywords)}`, sql`${newsChannels.code} ilike ${likePattern(q.keywords)}`) : undefined;
  const cols = { sortOrder: newsChannels.sortOrder, id: newsChannels.id, code: newsChannels.code } as const;
  const col = cols[(q.sort ?? 'sortOrder') as keyof typeof cols] ?? newsChannels.sortOrder;
  const by = q.sort ? (q.order === 'asc' ? asc : desc) : asc;
  const rows = db.select({ c: newsChannels, n: articleCount }).from(newsChannels).where(where).orderBy(by(col), asc(newsChannels.id));
  const page = await paginate(db, { rows, from: newsChannels, where }, q);
  return { ...page, list: page.list.map((r) => present(r.c, r.n)) };
}

/** A duplicate code answers CODE_TAKEN instead of a database error (the unique index settles a race). */
async function uniqueCode<T>(db: Executor, code: string, id: number | null, work: () => Promise<T>): Promise<T> {
  const [other] = await db.select({ id: newsChannels.id }).from(newsChannels).where(eq(newsChannels.code, code)).limit(1);
  if (other && other.id !== id) fail('CODE_TAKEN', { code });
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) fail('CODE_TAKEN', { code });
    throw e;
  }
}

export function createChannel(db: Db, input: ChannelInput, actor: Actor, now: Date) {
  return uniqueCode(db, input.code, null, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(newsChannels).values({ ...values(input), createdAt: now, updatedAt: now }).returning();
      const after = present(row, 0);
      await writeAudit(tx, actor, { action: 'create', entityType: 'channel', entityId: row.id, before: null, after, at: now });
      return after;
    }),
  );
}

export function updateChannel(db: Db, id: number, input: ChannelInput, actor: Actor, now: Date) {
  return uniqueCode(db, input.code, id, () =>
    db.transaction(async (tx) => {
      const before = await channelDetail(tx, id);
      await tx.update(newsChannels).set({ ...values(input), updatedAt: now }).where(eq(newsChannels.id, id));
      const after = await channelDetail(tx, id);
      await writeAudit(tx, actor, { action: 'update', entityType: 'channel', entityId: id, before, after, at: now });
      return after;
    }),
  );
}

export function deleteChannel(db: Db, id: number, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const before = await channelDetail(tx, id);
    if (before.articleCount > 0) fail('CHANNEL_NOT_EMPTY', { count: before.articleCount });
    await tx.delete(newsChannels).where(and(eq(newsChannels.id, id)));
    await writeAudit(tx, actor, { action: 'delete', entityType: 'channel', entityId: id, before, after: null, at: now });
    return { id };
  });
}
