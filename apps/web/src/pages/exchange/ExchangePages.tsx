import { Navigate } from 'react-router';

// One chunk for the exchange pages: one lazy import in routes.ts keeps the route table (in the first
// load) from listing each page's preload files again (measured by scripts/bundle-size.mjs).
export { FeedPage } from './FeedPage.js';
// The editor (its text area, image and video pickers, the upload client) is a chunk of its own (load.ts):
// a reader of the feed or a post, the pages the server draws, never loads it (issue 30).
export { DetailPage } from './DetailPage.js';
export { UserPage } from './UserPage.js';
export { AttentionPage, CollectionPage } from './AttentionPage.js';

/** The spec's editor components (preUpload, sandText) as routes: the editor, behind its sign-in guard. */
export const ToEditor = () => <Navigate to="/exchange/edit" replace />;
