import {
  pickLocalized,
  type Language,
  type MediaItem,
  type MediaListQuery,
  type MediaUsage,
  type Page,
} from '@acsc/shared';
import type { L } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { writeAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/staff.js';
import { itemStem } from './keys.js';
import { presentMedia } from './presenter.js';
import * as repo from './repo.js';
import type { MediaRow } from './repo.js';

/** The staff media library: its list, an item, deleting an unused item; and where any item is used. */

/** What the media services use of the app context. */
export type MediaDeps = Pick<AppContext, 'database' | 'storage' | 'now' | 'log'>;

export type { MediaRow };

/** Where each of some items is used, keyed by media id. */
export async function usagesOf(db: Executor, rows: MediaRow[], lang: Language): Promise<Map<number, MediaUsage[]>> {
  const out = new Map<number, MediaUsage[]>(rows.map((r) => [r.id, []]));
  if (rows.length === 0) return out;
  const stems = rows.map((r) => ({ id: r.id, stem: itemStem(r.url) }));
  for (const { type, found } of await repo.usagesQuery(
    db,
    stems.map((x) => x.stem),
  )) {
    for (const hit of found) {
      const title = typeof hit.title === 'string' ? hit.title : pickLocalized(hit.title as L, lang).value;
      for (const x of stems)
        if (hit.text.includes(x.stem)) out.get(x.id)!.push({ entityType: type, id: hit.id, title });
    }
  }
  return out;
}

export async function listMedia(db: Executor, q: MediaListQuery, lang: Language): Promise<Page<MediaItem>> {
  // The staff library holds what staff uploaded: members' own uploads (a post's photos, an avatar's
  // source) are theirs, not material for articles, and are never offered to an editor.
  const { list: rows, total } = await repo.libraryPage(db, q);
  const used = await usagesOf(db, rows, lang);
  return { list: rows.map((r) => presentMedia(r, used.get(r.id)!)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function mediaDetail(db: Executor, id: number, lang: Language): Promise<MediaItem> {
  const row = await repo.byId(db, id);
  if (!row) fail('NOT_FOUND');
  return presentMedia(row, (await usagesOf(db, [row], lang)).get(row.id)!);
}

export async function mediaByUpload(db: Executor, uploadId: string, lang: Language): Promise<MediaItem> {
  const row = await repo.byUpload(db, uploadId);
  if (!row) fail('NOT_FOUND');
  return presentMedia(row, (await usagesOf(db, [row], lang)).get(row.id)!);
}

/** Deletes an unused item: its row (audited) first, then its files, so a failure never leaves a row without files. */
export async function deleteMedia(ctx: MediaDeps, id: number, actor: Actor, lang: Language) {
  const now = ctx.now();
  const keys = await ctx.database.db.transaction(async (tx) => {
    const row = await repo.byId(tx, id, true);
    if (!row) fail('NOT_FOUND');
    const usedBy = (await usagesOf(tx, [row], lang)).get(row.id)!;
    if (usedBy.length > 0) fail('MEDIA_IN_USE', { count: usedBy.length });
    await repo.deleteRows(tx, [id]);
    await writeAudit(tx, actor, {
      action: 'delete',
      entityType: 'media',
      entityId: id,
      before: presentMedia(row, []),
      after: null,
      at: now,
    });
    return row.keys;
  });
  await Promise.all(
    keys.map((k) => ctx.storage.remove(k).catch((e) => ctx.log.warn({ err: e, key: k }, 'media file not removed'))),
  );
  return { id };
}
