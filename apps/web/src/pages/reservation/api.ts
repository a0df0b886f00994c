import {
  RESERVATION_API,
  apiPath,
  type ActivityDetail,
  type ActivityListItem,
  type Language,
  type CheckPayResult,
  type Page,
  type RecordListItem,
  type RegisterBody,
  type RegistrationItem,
} from '@acsc/shared';
import { formatZonedDateTime } from '../../components/content/zonedDates.js';
import { ApiError, get, post } from '../../components/api/http.js';

/** The order payment check's answer as the spec passes it on: its data, or its error envelope as it is. */
export type CheckPayAnswer = { code: 0; data: CheckPayResult } | { code: number; msg: string; data: null };

/** The reservation calls (issue 31), typed; failures are toasted in the reader's language by the HTTP client. */
export const reservationApi = {
  activities: (tab: 'upcoming' | 'past', pageNum: number, filters: ListFilters = {}) =>
    get<Page<ActivityListItem>>(RESERVATION_API.activityList, { tab, ...filters, pageNum, pageSize: 12 }),
  activity: (id: number) =>
    get<ActivityDetail>(apiPath(RESERVATION_API.activityDetail, { id }), undefined, { silent: true }),
  register: (body: RegisterBody) => post<RegistrationItem>(RESERVATION_API.register, body),
  cancel: (activityId: number) => post<RegistrationItem>(RESERVATION_API.cancel, { activityId }),
  records: (pageNum: number) => get<Page<RecordListItem>>(RESERVATION_API.recordList, { pageNum, pageSize: 20 }),
  /** The spec's order payment check: its error answers come back as they are, never toasted (sections 7, 8). */
  checkPay: async (orderNo: string): Promise<CheckPayAnswer> => {
    try {
      return { code: 0, data: await post<CheckPayResult>(RESERVATION_API.checkPay, { orderNo }, { silent: true }) };
    } catch (e) {
      if (e instanceof ApiError) return { code: e.code, msg: e.message, data: null };
      throw e;
    }
  },
  /** The dev payment gateway's "paid" (development only). */
  devPay: (orderNo: string) => post<unknown>(RESERVATION_API.devPay, { orderNo }),
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

/** A time in the event's own time zone, named ("UTC+7"), so a reader in Beijing sees Phnom Penh's hour. */
export function eventTime(iso: string, timeZone: string, lang: Language): string {
  return formatZonedDateTime(iso, timeZone, lang);
}
