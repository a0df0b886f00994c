import {
  RESERVATION_API,
  apiPath,
  type ActivityDetail,
  type ActivityListItem,
  type Language,
  type Page,
  type RecordListItem,
  type RegisterBody,
  type RegistrationItem,
} from '@acsc/shared';
import { get, post } from '../../components/api/http.js';
import { formatZonedDateTime } from '../../components/content/format.js';

/** The reservation calls (issue 31), typed; failures are toasted in the reader's language by the HTTP client. */
export const reservationApi = {
  activities: (tab: 'upcoming' | 'past', pageNum: number) =>
    get<Page<ActivityListItem>>(RESERVATION_API.activityList, { tab, pageNum, pageSize: 12 }),
  activity: (id: number) =>
    get<ActivityDetail>(apiPath(RESERVATION_API.activityDetail, { id }), undefined, { silent: true }),
  register: (body: RegisterBody) => post<RegistrationItem>(RESERVATION_API.register, body),
  cancel: (activityId: number) => post<RegistrationItem>(RESERVATION_API.cancel, { activityId }),
  records: (pageNum: number) => get<Page<RecordListItem>>(RESERVATION_API.recordList, { pageNum, pageSize: 20 }),
};

export const reservationKeys = {
  list: (tab: string, page: number) => ['reservation', 'list', tab, page] as const,
  activity: (id: number) => ['reservation', 'activity', id] as const,
  records: (page: number) => ['reservation', 'records', page] as const,
};

/** A time in the event's own time zone, named ("UTC+7"), so a reader in Beijing sees Phnom Penh's hour. */
export function eventTime(iso: string, timeZone: string, lang: Language): string {
  return formatZonedDateTime(iso, timeZone, lang);
}
