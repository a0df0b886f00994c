import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ServiceListItem } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { pageLanguage } from '../../components/content/format.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { appointmentApi, appointmentKeys } from './appointmentApi.js';
import { eventTime } from './api.js';
import './reservation.css';

/** The Appointments part of /reservation (issue 31); my bookings (with the QR ticket) are in AppointmentBookings.tsx. */

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
