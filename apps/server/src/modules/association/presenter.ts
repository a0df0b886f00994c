import type {
  AdminAssociationSection,
  AssociationBasicData,
  AssociationCharts,
  AssociationCode,
  AssociationFounder,
  AssociationIntroduction,
  AssociationOrganization,
  Completeness,
  Language,
  OrgNode,
} from '@acsc/shared';
import { LANGUAGES } from '@acsc/shared';
import type { associationSections } from '../../db/schema/index.js';
import { localize, presentImage, type Localizer } from '../content/localized.js';
import { stateOf } from '../content/publishable/state.js';
import type { AssociationContent, StoredOrgNode } from './model.js';

/** Association pages as the API answers them: the public pages in the reader's language, the stored page for staff. */

export function presentIntroduction(
  c: AssociationContent['introduction'],
  association: AssociationCode,
  lang: Language,
): AssociationIntroduction {
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

export function presentFounder(c: AssociationContent['founder'], lang: Language): AssociationFounder {
  const { meta, t } = localize(c.body, lang);
  return {
    ...meta,
    name: t(c.name),
    role: t(c.role),
    quote: t(c.quote),
    body: t(c.body),
    photo: presentImage(c.photo, t(c.name)),
  };
}

function orgNode(n: StoredOrgNode, t: Localizer['t']): OrgNode {
  return { id: n.id, name: t(n.name), person: t(n.person), children: n.children.map((child) => orgNode(child, t)) };
}

export function presentOrganization(c: AssociationContent['organization'], lang: Language): AssociationOrganization {
  const { meta, t } = localize(c.title, lang);
  return { ...meta, title: t(c.title), root: orgNode(c.root, t) };
}

export function presentBasicData(c: AssociationContent['basic_data'], lang: Language): AssociationBasicData {
  const { meta, t } = localize(c.title, lang);
  return {
    ...meta,
    title: t(c.title),
    asOf: c.asOf,
    // A unit is the served language's own or none: an English figure often has none ("3,260 Registered
    // members"), and falling back to another language's put "人" or "所" beside it (issue 27).
    figures: c.figures.map((f) => ({
      key: f.key,
      label: t(f.label),
      value: f.value,
      unit: f.unit[meta.servedLanguage]?.trim() ?? '',
    })),
  };
}

export function presentCharts(c: AssociationContent['chart'], lang: Language): AssociationCharts {
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

type SectionRow = typeof associationSections.$inferSelect;
const LANG_KEYS = new Set<string>(LANGUAGES);

/** A localized leaf of page content: an object keyed by languages only. */
export const isLocalized = (v: unknown): v is Record<string, string> =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.keys(v).length > 0 &&
  Object.keys(v).every((k) => LANG_KEYS.has(k));

/** Per language, the paths of localized texts that exist in some language but not in this one. */
function pageCompleteness(content: unknown): Completeness {
  const leaves: { path: string; text: Record<string, string> }[] = [];
  const walk = (v: unknown, path: string) => {
    if (isLocalized(v)) leaves.push({ path, text: v });
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
  };
  walk(content, '');
  const out = {} as Completeness;
  for (const lang of LANGUAGES) {
    const missing = leaves.filter((l) => !l.text[lang]?.trim()).map((l) => l.path);
    out[lang] = { complete: leaves.length > 0 && missing.length === 0, missing };
  }
  return out;
}

export function presentSection(r: SectionRow, now: Date): AdminAssociationSection {
  return {
    association: r.association as AdminAssociationSection['association'],
    kind: r.kind as AdminAssociationSection['kind'],
    content: r.content,
    status: r.status,
    state: stateOf(r, now),
    publishAt: r.publishAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    createdBy: r.createdBy ?? null,
    updatedBy: r.updatedBy ?? null,
    completeness: pageCompleteness(r.content),
  };
}
