import { SectionFrame } from '../frames.js';

export const AssociationPage = () => <SectionFrame id="association" />;
export const AssociationArticlesPage = () => <SectionFrame id="associationArticles" />;
export const AssociationBasicDataPage = () => <SectionFrame id="associationBasicData" />;
export const AssociationChartPage = () => <SectionFrame id="associationChart" />;
export const AssociationFounderPage = () => <SectionFrame id="associationFounder" />;
export const AssociationIntroductionPage = () => <SectionFrame id="associationIntroduction" />;
export const AssociationOrganizationPage = () => <SectionFrame id="associationOrganization" />;
/** /static/association and /static/style: the same content in the static layout (linked from the apps). */
export const StaticAssociationPage = () => <SectionFrame id="staticAssociation" />;
export const StaticStylePage = () => <SectionFrame id="staticStyle" />;
