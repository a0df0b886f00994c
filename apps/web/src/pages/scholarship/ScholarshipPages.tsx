import { SectionFrame } from '../frames.js';

export const ScholarshipPage = () => <SectionFrame id="scholarship" />;
export const ScholarshipDetailPage = () => <SectionFrame id="scholarshipDetail" />;
export const ScholarshipNoticePage = () => <SectionFrame id="scholarshipNotice" />;
export const ScholarshipCardPage = () => <SectionFrame id="scholarshipCard" />;
export const ScholarshipListPage = () => <SectionFrame id="scholarshipList" />;
