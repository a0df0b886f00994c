import { SectionFrame } from '../frames.js';

export const WorkPage = () => <SectionFrame id="work" />;
export const WorkCompanyPage = () => <SectionFrame id="workCompany" />;
export const WorkDetailPage = () => <SectionFrame id="workDetail" />;
export const WorkRecordPage = () => <SectionFrame id="workRecord" />;
