import { SectionFrame } from '../frames.js';

/** /phone/activity/:id? in the phone layout: an event page opened from the apps. */
export const ActivityPage = () => <SectionFrame id="activity" />;
