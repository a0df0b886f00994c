import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination, Segmented, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ActivityListItem, Language } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { ContentImage } from '../../components/content/ContentImage.js';
import { pageLanguage } from '../../components/content/format.js';
import { formatMonth } from '../../components/content/zonedDates.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { useFrameTitle } from '../frames.js';
import { eventTime, reservationApi, reservationKeys, type ListFilters } from './api.js';
import { AppointmentsPart } from './AppointmentParts.js';
import './reservation.css';
import { FeeText, PlacesBadge } from './parts.js';

function ActivityCard({ a }: { a: ActivityListItem }) {
  const { t } = useTranslation('reservation');
  const lang = pageLanguage();
  return (
    <li className="rsv-card card">
      {a.cover && (
        <Link to={`/reservation/activity/${a.id}`} className="rsv-card__cover" tabIndex={-1} aria-hidden>
          <ContentImage image={a.cover} alt="" sizes="(max-width: 767px) 100vw, 360px" />
        </Link>
      )}
      <div className="rsv-card__body">
        <h2 className="rsv-card__title">
          <Link to={`/reservation/activity/${a.id}`}>{a.title}</Link>
        </h2>
        <p className="rsv-card__meta">
          <time dateTime={a.startsAt}>{eventTime(a.startsAt, a.timeZone, lang)}</time>
        </p>
        <p className="rsv-card__meta">{a.online ? t('badge.online') : [a.place, a.city].filter(Boolean).join(' · ')}</p>
        {a.summary && <p className="rsv-card__summary">{a.summary}</p>}
        <p className="rsv-card__tags">
          <PlacesBadge a={a} />
          {a.needsApproval && <Tag>{t('badge.approval')}</Tag>}
          {a.fee && (
            <Tag color="purple">
              <FeeText a={a} />
            </Tag>
          )}
        </p>
      </div>
    </li>
  );
}

type Kind = 'all' | 'event' | 'appointment';

/** Twelve months from this one (upcoming) or back from it (past), as YYYY-MM with their names. */
function monthOptions(tab: 'upcoming' | 'past', lang: Language) {
  const now = new Date();
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + (tab === 'upcoming' ? i : -i), 15));
    return {
      value: `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`,
      label: formatMonth(d.getUTCFullYear(), d.getUTCMonth(), lang),
    };
  });
}

/**
 * /reservation: upcoming events soonest first with their places left, past events in their own tab, and the
 * appointment services with their next free time; filters by kind, month and city (answered by the server).
 */
export function ReservationPage() {
  const { t } = useTranslation('reservation');
  const title = useFrameTitle('reservation');
  const lang = pageLanguage();
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<Kind>('all');
  const [month, setMonth] = useState<string | undefined>();
  const [city, setCity] = useState<string | undefined>();
  const filters: ListFilters = { month, city };
  const showEvents = kind !== 'appointment';
  const showAppointments = kind !== 'event' && tab === 'upcoming';
  const query = useQuery({
    queryKey: reservationKeys.list(tab, page, filters),
    queryFn: () => reservationApi.activities(tab, page, filters),
    enabled: showEvents,
  });
  const data = query.data;
  const reset = () => setPage(1);
  return (
    <PageFrame
      title={title}
      links={[{ label: t('detail.myRecords'), to: '/reservation/record' }]}
      actions={
        <Segmented
          value={tab}
          onChange={(v) => {
            setTab(v as 'upcoming' | 'past');
            setMonth(undefined);
            reset();
          }}
          options={[
            { value: 'upcoming', label: t('tabs.upcoming') },
            { value: 'past', label: t('tabs.past') },
          ]}
        />
      }
    >
      {/* Native controls: antd's Select and Input.Search would add some 20 KB to the list's first load. */}
      <form
        className="rsv-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const v = String(new FormData(e.currentTarget).get('city') ?? '').trim();
          setCity(v || undefined);
          reset();
        }}
      >
        <Segmented
          aria-label={t('filters.kind')}
          value={kind}
          onChange={(v) => {
            setKind(v as Kind);
            reset();
          }}
          options={[
            { value: 'all', label: t('filters.all') },
            { value: 'event', label: t('filters.event') },
            { value: 'appointment', label: t('filters.appointment') },
          ]}
        />
        <select
          className="rsv-filters__control"
          aria-label={t('filters.month')}
          value={month ?? ''}
          onChange={(e) => {
            setMonth(e.target.value || undefined);
            reset();
          }}
        >
          <option value="">{t('filters.anyMonth')}</option>
          {monthOptions(tab, lang).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <input
          className="rsv-filters__control"
          type="search"
          name="city"
          aria-label={t('filters.city')}
          placeholder={t('filters.cityPlaceholder')}
          maxLength={200}
          onChange={(e) => {
            if (!e.target.value && city) {
              setCity(undefined);
              reset();
            }
          }}
        />
      </form>
      {showEvents &&
        (!data ? (
          <Skeleton active />
        ) : data.list.length === 0 ? (
          <EmptyState title={tab === 'upcoming' ? t('noUpcoming') : t('noPast')} />
        ) : (
          <>
            <ul className="rsv-list">
              {data.list.map((a) => (
                <ActivityCard key={a.id} a={a} />
              ))}
            </ul>
            {data.total > data.pageSize && (
              <Pagination current={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
            )}
          </>
        ))}
      {showAppointments && <AppointmentsPart month={month} city={city} />}
    </PageFrame>
  );
}
