import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, Skeleton, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectoryShow, SubmissionItem, SubmissionStatus } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { toast } from '../../components/api/http.js';
import { formatLongDate } from '../../components/content/format.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { useFrameTitle } from '../frames.js';
import { certApi, certKeys, SHOW_FIELDS } from './certApi.js';
import { CertificationForm } from './CertificationForm.js';
import './alumnus.css';

const COLORS: Record<SubmissionStatus, string> = { Pending: 'gold', Approved: 'green', Rejected: 'red' };

function StatusTag({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation('alumni-cert');
  return (
    <Tag color={COLORS[status]} data-testid="cert-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** A certified member's directory choices: what /alumnus/audited shows, or leaving it (also in the settings). */
export function DirectorySettings({ show }: { show: DirectoryShow }) {
  const { t } = useTranslation('alumni-cert');
  const client = useQueryClient();
  const [value, setValue] = useState<string[]>(SHOW_FIELDS.filter((f) => show[f]));
  const [saving, setSaving] = useState(false);
  const save = async (fields: string[]) => {
    setSaving(true);
    try {
      const saved = await certApi.directory(
        Object.fromEntries(SHOW_FIELDS.map((f) => [f, fields.includes(f)])) as DirectoryShow,
      );
      setValue(SHOW_FIELDS.filter((f) => saved[f]));
      toast.success(t('directory.saved'));
      void client.invalidateQueries({ queryKey: ['alumni-cert'] });
    } catch {
      // toasted by the client
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="cert-directory card" aria-labelledby="cert-directory">
      <h2 id="cert-directory">{t('directory.title')}</h2>
      <p>{value.includes('name') ? t('directory.listed') : t('directory.notListed')}</p>
      <Checkbox.Group
        value={value}
        onChange={(v) => setValue(v as string[])}
        options={SHOW_FIELDS.map((f) => ({ value: f, label: t(`show.${f}`) }))}
      />
      <div className="cert-directory__actions">
        <Button type="primary" loading={saving} onClick={() => void save(value)}>
          {t('directory.save')}
        </Button>
        {value.includes('name') && (
          <Button danger loading={saving} onClick={() => void save([])}>
            {t('directory.leave')}
          </Button>
        )}
        <Link to="/alumnus/audited">{t('directory.see')}</Link>
      </div>
    </section>
  );
}

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

/** The settings page's alumni section: a certified member's directory choices, else the way to apply. */
export function AlumniSettings() {
  const { t } = useTranslation('alumni-cert');
  const current = useQuery({ queryKey: certKeys.current, queryFn: certApi.current });
  if (!current.data) return null;
  if (current.data.certified && current.data.directory) return <DirectorySettings show={current.data.directory} />;
  return (
    <p>
      {current.data.submission ? <StatusTag status={current.data.submission.status} /> : null}{' '}
      <Link to="/alumnus/submit">{t('settings.apply')}</Link>
    </p>
  );
}
