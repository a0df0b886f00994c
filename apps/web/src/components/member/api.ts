import { API, type MemberPublicProfile } from '@acsc/shared';
import { get } from '../api/http.js';

/** Another member's public page (/member/:id); the page shows its own errors (a 404 is not a toast). */
export const memberApi = {
  publicProfile: (id: number) => get<MemberPublicProfile>(API.memberPublic, { id }, { silent: true }),
};
