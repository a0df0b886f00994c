import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Pagination, Skeleton, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyApplicationItem } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { formatDateTime } from '../../components/content/numericDates.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { useFrameTitle } from '../frames.js';
import { workApi, workKeys } from './api.js';
import { STATUS_COLORS } from './parts.js';
import './work.css';

function Application({ a }: { a: MyApplicationItem }) {
  const { t } = useTranslation('work');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => workApi.withdraw(a.id),
    onSuccess: () => {
      void message.success(t('record.withdrawn'));
      void client.invalidateQueries({ queryKey: ['work'] });
    },
  });
  return (
    <li className="work-record card" data-status={a.status}>
      <h2 className="work-card__title">
        <Link to={`/work/detail/${a.job.id}`}>{a.job.title}</Link>{' '}
        <Tag color={STATUS_COLORS[a.status]}>{t(`status.${a.status}`)}</Tag>
      </h2>
      <p className="work-card__meta">{a.job.company.name}</p>
      <ol className="work-timeline" aria-label={t('record.timeline')}>
        {a.timeline.map((s, i) => (
          <li key={i}>
            <strong>{t(`status.${s.status}`)}</strong>{' '}
            <time dateTime={s.at}>{formatDateTime(s.at, { seconds: false })}</time>
            {s.message && <p className="work-timeline__message">{s.message}</p>}
          </li>
        ))}
      </ol>
      {a.withdrawable && (
        <Button
          danger
          loading={withdraw.isPending}
          onClick={() =>
            modal.confirm({
              content: t('record.withdrawConfirm'),
              onOk: () => withdraw.mutateAsync().then(() => undefined),
            })
          }
        >
          {t('record.withdraw')}
        </Button>
      )}
    </li>
  );
}

/** /work/record (login): my applications, newest first, each with its status timeline; withdraw until decided. */
export function WorkRecordPage() {
  const { t } = useTranslation('work');
  const title = useFrameTitle('workRecord');
  const parent = useFrameTitle('work');
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: workKeys.records(page), queryFn: () => workApi.applications(page) });
  const data = query.data;
  return (
    <PageFrame title={title} crumbs={[{ label: parent, to: '/work' }]}>
      {!data ? (
        <Skeleton active />
      ) : data.list.length === 0 ? (
        <EmptyState title={t('record.empty')} action={<Link to="/work">{t('record.browse')}</Link>} />
      ) : (
        <>
          <ul className="work-records">
            {data.list.map((a) => (
              <Application key={a.id} a={a} />
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
