import type { ReactNode } from 'react';
import { useTranslation } from '../components/i18n/index.js';
import { PageFrame, type Crumb } from '../components/layout/PageFrame.js';
import { EmptyState } from '../components/layout/EmptyState.js';

/**
 * The frames of the content areas later issues fill: where each sits (its parent for the breadcrumb),
 * its address, and its sub-pages. Titles and empty texts are `pages:frames.<id>.{title,empty,hint}`.
 */
interface FrameDef {
  path?: string;
  parent?: string;
  links?: string[];
}

const FRAMES = {
  alumnus: { path: '/alumnus', links: ['alumnusNews', 'alumnusStyle', 'alumnusAudited', 'alumnusSubmit'] },
  alumnusAudited: { path: '/alumnus/audited', parent: 'alumnus' },
  alumnusNews: { path: '/alumnus/news', parent: 'alumnus' },
  alumnusNewsDetail: { parent: 'alumnusNews' },
  alumnusStyle: { path: '/alumnus/style', parent: 'alumnus' },
  alumnusStyleDetail: { parent: 'alumnusStyle' },
  alumnusSubmit: { path: '/alumnus/submit', parent: 'alumnus' },
  association: {
    path: '/association',
    links: [
      'associationIntroduction',
      'associationFounder',
      'associationOrganization',
      'associationBasicData',
      'associationChart',
      'associationArticles',
    ],
  },
  associationArticles: { path: '/association/components/articles', parent: 'association' },
  associationBasicData: { path: '/association/components/basicData', parent: 'association' },
  associationChart: { path: '/association/components/chart', parent: 'association' },
  associationFounder: { path: '/association/components/founder', parent: 'association' },
  associationIntroduction: { path: '/association/components/introduction', parent: 'association' },
  associationOrganization: { path: '/association/components/organization', parent: 'association' },
  staticAssociation: {},
  staticStyle: {},
  download: { path: '/download' },
  exchange: { path: '/exchange' },
  exchangeEdit: { parent: 'exchange' },
  exchangeMessage: { parent: 'exchange' },
  exchangeUser: { parent: 'exchange' },
  exchangeAttention: { parent: 'exchange' },
  exchangeCardDetail: { parent: 'exchange' },
  exchangeCollection: { parent: 'exchange' },
  exchangeComment: { parent: 'exchange' },
  exchangeMixinsSand: { parent: 'exchange' },
  exchangePreUpload: { parent: 'exchange' },
  exchangeSandText: { parent: 'exchange' },
  exchangeTool: { parent: 'exchange' },
  news: { path: '/news', links: ['newsText', 'newsVideo'] },
  newsDetail: { parent: 'news' },
  newsSearch: { path: '/news/search', parent: 'news' },
  newsText: { path: '/news/components/newsText', parent: 'news' },
  newsVideo: { path: '/news/components/newsVideo', parent: 'news' },
  reservation: { path: '/reservation', links: ['reservationRecord'] },
  reservationRecord: { path: '/reservation/record', parent: 'reservation' },
  scholarship: { path: '/scholarship', links: ['scholarshipCard', 'scholarshipList'] },
  scholarshipDetail: { parent: 'scholarship' },
  scholarshipNotice: { parent: 'scholarship' },
  scholarshipCard: { path: '/scholarship/components/card', parent: 'scholarship' },
  scholarshipList: { path: '/scholarship/components/list', parent: 'scholarship' },
  activity: {},
  work: { path: '/work', links: ['workRecord', 'workVitae'] },
  workCompany: { parent: 'work' },
  workDetail: { parent: 'work' },
  workRecord: { path: '/work/record', parent: 'work' },
  workVitae: { path: '/work/vitae', parent: 'work', links: ['workVitaeInfo', 'workVitaeExperience'] },
  workVitaeInfo: { path: '/work/vitae/info', parent: 'workVitae' },
  workVitaeExperience: { path: '/work/vitae/experience', parent: 'workVitae' },
} satisfies Record<string, FrameDef>;

export type FrameId = keyof typeof FRAMES;
export const FRAME_DEFS: Record<string, FrameDef> = FRAMES;
const defs = FRAME_DEFS;

export function useFrameTitle(id: FrameId) {
  const { t } = useTranslation('pages');
  return t(`frames.${id}.title`);
}

/** Breadcrumb of a frame: its ancestors, outermost first. */
function useCrumbs(id: FrameId): Crumb[] {
  const { t } = useTranslation('pages');
  const crumbs: Crumb[] = [];
  for (let p = defs[id].parent; p; p = defs[p].parent)
    crumbs.unshift({ label: t(`frames.${p}.title`), to: defs[p].path });
  return crumbs;
}

/**
 * A content page's frame with its honest empty state. `children` replace the empty state once the
 * feature exists; `empty` overrides its text (for example a search with the keyword in it).
 */
export function SectionFrame({
  id,
  children,
  empty,
  actions,
}: {
  id: FrameId;
  children?: ReactNode;
  empty?: { title: string; description?: ReactNode; action?: ReactNode };
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('pages');
  const crumbs = useCrumbs(id);
  const links = (defs[id].links ?? []).map((l) => ({ label: t(`frames.${l}.title`), to: defs[l].path! }));
  const hintKey = `frames.${id}.hint`;
  return (
    <PageFrame title={t(`frames.${id}.title`)} crumbs={crumbs} links={links} actions={actions}>
      {children ?? (
        <EmptyState
          title={empty?.title ?? t(`frames.${id}.empty`)}
          description={empty ? empty.description : i18n.exists(hintKey, { ns: 'pages' }) ? t(hintKey) : undefined}
          action={empty?.action}
        />
      )}
    </PageFrame>
  );
}
