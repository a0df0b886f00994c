import type {
  Language,
  NoticeInput,
  Page,
  ScholarshipDetail,
  ScholarshipInput,
  ScholarshipListItem,
  ScholarshipListQuery,
  ScholarshipNotice,
} from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { iso, localize } from '../content/localized.js';
import { seedItems, type SeedItem } from '../content/publishable/service.js';
import { noticeDef, scholarshipDef } from './staff-content.js';
import * as repo from './repo.js';
import { presentAttachments, presentScholarshipItem } from './presenter.js';

export async function scholarshipList(
  db: Executor,
  q: ScholarshipListQuery,
  lang: Language,
  now: Date,
): Promise<Page<ScholarshipListItem>> {
  const { rows, total } = await repo.pageScholarships(db, { ...q, now });
  return {
    list: rows.map((r) => presentScholarshipItem(r, lang, now)),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export async function openScholarships(
  db: Executor,
  lang: Language,
  now: Date,
  limit: number,
): Promise<ScholarshipListItem[]> {
  return (await repo.openScholarships(db, now, limit)).map((r) => presentScholarshipItem(r, lang, now));
}

export async function scholarshipDetail(
  db: Executor,
  id: number,
  lang: Language,
  now: Date,
): Promise<ScholarshipDetail> {
  const row = await repo.findVisibleScholarship(db, id, now);
  if (!row) return fail('NOT_FOUND');
  const notices = await repo.visibleNoticesOf(db, id, now);
  const { t } = localize(row.title, lang);
  return {
    ...presentScholarshipItem(row, lang, now),
    eligibility: t(row.eligibility),
    benefits: t(row.benefits),
    howToApply: t(row.howToApply),
    attachments: presentAttachments(row.attachments, t),
    notices: notices.map((n) => ({
      id: n.id,
      title: localize(n.title, lang).t(n.title),
      publishedAt: iso(n.publishAt),
    })),
  };
}

export async function scholarshipNotice(
  db: Executor,
  id: number,
  lang: Language,
  now: Date,
): Promise<ScholarshipNotice> {
  const found = await repo.findVisibleNotice(db, id, now);
  if (!found) return fail('NOT_FOUND');
  const n = found.notice;
  const { meta, t } = localize(n.title, lang);
  return {
    ...meta,
    id: n.id,
    scholarshipId: n.scholarshipId,
    scholarshipTitle: localize(found.scholarshipTitle, lang).t(found.scholarshipTitle),
    title: t(n.title),
    body: t(n.body),
    publishedAt: iso(n.publishAt),
    attachments: presentAttachments(n.attachments, t),
  };
}

// ---------------------------------------------------------------- the seed (apps/server/src/seed)

/** A scholarship and its notices through the console's rules (sanitized texts, attachments as stored). */
export async function seedScholarship(
  tx: Executor,
  scholarship: SeedItem<ScholarshipInput>,
  notices: SeedItem<Omit<NoticeInput, 'scholarshipId'>>[],
): Promise<number> {
  const [row] = await seedItems(tx, scholarshipDef, [scholarship]);
  await seedItems(
    tx,
    noticeDef,
    notices.map((n) => ({ ...n, input: { ...n.input, scholarshipId: row.id } })),
  );
  return row.id;
}
