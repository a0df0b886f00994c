import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination, Segmented, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ActivityListItem } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { ContentImage } from '../../components/content/ContentImage.js';
import { pageLanguage } from '../../components/content/format.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { useFrameTitle } from '../frames.js';
import { eventTime, reservationApi, reservationKeys } from './api.js';
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

/** /reservation: upcoming events soonest first with their places left; past events in their own tab. */
export function ReservationPage() {
  const { t } = useTranslation('reservation');
  const title = useFrameTitle('reservation');
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: reservationKeys.list(tab, page),
    queryFn: () => reservationApi.activities(tab, page),
  });
  const data = query.data;
  return (
    <PageFrame
      title={title}
      links={[{ label: t('detail.myRecords'), to: '/reservation/record' }]}
      actions={
        <Segmented
          value={tab}
          onChange={(v) => {
            setTab(v as 'upcoming' | 'past');
            setPage(1);
          }}
          options={[
            { value: 'upcoming', label: t('tabs.upcoming') },
            { value: 'past', label: t('tabs.past') },
          ]}
        />
      }
    >
      {!data ? (
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
      )}
    </PageFrame>
  );
}
