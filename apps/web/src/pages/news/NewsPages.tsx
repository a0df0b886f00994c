/** The news area's routes (one lazy chunk): the list, search, article and the two card component routes. */
export { NewsListPage as NewsPage } from './NewsListPage.js';
export { NewsSearchPage } from './NewsSearchPage.js';
export { NewsDetailPage } from './NewsDetailPage.js';
export { NewsTextPage, NewsVideoPage } from './NewsGalleryPages.js';
