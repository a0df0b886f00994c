/**
 * The exchange pages behind a chunk of their own between the route table and the pages: the list of
 * files the pages preload then lives here, not in the route table of every first load (measured with
 * scripts/bundle-size.mjs). It imports nothing else, so the entry's chunks stay as they are.
 */
export const loadPages = () => import('./ExchangePages.js');

/** The editor, the one exchange page that writes: its own chunk, out of the feed's and a post's first load. */
export const loadEditor = () => import('./EditPage.js');
