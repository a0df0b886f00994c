import type {
  AssociationBasicData,
  AssociationCharts,
  AssociationCode,
  AssociationFounder,
  AssociationIntroduction,
  AssociationOrganization,
  Language,
  OrgNode,
} from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { localize, presentImage, type Localizer } from '../content/localized.js';
import type { AssociationContent, AssociationKind, StoredOrgNode } from './model.js';
import { findVisibleSection } from './repo.js';

async function section<K extends AssociationKind>(db: Executor, association: AssociationCode, kind: K, now: Date): Promise<AssociationContent[K]> {
  const content = await findVisibleSection(db, association, kind, now);
  return content ?? fail('NOT_FOUND');
}

export async function introduction(db: Executor, association: AssociationCode, lang: Language, now: Date): Promise<AssociationIntroduction> {
  const c = await section(db, association, 'introduction', now);
  const { meta, t } = localize(c.title, lang);
  return {
    ...meta,
    association,
    name: t(c.name),
    title: t(c.title),
    summary: t(c.summary),
    body: t(c.body),
    image: presentImage(c.image, t(c.name)),
    foundedYear: c.foundedYear,
  };
}

export async function founder(db: Executor, association: AssociationCode, lang: Language, now: Date): Promise<AssociationFounder> {
  const c = await section(db, association, 'founder', now);
  const { meta, t } = localize(c.body, lang);
  return { ...meta, name: t(c.name), role: t(c.role), quote: t(c.quote), body: t(c.body), photo: presentImage(c.photo, t(c.name)) };
}

function orgNode(n: StoredOrgNode, t: Localizer['t']): OrgNode {
  return { id: n.id, name: t(n.name), person: t(n.person), children: n.children.map((child) => orgNode(child, t)) };
}

export async function organization(db: Executor, association: AssociationCode, lang: Language, now: Date): Promise<AssociationOrganization> {
  const c = await section(db, association, 'organization', now);
  const { meta, t } = localize(c.title, lang);
  return { ...meta, title: t(c.title), root: orgNode(c.root, t) };
}

export async function basicData(db: Executor, association: AssociationCode, lang: Language, now: Date): Promise<AssociationBasicData> {
  const c = await section(db, association, 'basic_data', now);
  const { meta, t } = localize(c.title, lang);
  return {
    ...meta,
    title: t(c.title),
    asOf: c.asOf,
    figures: c.figures.map((f) => ({ key: f.key, label: t(f.label), value: f.value, unit: t(f.unit) })),
  };
}

export async function charts(db: Executor, association: AssociationCode, lang: Language, now: Date): Promise<AssociationCharts> {
  const c = await section(db, association, 'chart', now);
  const { meta, t } = localize(c.charts[0]?.title, lang);
  return {
    ...meta,
    charts: c.charts.map((ch) => ({
      key: ch.key,
      title: t(ch.title),
      type: ch.type,
      categories: ch.categories.map((x) => t(x)),
      series: ch.series.map((s) => ({ name: t(s.name), data: s.data })),
    })),
  };
}
