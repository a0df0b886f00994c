import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Pagination, QRCode, Skeleton, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingItem } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { pageLanguage } from '../../components/content/format.js';
import { appointmentApi, appointmentKeys, downloadBookingIcs, slotDay, slotHours } from './appointmentApi.js';
import { STATUS_COLORS } from './parts.js';
import './reservation.css';

/** A member's bookings (issue 31): on a service's page and in /reservation/record, not in the list's first load. */

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
