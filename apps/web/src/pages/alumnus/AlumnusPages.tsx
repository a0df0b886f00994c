/** The alumnus area's routes (one lazy chunk). The submit page (SubmitPage.tsx) is a chunk of its own. */
export { AlumnusPage, AlumnusAuditedPage, AlumnusNewsPage, AlumnusStylePage } from './AlumniListPages.js';
export { AlumnusNewsDetailPage, AlumnusStyleDetailPage } from './AlumniDetailPages.js';
