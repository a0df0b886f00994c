import { SectionFrame } from '../frames.js';

export const WorkVitaePage = () => <SectionFrame id="workVitae" />;
export const WorkVitaeInfoPage = () => <SectionFrame id="workVitaeInfo" />;
export const WorkVitaeExperiencePage = () => <SectionFrame id="workVitaeExperience" />;
