import { SectionFrame } from '../frames.js';

/** The alumnus area's routes (one lazy chunk). Submitting a story belongs to the member features. */
export { AlumnusPage, AlumnusAuditedPage, AlumnusNewsPage, AlumnusStylePage } from './AlumniListPages.js';
export { AlumnusNewsDetailPage, AlumnusStyleDetailPage } from './AlumniDetailPages.js';
export const AlumnusSubmitPage = () => <SectionFrame id="alumnusSubmit" />;
