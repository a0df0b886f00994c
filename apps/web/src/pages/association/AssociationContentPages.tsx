import { lazy, Suspense } from 'react';
import { useTranslation } from '../../components/i18n/index.js';
import { useAlumniStories } from '../../components/api/content.js';
import { CardListSkeleton } from '../../components/content/Skeletons.js';
import { PageView } from '../../components/content/PageView.js';
import { usePageParam } from '../../components/content/Pager.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { StoryCard } from '../alumnus/StoryCard.js';
import { SectionFrame } from '../frames.js';
import { AssociationSwitch } from './useAssociation.js';
import { AssociationArticlesView, BasicDataView, FounderView, IntroductionView, OrganizationView } from './AssociationViews.js';
import './association.css';

/** ECharts is heavy: it loads with the statistics page only. */
const AssociationCharts = lazy(() => import('./AssociationCharts.js'));

export const AssociationPage = () => (
  <SectionFrame id="association">
    <AssociationSwitch />
    <div className="assoc-stack">
      <IntroductionView full={false} />
      <div className="assoc-overview">
        <BasicDataView />
        <FounderView teaser />
      </div>
    </div>
  </SectionFrame>
);

export const AssociationIntroductionPage = () => (
  <SectionFrame id="associationIntroduction">
    <AssociationSwitch />
    <IntroductionView />
  </SectionFrame>
);

export const AssociationFounderPage = () => (
  <SectionFrame id="associationFounder">
    <AssociationSwitch />
    <FounderView />
  </SectionFrame>
);

export const AssociationOrganizationPage = () => (
  <SectionFrame id="associationOrganization">
    <AssociationSwitch />
    <OrganizationView />
  </SectionFrame>
);

export const AssociationBasicDataPage = () => (
  <SectionFrame id="associationBasicData">
    <AssociationSwitch />
    <BasicDataView />
  </SectionFrame>
);

export const AssociationChartPage = () => (
  <SectionFrame id="associationChart">
    <AssociationSwitch />
    <Suspense fallback={<CardListSkeleton count={2} layout="tile" />}>
      <AssociationCharts />
    </Suspense>
  </SectionFrame>
);

export const AssociationArticlesPage = () => (
  <SectionFrame id="associationArticles">
    <AssociationSwitch />
    <AssociationArticlesView />
  </SectionFrame>
);

/** /static/association: the introduction alone, for the apps' web views (static layout). */
export const StaticAssociationPage = () => (
  <SectionFrame id="staticAssociation">
    <AssociationSwitch />
    <IntroductionView />
  </SectionFrame>
);

/** /static/style: the alumni stories alone, for the apps' web views (static layout). */
export function StaticStylePage() {
  const { t } = useTranslation('content');
  const pageNum = usePageParam();
  const query = useAlumniStories({ pageNum, pageSize: 9 });
  return (
    <SectionFrame id="staticStyle">
      <PageView query={query} pageNum={pageNum} skeleton={<CardListSkeleton count={3} layout="tile" />} empty={<EmptyState title={t('alumni.noStories')} />}>
        {(list) => (
          <ul className="story-grid">
            {list.map((s) => (
              <li key={s.id}>
                <StoryCard story={s} heading="h2" />
              </li>
            ))}
          </ul>
        )}
      </PageView>
    </SectionFrame>
  );
}
