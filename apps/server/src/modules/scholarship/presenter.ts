import {
  scholarshipStatus,
  type Attachment,
  type Language,
  type ScholarshipLevel,
  type ScholarshipListItem,
} from '@acsc/shared';
import type { StoredAttachment } from '../../db/schema/index.js';
import { iso, localize, presentImage, type Localizer } from '../content/localized.js';
import type { ScholarshipListRow } from './repo.js';

/** Rows as the public API answers them, in the reader's language. */

export function presentScholarshipItem(row: ScholarshipListRow, lang: Language, now: Date): ScholarshipListItem {
  const { meta, t } = localize(row.title, lang);
  const title = t(row.title);
  return {
    ...meta,
    id: row.id,
    title,
    provider: t(row.provider),
    level: row.level as ScholarshipLevel,
    amount: t(row.amount),
    deadline: iso(row.deadline),
    status: scholarshipStatus(row.deadline, now),
    summary: t(row.summary),
    cover: presentImage(row.cover, title),
    publishedAt: iso(row.publishAt),
  };
}

export const presentAttachments = (list: StoredAttachment[], t: Localizer['t']): Attachment[] =>
  list.map((a) => ({ name: t(a.name), url: a.url, size: a.size }));
