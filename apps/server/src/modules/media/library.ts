import { and, eq, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { pickLocalized, type Language, type MediaItem, type MediaListQuery, type MediaUsage, type Page } from '@acsc/shared';
import {
  alumniNews,
  alumniStories,
  articles,
  associationSections,
  exchangePostMedia,
  homeBanners,
  media,
  scholarshipNotices,
  scholarships,
  siteSettings,
  type L,
} from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';

/** What the media services use of the app context. */
export type MediaDeps = Pick<AppContext, 'database' | 'storage' | 'now' | 'log'>;
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { likePattern } from '../../platform/sql.js';
import { writeAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/staff.js';
import { itemStem } from './keys.js';
import { descNullsLast, paginate } from '../../platform/paging.js';

export type MediaRow = typeof media.$inferSelect;

export function presentMedia(r: MediaRow, usedBy: MediaUsage[]): MediaItem {
  const variants = r.variants ?? [];
  return {
    id: r.id,
    kind: r.kind,
    url: r.url,
    width: r.width,
    height: r.height,
    srcset: r.kind === 'image' && variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : null,
    variants,
    poster: r.poster,
    durationSeconds: r.durationSeconds,
    bytes: r.bytes,
    mime: r.mime,
    originalName: r.originalName,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    usedBy,
  };
}

/**
 * Where content can reference a media file. Each row is searched as a whole (row::text), so a URL in a
 * cover, a gallery, an attachment or inside rich text is found alike, whatever the column.
 */
const SOURCES = [
  { type: 'article', table: articles, id: sql<string>`${articles.id}::text`, title: sql<unknown>`${articles.title}` },
  { type: 'scholarship', table: scholarships, id: sql<string>`${scholarships.id}::text`, title: sql<unknown>`${scholarships.title}` },
  { type: 'notice', table: scholarshipNotices, id: sql<string>`${scholarshipNotices.id}::text`, title: sql<unknown>`${scholarshipNotices.title}` },
  { type: 'alumni_news', table: alumniNews, id: sql<string>`${alumniNews.id}::text`, title: sql<unknown>`${alumniNews.title}` },
  { type: 'alumni_story', table: alumniStories, id: sql<string>`${alumniStories.id}::text`, title: sql<unknown>`${alumniStories.title}` },
  { type: 'banner', table: homeBanners, id: sql<string>`${homeBanners.id}::text`, title: sql<unknown>`${homeBanners.title}` },
  {
    type: 'association_section',
    table: associationSections,
    id: sql<string>`${associationSections.association} || '/' || ${associationSections.kind}`,
    title: sql<unknown>`${associationSections.association} || '/' || ${associationSections.kind}`,
  },
  { type: 'site_settings', table: siteSettings, id: sql<string>`${siteSettings.key}`, title: sql<unknown>`${siteSettings.key}` },
  // A member's post (issue 11): its media rows copy the file's URL.
  { type: 'exchange_post', table: exchangePostMedia, id: sql<string>`${exchangePostMedia.postId}::text`, title: sql<unknown>`${exchangePostMedia.postId}::text` },
] as const;

/** Where each of some items is used, keyed by media id. */
export async function usagesOf(db: Executor, rows: MediaRow[], lang: Language): Promise<Map<number, MediaUsage[]>> {
  const out = new Map<number, MediaUsage[]>(rows.map((r) => [r.id, []]));
  if (rows.length === 0) return out;
  const stems = rows.map((r) => ({ id: r.id, stem: itemStem(r.url) }));
  const results = await Promise.all(
    SOURCES.map((s) =>
      db
        .select({ id: s.id, title: s.title, text: sql<string>`${s.table}::text` })
        .from(s.table)
        .where(or(...stems.map((x) => sql`${s.table}::text like ${likePattern(x.stem)}`))),
    ),
  );
  results.forEach((found, i) => {
    const s = SOURCES[i];
    for (const hit of found) {
      const title = typeof hit.title === 'string' ? hit.title : pickLocalized(hit.title as L, lang).value;
      for (const x of stems) if (hit.text.includes(x.stem)) out.get(x.id)!.push({ entityType: s.type, id: hit.id, title });
    }
  });
  return out;
}

/** SQL: some content references this media row (same search as usagesOf, for the "unused" filter). */
function usedSomewhere(): SQL {
  const stem = sql`regexp_replace(${media.url}, '[^/]*$', '')`;
  return or(...SOURCES.map((s) => sql`exists (select 1 from ${s.table} where ${s.table}::text like '%' || ${stem} || '%')`))!;
}

export async function listMedia(db: Executor, q: MediaListQuery, lang: Language): Promise<Page<MediaItem>> {
  // The staff library holds what staff uploaded: members' own uploads (a post's photos, an avatar's
  // source) are theirs, not material for articles, and are never offered to an editor.
  const conds: (SQL | undefined)[] = [isNull(media.ownerId)];
  if (q.kind) conds.push(eq(media.kind, q.kind));
  if (q.keywords) conds.push(or(ilike(media.originalName, likePattern(q.keywords)), ilike(media.url, likePattern(q.keywords))));
  if (q.unused === 'true') conds.push(not(usedSomewhere()));
  if (q.unused === 'false') conds.push(usedSomewhere());
  const where = and(...conds);
  const query = db.select().from(media).where(where).orderBy(...descNullsLast(media.createdAt, media.id));
  const { list: rows, total } = await paginate(db, { rows: query, from: media, where }, q);
  const used = await usagesOf(db, rows, lang);
  return { list: rows.map((r) => presentMedia(r, used.get(r.id)!)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function mediaDetail(db: Executor, id: number, lang: Language): Promise<MediaItem> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) fail('NOT_FOUND');
  return presentMedia(row, (await usagesOf(db, [row], lang)).get(row.id)!);
}

export async function mediaByUpload(db: Executor, uploadId: string, lang: Language): Promise<MediaItem> {
  const [row] = await db.select().from(media).where(eq(media.uploadId, uploadId)).limit(1);
  if (!row) fail('NOT_FOUND');
  return presentMedia(row, (await usagesOf(db, [row], lang)).get(row.id)!);
}

/** Deletes an unused item: its row (audited) first, then its files, so a failure never leaves a row without files. */
export async function deleteMedia(ctx: MediaDeps, id: number, actor: Actor, lang: Language) {
  const now = ctx.now();
  const keys = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(media).where(eq(media.id, id)).for('update').limit(1);
    if (!row) fail('NOT_FOUND');
    const usedBy = (await usagesOf(tx, [row], lang)).get(row.id)!;
    if (usedBy.length > 0) fail('MEDIA_IN_USE', { count: usedBy.length });
    await tx.delete(media).where(eq(media.id, id));
    await writeAudit(tx, actor, { action: 'delete', entityType: 'media', entityId: id, before: presentMedia(row, []), after: null, at: now });
    return row.keys;
  });
  await Promise.all(keys.map((k) => ctx.storage.remove(k).catch((e) => ctx.log.warn({ err: e, key: k }, 'media file not removed'))));
  return { id };
}
