import { Link } from 'react-router';
import { Tag } from 'antd';
import type { ApplicationStatus, JobListItem } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { formatDate } from '../../components/content/numericDates.js';

/** Pieces the work pages share: the salary line, the tags of a job, a job card. */

export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  Submitted: 'blue',
  Viewed: 'cyan',
  Interview: 'gold',
  Offer: 'green',
  Rejected: 'red',
  Withdrawn: 'default',
};

export function Salary({ j }: { j: Pick<JobListItem, 'salaryMin' | 'salaryMax' | 'currency' | 'negotiable'> }) {
  const { t } = useTranslation('work');
  if (j.negotiable) return <>{t('salary.negotiable')}</>;
  const range = [j.salaryMin, j.salaryMax].filter((v) => v !== null).join('–');
  return <>{t('salary.range', { range, currency: j.currency })}</>;
}

export function JobTags({ j }: { j: JobListItem }) {
  const { t } = useTranslation('work');
  return (
    <p className="work-card__tags">
      <Tag>{t(`type.${j.type}`)}</Tag>
      <Tag>{t(`industry.${j.industry}`)}</Tag>
      {j.languages.map((l) => (
        <Tag key={l.language} color="geekblue">
          {t(`lang.${l.language}`)}
          {l.hsk ? ` HSK${l.hsk}` : ''}
        </Tag>
      ))}
      {j.closingSoon && <Tag color="volcano">{t('closingSoon')}</Tag>}
      {!j.open && <Tag>{t('closed')}</Tag>}
    </p>
  );
}

export function JobCard({ j }: { j: JobListItem }) {
  const { t } = useTranslation('work');
  return (
    <li className="work-card card">
      <h2 className="work-card__title">
        <Link to={`/work/detail/${j.id}`}>{j.title}</Link>
      </h2>
      <p className="work-card__meta">
        <Link to={`/work/company/${j.company.id}`}>{j.company.name}</Link>
        {j.city && ` · ${j.city}`}
      </p>
      <p className="work-card__salary">
        <Salary j={j} />
      </p>
      <JobTags j={j} />
      <p className="work-card__meta">{t('deadline', { date: formatDate(j.deadline) })}</p>
    </li>
  );
}
