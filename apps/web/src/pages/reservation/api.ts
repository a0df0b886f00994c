import {
  RESERVATION_API,
  apiPath,
  type ActivityDetail,
  type ActivityListItem,
  type Page,
  type RecordListItem,
  type RegisterBody,
  type RegistrationItem,
} from '@acsc/shared';
import { get, post } from '../../components/api/http.js';

/** The reservation calls (issue 31), typed; failures are toasted in the reader's language by the HTTP client. */
export const reservationApi = {
  activities: (tab: 'upcoming' | 'past', pageNum: number, filters: ListFilters = {}) =>
    get<Page<ActivityListItem>>(RESERVATION_API.activityList, { tab, ...filters, pageNum, pageSize: 12 }),
  activity: (id: number) =>
    get<ActivityDetail>(apiPath(RESERVATION_API.activityDetail, { id }), undefined, { silent: true }),
  register: (body: RegisterBody) => post<RegistrationItem>(RESERVATION_API.register, body),
  cancel: (activityId: number) => post<RegistrationItem>(RESERVATION_API.cancel, { activityId }),
  records: (pageNum: number) => get<Page<RecordListItem>>(RESERVATION_API.recordList, { pageNum, pageSize: 20 }),
};

/** The /reservation list's filters (server-side): a month (YYYY-MM) and a city. */
export interface ListFilters {
  month?: string;
  city?: string;
}

export const reservationKeys = {
  list: (tab: string, page: number, filters: ListFilters = {}) => ['reservation', 'list', tab, page, filters] as const,
  activity: (id: number) => ['reservation', 'activity', id] as const,
  records: (page: number) => ['reservation', 'records', page] as const,
};

const LOCALES = { zh_CN: 'zh-CN', km_KH: 'km-KH', en_US: 'en-US' } as const;
/** A time in the event's own time zone, named ("UTC+7"), so a reader in Beijing sees Phnom Penh's hour. */
export function eventTime(iso: string, timeZone: string, lang: keyof typeof LOCALES): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: lang === 'en_US' ? 'h12' : 'h23',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}
