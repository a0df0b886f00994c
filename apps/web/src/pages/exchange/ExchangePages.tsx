import { SectionFrame } from '../frames.js';

// One chunk for the exchange pages: one lazy import in routes.ts keeps the route table (in the first
// load) from listing each page's preload files again (measured by scripts/bundle-size.mjs).
export { FeedPage } from './FeedPage.js';
export { EditPage } from './EditPage.js';
export { DetailPage } from './DetailPage.js';
export { UserPage } from './UserPage.js';
export { AttentionPage, CollectionPage } from './AttentionPage.js';

export const ExchangeMessagePage = () => <SectionFrame id="exchangeMessage" />;
export const ExchangeCommentPage = () => <SectionFrame id="exchangeComment" />;
export const ExchangeMixinsSandPage = () => <SectionFrame id="exchangeMixinsSand" />;
export const ExchangePreUploadPage = () => <SectionFrame id="exchangePreUpload" />;
export const ExchangeSandTextPage = () => <SectionFrame id="exchangeSandText" />;
export const ExchangeToolPage = () => <SectionFrame id="exchangeTool" />;
