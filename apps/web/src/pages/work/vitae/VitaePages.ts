// The CV's pages (issue 32), one chunk with their catalog (pages/work/routes.ts loads it).
export { VitaePage as WorkVitaePage } from './VitaePage.js';
export { VitaeInfoPage as WorkVitaeInfoPage } from './VitaeInfoPage.js';
export { VitaeExperiencePage as WorkVitaeExperiencePage } from './VitaeExperiencePage.js';
export { VitaeView } from './VitaeView.js';
