import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmissionItem } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { toast } from '../../components/api/http.js';
import { formatLongDate } from '../../components/content/format.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { useFrameTitle } from '../frames.js';
import { certApi, certKeys } from './certApi.js';
import { DirectorySettings, StatusTag } from './DirectorySettings.js';
import { CertificationForm } from './CertificationForm.js';
import './alumnus.css';

function History({ list }: { list: SubmissionItem[] }) {
  const { t } = useTranslation('alumni-cert');
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="cert-history" className="cert-history">
      <h2 id="cert-history">{t('history.title')}</h2>
      <ol>
        {list.map((s) => (
          <li key={s.id}>
            <StatusTag status={s.status} /> {s.schoolName} · {s.major} ·{' '}
            <time dateTime={s.createdAt}>{formatLongDate(s.createdAt)}</time>
            {s.reason && (
              <p className="cert-history__reason">
                {t('status.reason')}: {s.reason}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /alumnus/submit (login): ask for alumni certification, see where it stands and the history. */
export function AlumnusSubmitPage() {
  const { t } = useTranslation('alumni-cert');
  const title = useFrameTitle('alumnusSubmit');
  const parent = useFrameTitle('alumnus');
  const client = useQueryClient();
  const current = useQuery({ queryKey: certKeys.current, queryFn: certApi.current });
  const history = useQuery({ queryKey: certKeys.history, queryFn: certApi.history });
  const [editing, setEditing] = useState(false);
  const data = current.data;
  const latest = data?.submission ?? null;
  const refresh = () => {
    setEditing(false);
    toast.success(t('form.sent'));
    void client.invalidateQueries({ queryKey: ['alumni-cert'] });
  };
  return (
    <PageFrame title={title} crumbs={[{ label: parent, to: '/alumnus' }]}>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <p className="cert-intro">{t('intro')}</p>
          {latest && (
            <section className="cert-standing card" aria-labelledby="cert-standing">
              <h2 id="cert-standing">
                {t('status.title')} <StatusTag status={latest.status} />
              </h2>
              <p>{t(`status.${latest.status}Text`)}</p>
              {latest.reason && (
                <p className="cert-standing__reason" data-testid="cert-reason">
                  {t('status.reason')}: {latest.reason}
                </p>
              )}
            </section>
          )}
          {data.certified && data.directory && <DirectorySettings show={data.directory} />}
          {!data.certified && latest?.status !== 'Pending' && (
            <>
              {latest?.status === 'Rejected' && !editing ? (
                <Button type="primary" onClick={() => setEditing(true)}>
                  {t('form.resubmit')}
                </Button>
              ) : (
                <CertificationForm previous={latest} onDone={refresh} />
              )}
            </>
          )}
          <History list={history.data ?? []} />
        </>
      )}
    </PageFrame>
  );
}
