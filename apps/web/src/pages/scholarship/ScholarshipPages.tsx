/** The scholarship area's routes (one lazy chunk). */
export { ScholarshipListPage as ScholarshipPage } from './ScholarshipListPage.js';
export { ScholarshipDetailPage, ScholarshipNoticePage } from './ScholarshipDetailPage.js';
export { ScholarshipCardPage, ScholarshipListComponentPage as ScholarshipListPage } from './ScholarshipGalleryPages.js';
