import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Pagination, QRCode, Skeleton, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingItem, ServiceListItem } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { pageLanguage } from '../../components/content/format.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { appointmentApi, appointmentKeys, downloadBookingIcs, slotDay, slotHours } from './appointmentApi.js';
import { eventTime } from './api.js';
import { STATUS_COLORS } from './parts.js';
import './reservation.css';

/** What /reservation and /reservation/record show of appointments (issue 31): services, my bookings. */

function ServiceCard({ s }: { s: ServiceListItem }) {
  const { t } = useTranslation('reservation');
  const lang = pageLanguage();
  return (
    <li className="rsv-card card">
      <div className="rsv-card__body">
        <h3 className="rsv-card__title">
          <Link to={`/reservation/appointment/${s.id}`}>{s.title}</Link>
        </h3>
        <p className="rsv-card__meta">{[s.place, s.city].filter(Boolean).join(' · ')}</p>
        {s.description && <p className="rsv-card__summary">{s.description}</p>}
        <p className="rsv-card__tags">
          {s.nextSlot ? (
            <Tag color="green">{t('appointment.next', { time: eventTime(s.nextSlot.startsAt, s.timeZone, lang) })}</Tag>
          ) : (
            <Tag color="orange">{t('appointment.noFree')}</Tag>
          )}
          {s.freeSlots > 0 && <Tag>{t('appointment.freeSlots', { count: s.freeSlots })}</Tag>}
        </p>
        <Link to={`/reservation/appointment/${s.id}`}>{t('appointment.open')}</Link>
      </div>
    </li>
  );
}

/** The Appointments part of /reservation: services with an upcoming time, with their next free time. */
export function AppointmentsPart({ month, city }: { month?: string; city?: string }) {
  const { t } = useTranslation('reservation');
  const [page, setPage] = useState(1);
  const filters = { month, city };
  const query = useQuery({
    queryKey: appointmentKeys.list(filters, page),
    queryFn: () => appointmentApi.services(filters, page),
  });
  const data = query.data;
  return (
    <section className="rsv-part" aria-labelledby="rsv-appointments">
      <h2 id="rsv-appointments">{t('appointment.part')}</h2>
      {!data ? (
        <Skeleton active />
      ) : data.list.length === 0 ? (
        <EmptyState title={t('appointment.none')} />
      ) : (
        <>
          <ul className="rsv-list">
            {data.list.map((s) => (
              <ServiceCard key={s.id} s={s} />
            ))}
          </ul>
          {data.total > data.pageSize && (
            <Pagination current={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          )}
        </>
      )}
    </section>
  );
}

/** The member's booking of a service: status, time, ticket, cancel. */
export function MyBooking({ serviceId, timeZone, mine }: { serviceId: number; timeZone: string; mine: BookingItem }) {
  const { t } = useTranslation('reservation');
  const lang = pageLanguage();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => appointmentApi.cancel(serviceId),
    onSuccess: () => {
      void message.success(t('appointment.cancelled'));
      void client.invalidateQueries({ queryKey: ['reservation'] });
    },
  });
  const day = slotDay(mine.slot.startsAt, timeZone, lang);
  return (
    <section className="rsv-mine card" aria-labelledby={`booking-${mine.id}`}>
      <h2 id={`booking-${mine.id}`}>
        {t('appointment.mine')} <Tag color={STATUS_COLORS[mine.status]}>{t(`status.${mine.status}`)}</Tag>
      </h2>
      <p>
        <time dateTime={mine.slot.startsAt}>
          {day.label} {slotHours(mine.slot.startsAt, mine.slot.endsAt, timeZone, lang)}
        </time>
      </p>
      {mine.ticketCode && (
        <div className="rsv-ticket">
          <QRCode value={mine.ticketCode} size={160} />
          <div>
            <p className="rsv-ticket__label">{t('detail.ticket')}</p>
            <p className="rsv-ticket__code">{mine.ticketCode}</p>
            <p>{t('detail.ticketHint')}</p>
          </div>
        </div>
      )}
      {mine.cancellable && (
        <Button
          danger
          loading={cancel.isPending}
          onClick={() =>
            modal.confirm({
              content: t('appointment.cancelConfirm'),
              onOk: () => cancel.mutateAsync().then(() => undefined),
            })
          }
        >
          {t('appointment.cancel')}
        </Button>
      )}
    </section>
  );
}

/** /reservation/record's appointments: my bookings, newest first, with ticket, .ics and cancel. */
export function MyBookings() {
  const { t } = useTranslation('reservation');
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: appointmentKeys.bookings(page), queryFn: () => appointmentApi.bookings(page) });
  const data = query.data;
  if (!data) return <Skeleton active />;
  if (data.list.length === 0 && page === 1) return null;
  return (
    <section className="rsv-part" aria-labelledby="rsv-bookings">
      <h2 id="rsv-bookings">{t('appointment.records')}</h2>
      <ul className="rsv-records">
        {data.list.map((b) => (
          <li key={b.id} className="rsv-record">
            <h3 className="rsv-card__title">
              <Link to={`/reservation/appointment/${b.service.id}`}>{b.service.title}</Link>
            </h3>
            <p className="rsv-card__meta">{[b.service.place, b.service.city].filter(Boolean).join(' · ')}</p>
            <MyBooking serviceId={b.service.id} timeZone={b.service.timeZone} mine={b} />
            {b.status !== 'Cancelled' && (
              <Button onClick={() => void downloadBookingIcs(b.id)}>{t('record.ics')}</Button>
            )}
          </li>
        ))}
      </ul>
      {data.total > data.pageSize && (
        <Pagination current={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
      )}
    </section>
  );
}
