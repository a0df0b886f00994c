import { lazy, Suspense } from 'react';
import { CardListSkeleton } from '../../components/content/Skeletons.js';
import { StoryPages } from '../alumnus/StoryPages.js';
import { SectionFrame } from '../frames.js';
import { AssociationSwitch } from './useAssociation.js';
import {
  AssociationArticlesView,
  BasicDataView,
  FounderView,
  IntroductionView,
  OrganizationView,
} from './AssociationViews.js';
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
  return (
    <SectionFrame id="staticStyle">
      <StoryPages />
    </SectionFrame>
  );
}
