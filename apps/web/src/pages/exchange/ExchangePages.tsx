import { SectionFrame } from '../frames.js';

export const ExchangePage = () => <SectionFrame id="exchange" />;
export const ExchangeEditPage = () => <SectionFrame id="exchangeEdit" />;
export const ExchangeMessagePage = () => <SectionFrame id="exchangeMessage" />;
export const ExchangeUserPage = () => <SectionFrame id="exchangeUser" />;
export const ExchangeAttentionPage = () => <SectionFrame id="exchangeAttention" />;
export const ExchangeCardDetailPage = () => <SectionFrame id="exchangeCardDetail" />;
export const ExchangeCollectionPage = () => <SectionFrame id="exchangeCollection" />;
export const ExchangeCommentPage = () => <SectionFrame id="exchangeComment" />;
export const ExchangeMixinsSandPage = () => <SectionFrame id="exchangeMixinsSand" />;
export const ExchangePreUploadPage = () => <SectionFrame id="exchangePreUpload" />;
export const ExchangeSandTextPage = () => <SectionFrame id="exchangeSandText" />;
export const ExchangeToolPage = () => <SectionFrame id="exchangeTool" />;
