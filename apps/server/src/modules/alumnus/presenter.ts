import type { AlumniNewsItem, AlumniStoryItem, CertifiedAlumnus, Language } from '@acsc/shared';
import type { certifiedAlumni } from '../../db/schema/index.js';
import { iso, localize, presentImage } from '../content/localized.js';
import type { AlumniNewsRow, AlumniStoryRow } from './repo.js';

/** Rows as the public API answers them, in the reader's language. */

export function presentNewsItem(row: AlumniNewsRow, lang: Language): AlumniNewsItem {
  const { meta, t } = localize(row.title, lang);
  const title = t(row.title);
  return {
    ...meta,
    id: row.id,
    title,
    summary: t(row.summary),
    cover: presentImage(row.cover, title),
    publishedAt: iso(row.publishAt),
  };
}

export function presentStoryItem(row: AlumniStoryRow, lang: Language): AlumniStoryItem {
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

export function presentCertified(row: typeof certifiedAlumni.$inferSelect, lang: Language): CertifiedAlumnus {
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
