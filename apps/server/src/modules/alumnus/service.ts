import type {
  AlumniNewsInput,
  AlumniStoryInput,
  LocalizedInput,
  AlumniNewsDetail,
  AlumniStoryDetail,
  AlumniStoryItem,
  AlumniStyleListQuery,
  AuditedListQuery,
  CertifiedAlumnus,
  Language,
  Page,
} from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { localize, presentImage } from '../content/localized.js';
import { seedItems, type SeedItem } from '../content/publishable/service.js';
import { image, loc } from '../content/values.js';
import { alumniNewsDef, alumniStoryDef } from './staff-content.js';
import * as repo from './repo.js';
import { presentCertified, presentNewsItem, presentStoryItem } from './presenter.js';

const pageOf = <T>(list: T[], total: number, q: { pageNum: number; pageSize: number }): Page<T> => ({
  list,
  total,
  pageNum: q.pageNum,
  pageSize: q.pageSize,
});

export async function alumniNewsList(
  db: Executor,
  q: { pageNum: number; pageSize: number },
  lang: Language,
  now: Date,
) {
  const { rows, total } = await repo.pageNews(db, now, q.pageNum, q.pageSize);
  return pageOf(
    rows.map((r) => presentNewsItem(r, lang)),
    total,
    q,
  );
}

export async function alumniNewsDetail(db: Executor, id: number, lang: Language, now: Date): Promise<AlumniNewsDetail> {
  const row = await repo.findVisibleNews(db, id, now);
  if (!row) return fail('NOT_FOUND');
  const { prev, next } = await repo.newsNeighbours(db, row, now);
  const link = (r: { id: number; title: Record<string, string | undefined> } | null) =>
    r ? { id: r.id, title: localize(r.title, lang).t(r.title) } : null;
  return {
    ...presentNewsItem(row, lang),
    body: localize(row.title, lang).t(row.body),
    prev: link(prev),
    next: link(next),
  };
}

export async function alumniStoryList(
  db: Executor,
  q: AlumniStyleListQuery,
  lang: Language,
  now: Date,
): Promise<Page<AlumniStoryItem>> {
  const { rows, total } = await repo.pageStories(db, { ...q, now });
  return pageOf(
    rows.map((r) => presentStoryItem(r, lang)),
    total,
    q,
  );
}

export async function latestAlumniStories(
  db: Executor,
  lang: Language,
  now: Date,
  limit: number,
): Promise<AlumniStoryItem[]> {
  return (await alumniStoryList(db, { pageNum: 1, pageSize: limit }, lang, now)).list;
}

export async function alumniStoryDetail(
  db: Executor,
  id: number,
  lang: Language,
  now: Date,
): Promise<AlumniStoryDetail> {
  const row = await repo.findVisibleStory(db, id, now);
  if (!row) return fail('NOT_FOUND');
  const item = presentStoryItem(row, lang);
  const { t } = localize(row.title, lang);
  return { ...item, photos: row.photos.map((p) => presentImage(p, item.name)!), story: t(row.story) };
}

export async function certifiedAlumniList(
  db: Executor,
  q: AuditedListQuery,
  lang: Language,
  now: Date,
): Promise<Page<CertifiedAlumnus>> {
  const { rows, total } = await repo.pageCertified(db, { ...q, now });
  return pageOf(
    rows.map((r) => presentCertified(r, lang)),
    total,
    q,
  );
}

// ---------------------------------------------------------------- the seed (apps/server/src/seed)

/** Alumni news and stories through the console's rules. */
export const seedAlumniNews = (tx: Executor, items: SeedItem<AlumniNewsInput>[]) => seedItems(tx, alumniNewsDef, items);
export const seedAlumniStories = (tx: Executor, items: SeedItem<AlumniStoryInput>[]) =>
  seedItems(tx, alumniStoryDef, items);

export interface CertifiedAlumnusSeed {
  name: LocalizedInput;
  school?: LocalizedInput;
  major?: LocalizedInput;
  position?: LocalizedInput;
  city?: LocalizedInput;
  graduationYear: number;
  avatar: { url: string; width: number; height: number } | null;
  certifiedAt: Date;
  status: 'draft' | 'scheduled' | 'published';
  publishAt: Date;
}
/** Certified alumni, their texts stored as every localized input is (trimmed languages). */
export const seedCertifiedAlumni = (tx: Executor, items: CertifiedAlumnusSeed[]) =>
  repo.insertCertified(
    tx,
    items.map((a) => ({
      name: loc(a.name),
      school: loc(a.school),
      major: loc(a.major),
      position: loc(a.position),
      city: loc(a.city),
      graduationYear: a.graduationYear,
      avatar: image(a.avatar),
      certifiedAt: a.certifiedAt,
      status: a.status,
      publishAt: a.publishAt,
    })),
  );
