import { SectionFrame } from '../frames.js';

export const WorkPage = () => <SectionFrame id="work" />;
export const WorkCompanyPage = () => <SectionFrame id="workCompany" />;
export const WorkDetailPage = () => <SectionFrame id="workDetail" />;
export const WorkRecordPage = () => <SectionFrame id="workRecord" />;
export const WorkVitaePage = () => <SectionFrame id="workVitae" />;
export const WorkVitaeInfoPage = () => <SectionFrame id="workVitaeInfo" />;
export const WorkVitaeExperiencePage = () => <SectionFrame id="workVitaeExperience" />;
