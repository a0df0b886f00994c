import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectoryShow, SubmissionStatus } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { toast } from '../../components/api/http.js';
import { certApi, certKeys, SHOW_FIELDS } from './certApi.js';

/** A certified member's directory choices and the status tag: on /alumnus/submit and in the settings (a small chunk). */

const COLORS: Record<SubmissionStatus, string> = { Pending: 'gold', Approved: 'green', Rejected: 'red' };

export function StatusTag({ status }: { status: SubmissionStatus }) {
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
