import {
  API,
  type NotificationPage,
  type NotificationPreference,
  type NotificationPreferenceBody,
  type UnreadCount,
} from '@acsc/shared';
import { get, post } from '../api/http.js';
import { createStore } from '../store.js';

/** The notification calls (issue 10 §3), typed. Failures are toasted by the HTTP client. */
export const notificationApi = {
  list: (pageNum: number, pageSize = PAGE_SIZE) => get<NotificationPage>(API.notificationList, { pageNum, pageSize }),
  unread: () => get<UnreadCount>(API.notificationUnread, undefined, { silent: true }),
  read: (id: number) => post<UnreadCount>(API.notificationRead, { id }),
  readAll: () => post<UnreadCount>(API.notificationReadAll),
  preferences: () => get<{ list: NotificationPreference[] }>(API.notificationPreferences),
  updatePreference: (body: NotificationPreferenceBody) =>
    post<{ list: NotificationPreference[] }>(API.notificationPreferenceUpdate, body),
};

export const PAGE_SIZE = 10;
export const listKey = ['notifications', 'list'] as const;
export const preferencesKey = ['notifications', 'preferences'] as const;

/**
 * The member's unread count, one copy for the page: the bell shows it; the live socket, the list's
 * "mark read" answers and the count call set it. null until it is known.
 */
const unread = createStore<number | null>(null);
export const setUnread = unread.set;
export const useUnread = unread.use;
