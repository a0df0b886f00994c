import type {
  AlumniNewsDetail,
  AlumniNewsItem,
  AlumniStoryDetail,
  AlumniStoryItem,
  AlumniStyleListQuery,
  AuditedListQuery,
  CertifiedAlumnus,
  Language,
  Page,
} from '@acsc/shared';
import type { certifiedAlumni } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { iso, localize, presentImage } from '../content/localized.js';
import * as repo from './repo.js';

const pageOf = <T>(list: T[], total: number, q: { pageNum: number; pageSize: number }): Page<T> => ({
  list,
  total,
  pageNum: q.pageNum,
  pageSize: q.pageSize,
});

function presentNewsItem(row: repo.AlumniNewsRow, lang: Language): AlumniNewsItem {
  const { meta, t } = localize(row.title, lang);
  const title = t(row.title);
  return { ...meta, id: row.id, title, summary: t(row.summary), cover: presentImage(row.cover, title), publishedAt: iso(row.publishAt) };
}

export function presentStoryItem(row: repo.AlumniStoryRow, lang: Language): AlumniStoryItem {
  const { meta, t } = localize(row.title, lang);
  const title = t(row.title);
  return {
    ...meta,
    id: row.id,
    style: row.style,
    name: t(row.name),
    title,
    summary: t(row.summary),
    school: t(row.school),
    position: t(row.position),
    cover: presentImage(row.cover, title),
    publishedAt: iso(row.publishAt),
  };
}

function presentCertified(row: typeof certifiedAlumni.$inferSelect, lang: Language): CertifiedAlumnus {
  const { meta, t } = localize(row.name, lang);
  return {
    ...meta,
    id: row.id,
    name: t(row.name),
    school: t(row.school),
    major: t(row.major),
    graduationYear: row.graduationYear,
    position: t(row.position),
    city: t(row.city),
    avatar: presentImage(row.avatar, t(row.name)),
    certifiedAt: iso(row.certifiedAt),
  };
}

export async function alumniNewsList(db: Executor, q: { pageNum: number; pageSize: number }, lang: Language, now: Date) {
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
  const link = (r: { id: number; title: Record<string, string | undefined> } | null) => (r ? { id: r.id, title: localize(r.title, lang).t(r.title) } : null);
  return { ...presentNewsItem(row, lang), body: localize(row.title, lang).t(row.body), prev: link(prev), next: link(next) };
}

export async function alumniStoryList(db: Executor, q: AlumniStyleListQuery, lang: Language, now: Date): Promise<Page<AlumniStoryItem>> {
  const { rows, total } = await repo.pageStories(db, { ...q, now });
  return pageOf(
    rows.map((r) => presentStoryItem(r, lang)),
    total,
    q,
  );
}

export async function latestAlumniStories(db: Executor, lang: Language, now: Date, limit: number): Promise<AlumniStoryItem[]> {
  return (await alumniStoryList(db, { pageNum: 1, pageSize: limit }, lang, now)).list;
}

export async function alumniStoryDetail(db: Executor, id: number, lang: Language, now: Date): Promise<AlumniStoryDetail> {
  const row = await repo.findVisibleStory(db, id, now);
  if (!row) return fail('NOT_FOUND');
  const item = presentStoryItem(row, lang);
  const { t } = localize(row.title, lang);
  return { ...item, photos: row.photos.map((p) => presentImage(p, item.name)!), story: t(row.story) };
}

export async function certifiedAlumniList(db: Executor, q: AuditedListQuery, lang: Language, now: Date): Promise<Page<CertifiedAlumnus>> {
  const { rows, total } = await repo.pageCertified(db, { ...q, now });
  return pageOf(
    rows.map((r) => presentCertified(r, lang)),
    total,
    q,
  );
}
