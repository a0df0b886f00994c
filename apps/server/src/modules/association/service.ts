import type {
  AssociationBasicData,
  AssociationCharts,
  AssociationCode,
  AssociationFounder,
  AssociationIntroduction,
  AssociationOrganization,
  Language,
} from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import type { AssociationContent, AssociationKind } from './model.js';
import {
  presentBasicData,
  presentCharts,
  presentFounder,
  presentIntroduction,
  presentOrganization,
} from './presenter.js';
import { findVisibleSection } from './repo.js';

async function section<K extends AssociationKind>(
  db: Executor,
  association: AssociationCode,
  kind: K,
  now: Date,
): Promise<AssociationContent[K]> {
  const content = await findVisibleSection(db, association, kind, now);
  return content ?? fail('NOT_FOUND');
}

export async function introduction(
  db: Executor,
  association: AssociationCode,
  lang: Language,
  now: Date,
): Promise<AssociationIntroduction> {
  return presentIntroduction(await section(db, association, 'introduction', now), association, lang);
}

export async function founder(
  db: Executor,
  association: AssociationCode,
  lang: Language,
  now: Date,
): Promise<AssociationFounder> {
  return presentFounder(await section(db, association, 'founder', now), lang);
}

export async function organization(
  db: Executor,
  association: AssociationCode,
  lang: Language,
  now: Date,
): Promise<AssociationOrganization> {
  return presentOrganization(await section(db, association, 'organization', now), lang);
}

export async function basicData(
  db: Executor,
  association: AssociationCode,
  lang: Language,
  now: Date,
): Promise<AssociationBasicData> {
  return presentBasicData(await section(db, association, 'basic_data', now), lang);
}

export async function charts(
  db: Executor,
  association: AssociationCode,
  lang: Language,
  now: Date,
): Promise<AssociationCharts> {
  return presentCharts(await section(db, association, 'chart', now), lang);
}

// ---------------------------------------------------------------- the seed (apps/server/src/seed)

/** The stored shape of each page kind (what the seed's demo pages are written as). */
export type { AssociationContent } from './model.js';
/** A page through the console's rules (its kind's schema, trimmed and sanitized). */
export { seedSection } from './staff.js';
