import {
  API,
  type AccountDeleteBody,
  type DeletionCodeBody,
  type DeletionState,
  type PrivacySettings,
} from '@acsc/shared';
import { post } from '../../components/api/http.js';

/** The privacy and account-deletion calls (issue 10 §1 "Privacy and data"), typed. Failures are toasted by the HTTP client. */
export const privacyApi = {
  update: (body: PrivacySettings) => post<PrivacySettings>(API.privacyUpdate, body),
  sendDeletionCode: (body: DeletionCodeBody) => post<null>(API.accountDeleteCode, body),
  deleteAccount: (body: AccountDeleteBody) => post<DeletionState>(API.accountDelete, body),
  cancelDeletion: () => post<DeletionState>(API.accountCancelDelete),
};
