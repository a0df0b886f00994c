import {
  API,
  WORK_API,
  apiPath,
  type ApplicationItem,
  type ApplyBody,
  type CompanyDetail,
  type JobDetail,
  type JobListItem,
  type MyApplicationItem,
  type Page,
  type PrivateFileItem,
} from '@acsc/shared';
import { get, post } from '../../components/api/http.js';

/** The list's filters (answered by the server). */
export interface JobFilters {
  city?: string;
  type?: string;
  industry?: string;
  language?: string;
  salary?: number;
  keywords?: string;
  sort?: 'newest' | 'closing';
}

/** The work calls (issue 32), typed; failures are toasted in the reader's language by the HTTP client. */
export const workApi = {
  jobs: (pageNum: number, filters: JobFilters = {}) =>
    get<Page<JobListItem>>(WORK_API.jobList, { ...filters, pageNum, pageSize: 12 }),
  job: (id: number) => get<JobDetail>(apiPath(WORK_API.jobDetail, { id }), undefined, { silent: true }),
  company: (id: number) => get<CompanyDetail>(apiPath(WORK_API.companyDetail, { id }), undefined, { silent: true }),
  apply: (body: ApplyBody) => post<ApplicationItem>(WORK_API.apply, body),
  applications: (pageNum: number) => get<Page<MyApplicationItem>>(WORK_API.applicationList, { pageNum, pageSize: 20 }),
  withdraw: (id: number) => post<ApplicationItem>(WORK_API.withdraw, { id }),
  uploadPdf: async (file: File) =>
    (await import('../../components/api/upload.js')).upload<PrivateFileItem>(API.privateFileUpload, file),
};

export const workKeys = {
  list: (page: number, filters: JobFilters) => ['work', 'list', page, filters] as const,
  job: (id: number) => ['work', 'job', id] as const,
  company: (id: number) => ['work', 'company', id] as const,
  records: (page: number) => ['work', 'records', page] as const,
};
