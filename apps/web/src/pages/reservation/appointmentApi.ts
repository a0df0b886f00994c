import {
  APPOINTMENT_API,
  apiPath,
  type BookingItem,
  type BookingListItem,
  type Language,
  type Page,
  type ServiceDetail,
  type ServiceListItem,
} from '@acsc/shared';
import { apiHeaders, get, post } from '../../components/api/http.js';
import { formatZonedDay, formatZonedTime, zoneOffsetName } from '../../components/content/zonedDates.js';

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

/** The day of a time in the service's own time zone: a sortable key and its label in the reader's language. */
export const slotDay = (iso: string, timeZone: string, lang: Language) => formatZonedDay(iso, timeZone, lang);

/** A slot's hours in the service's own time zone, named ("09:00–10:00 (UTC+7)"). */
export function slotHours(startsAt: string, endsAt: string, timeZone: string, lang: Language) {
  const end = formatZonedTime(endsAt, timeZone, lang);
  return `${formatZonedTime(startsAt, timeZone, lang)}–${end} (${zoneOffsetName(timeZone, new Date(startsAt))})`;
}

/** The name of a time zone's offset as times show it ("UTC+7"). */
export const zoneName = (timeZone: string) => zoneOffsetName(timeZone);

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
