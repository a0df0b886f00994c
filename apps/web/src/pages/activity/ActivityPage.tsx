import { SectionFrame } from '../frames.js';

/** /phone/activity without an id: the frame says there is nothing to show. */
export const ActivityPage = () => <SectionFrame id="activity" />;
