import {
  API,
  type PasswordUpdateBody,
  type ProfileUpdateBody,
  type SessionItem,
  type SessionRevokeBody,
} from '@acsc/shared';
import { get, post } from '../../components/api/http.js';

/** The settings calls (issue 10 §1), typed. Failures are toasted by the HTTP client. */
export const settingApi = {
  updateProfile: (body: ProfileUpdateBody) => post<null>(API.profileUpdate, body),
  updatePassword: (body: PasswordUpdateBody) => post<null>(API.passwordUpdate, body),
  sessions: () => get<{ list: SessionItem[] }>(API.sessionList),
  revoke: (body: SessionRevokeBody) => post<{ revoked: number }>(API.sessionRevoke, body),
};

export const sessionsKey = ['setting', 'sessions'] as const;
