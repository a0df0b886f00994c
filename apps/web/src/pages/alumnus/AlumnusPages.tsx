import { SectionFrame } from '../frames.js';

export const AlumnusPage = () => <SectionFrame id="alumnus" />;
export const AlumnusAuditedPage = () => <SectionFrame id="alumnusAudited" />;
export const AlumnusNewsPage = () => <SectionFrame id="alumnusNews" />;
export const AlumnusNewsDetailPage = () => <SectionFrame id="alumnusNewsDetail" />;
export const AlumnusStylePage = () => <SectionFrame id="alumnusStyle" />;
export const AlumnusStyleDetailPage = () => <SectionFrame id="alumnusStyleDetail" />;
export const AlumnusSubmitPage = () => <SectionFrame id="alumnusSubmit" />;
