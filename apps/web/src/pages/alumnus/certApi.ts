import {
  ALUMNI_CERT_API,
  API,
  type CurrentSubmission,
  type DirectoryShow,
  type PrivateFileItem,
  type SchoolItem,
  type SubmissionItem,
  type SubmitBody,
} from '@acsc/shared';
import { get, post } from '../../components/api/http.js';

/** The alumni certification calls of the member (issue 33); failures are toasted by the HTTP client. */
export const certApi = {
  schools: (keywords: string) => get<SchoolItem[]>(ALUMNI_CERT_API.schools, keywords ? { keywords } : undefined),
  current: () => get<CurrentSubmission>(ALUMNI_CERT_API.current),
  history: () => get<SubmissionItem[]>(ALUMNI_CERT_API.history),
  submit: (body: SubmitBody) => post<SubmissionItem>(ALUMNI_CERT_API.submit, body),
  directory: (show: DirectoryShow) => post<DirectoryShow>(ALUMNI_CERT_API.directory, { show }),
  uploadProof: async (file: File) =>
    (await import('../../components/api/upload.js')).upload<PrivateFileItem>(API.privateFileUpload, file),
};

export const certKeys = {
  current: ['alumni-cert', 'current'] as const,
  history: ['alumni-cert', 'history'] as const,
  schools: (k: string) => ['alumni-cert', 'schools', k] as const,
};

export const SHOW_FIELDS = ['name', 'school', 'major', 'year', 'city', 'employer'] as const;
