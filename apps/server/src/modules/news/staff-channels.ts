import type { AdminChannel, AdminListQuery, ChannelInput, Page } from '@acsc/shared';
import { writeAudit, type Actor } from '../../platform/audit.js';
import type { Db, Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/sql.js';
import { completenessOf } from '../content/publishable/state.js';
import { loc } from '../content/values.js';
import * as repo from './repo.js';

/** News channels as the staff console manages them (not publishable content: no states, a unique code). */

function present(r: repo.ChannelRow, n: number): AdminChannel {
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

/** A channel input as stored (trimmed languages). */
export const channelValues = (i: ChannelInput) => ({
  code: i.code,
  name: loc(i.name),
  description: loc(i.description),
  association: i.association,
  sortOrder: i.sortOrder,
  enabled: i.enabled ? 1 : 0,
});

export async function channelDetail(db: Executor, id: number): Promise<AdminChannel> {
  const row = await repo.channelWithCount(db, id);
  return row ? present(row.c, row.n) : fail('NOT_FOUND');
}

export async function listChannels(db: Executor, q: AdminListQuery): Promise<Page<AdminChannel>> {
  const page = await repo.channelsPage(db, q);
  return { ...page, list: page.list.map((r) => present(r.c, r.n)) };
}

/** A duplicate code answers CODE_TAKEN instead of a database error (the unique index settles a race). */
async function uniqueCode<T>(db: Executor, code: string, id: number | null, work: () => Promise<T>): Promise<T> {
  const other = await repo.channelIdByCode(db, code);
  if (other !== null && other !== id) fail('CODE_TAKEN', { code });
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
      const row = await repo.insertChannel(tx, { ...channelValues(input), createdAt: now, updatedAt: now });
      const after = present(row, 0);
      await writeAudit(tx, actor, {
        action: 'create',
        entityType: 'channel',
        entityId: row.id,
        before: null,
        after,
        at: now,
      });
      return after;
    }),
  );
}

export function updateChannel(db: Db, id: number, input: ChannelInput, actor: Actor, now: Date) {
  return uniqueCode(db, input.code, id, () =>
    db.transaction(async (tx) => {
      const before = await channelDetail(tx, id);
      await repo.updateChannel(tx, id, { ...channelValues(input), updatedAt: now });
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
    await repo.deleteChannel(tx, id);
    await writeAudit(tx, actor, {
      action: 'delete',
      entityType: 'channel',
      entityId: id,
      before,
      after: null,
      at: now,
    });
    return { id };
  });
}
