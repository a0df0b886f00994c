import {
  APPOINTMENT_API,
  apiPath,
  type BookingItem,
  type BookingListItem,
  type Page,
  type ServiceDetail,
  type ServiceListItem,
} from '@acsc/shared';
import { apiHeaders, get, post } from '../../components/api/http.js';

/** The appointment calls (issue 31), typed; failures are toasted in the reader's language by the HTTP client. */
export const appointmentApi = {
  services: (filters: { month?: string; city?: string }, pageNum: number) =>
    get<Page<ServiceListItem>>(APPOINTMENT_API.list, { ...filters, pageNum, pageSize: 12 }),
  service: (id: number) => get<ServiceDetail>(apiPath(APPOINTMENT_API.slots, { id }), undefined, { silent: true }),
  book: (slotId: number) => post<BookingItem>(APPOINTMENT_API.book, { slotId }),
  cancel: (serviceId: number) => post<BookingItem>(APPOINTMENT_API.cancel, { serviceId }),
  bookings: (pageNum: number) => get<Page<BookingListItem>>(APPOINTMENT_API.bookingList, { pageNum, pageSize: 20 }),
};

/** Under ['reservation'] so that one invalidation refreshes events and appointments alike. */
export const appointmentKeys = {
  list: (filters: object, page: number) => ['reservation', 'appointments', filters, page] as const,
  service: (id: number) => ['reservation', 'appointment', id] as const,
  bookings: (page: number) => ['reservation', 'bookings', page] as const,
};

const LOCALES = { zh_CN: 'zh-CN', km_KH: 'km-KH', en_US: 'en-US' } as const;
type Lang = keyof typeof LOCALES;

/** The day of a time in the service's own time zone: a sortable key and its label in the reader's language. */
export function slotDay(iso: string, timeZone: string, lang: Lang) {
  const d = new Date(iso);
  return {
    key: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d),
    label: new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      weekday: 'long',
    }).format(d),
  };
}

/** A slot's hours in the service's own time zone, named ("09:00–10:00 GMT+7"). */
export function slotHours(startsAt: string, endsAt: string, timeZone: string, lang: Lang) {
  const hm = (iso: string, zone: boolean) =>
    new Intl.DateTimeFormat(LOCALES[lang], {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      ...(zone ? { timeZoneName: 'short' as const } : {}),
    }).format(new Date(iso));
  return `${hm(startsAt, false)}–${hm(endsAt, true)}`;
}

/** The name of a time zone's offset as times show it ("GMT+7"). */
export function zoneName(timeZone: string, lang: Lang) {
  const parts = new Intl.DateTimeFormat(LOCALES[lang], { timeZone, timeZoneName: 'short' }).formatToParts(new Date());
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** Saves the .ics of one booking (the call needs the member's token, so it is fetched, not linked). */
export async function downloadBookingIcs(id: number) {
  const res = await fetch(`/prod-api${apiPath(APPOINTMENT_API.bookingIcs, { id })}`, { headers: apiHeaders() });
  if (!res.ok) return;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `appointment-${id}.ics`;
  link.click();
  URL.revokeObjectURL(url);
}
