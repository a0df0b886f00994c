import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { App, Button, Form, Input, Pagination, Segmented, Skeleton, Tag, Upload } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  JOB_TYPES,
  WORK_INDUSTRIES,
  WORK_LANGUAGES,
  WORK_LIMITS,
  type JobDetail,
  type PrivateFileItem,
} from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { parseId } from '../../components/api/content.js';
import { ArticleBody } from '../../components/content/ArticleBody.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { openLogin } from '../../components/auth/index.js';
import { useSession } from '../../components/session/index.js';
import { formatDate } from '../../components/content/numericDates.js';
import { useFrameTitle } from '../frames.js';
import { workApi, workKeys, type JobFilters } from './api.js';
import { JobCard, JobTags, Salary, STATUS_COLORS } from './parts.js';
import './work.css';

/** /work: open jobs with filters (city, type, industry, language, salary), keywords, newest or closing soon. */
export function WorkPage() {
  const { t } = useTranslation('work');
  const title = useFrameTitle('work');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<JobFilters>({ sort: 'newest' });
  const query = useQuery({ queryKey: workKeys.list(page, filters), queryFn: () => workApi.jobs(page, filters) });
  const data = query.data;
  const set = (f: Partial<JobFilters>) => {
    setFilters((old) => ({ ...old, ...f }));
    setPage(1);
  };
  const select = (name: keyof JobFilters, values: readonly string[], prefix: string) => (
    <select
      className="work-filters__control"
      aria-label={t(`filters.${name}`)}
      value={(filters[name] as string | undefined) ?? ''}
      onChange={(e) => set({ [name]: e.target.value || undefined })}
    >
      <option value="">{t(`filters.any.${name}`)}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {t(`${prefix}.${v}`)}
        </option>
      ))}
    </select>
  );
  return (
    <PageFrame
      title={title}
      links={[{ label: t('record.title'), to: '/work/record' }]}
      actions={
        <Segmented
          value={filters.sort}
          onChange={(v) => set({ sort: v as JobFilters['sort'] })}
          options={[
            { value: 'newest', label: t('sort.newest') },
            { value: 'closing', label: t('sort.closing') },
          ]}
        />
      }
    >
      <form
        className="work-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const text = (k: string) => String(f.get(k) ?? '').trim() || undefined;
          const salary = Number(f.get('salary'));
          set({ keywords: text('keywords'), city: text('city'), salary: salary > 0 ? salary : undefined });
        }}
      >
        <input
          className="work-filters__control"
          type="search"
          name="keywords"
          aria-label={t('filters.keywords')}
          placeholder={t('filters.keywords')}
          maxLength={50}
        />
        <input
          className="work-filters__control"
          type="search"
          name="city"
          aria-label={t('filters.city')}
          placeholder={t('filters.city')}
          maxLength={200}
        />
        {select('type', JOB_TYPES, 'type')}
        {select('industry', WORK_INDUSTRIES, 'industry')}
        {select('language', WORK_LANGUAGES, 'lang')}
        <input
          className="work-filters__control"
          type="number"
          name="salary"
          min={0}
          aria-label={t('filters.salary')}
          placeholder={t('filters.salary')}
        />
        <Button htmlType="submit" type="primary">
          {t('filters.search')}
        </Button>
      </form>
      {!data ? (
        <Skeleton active />
      ) : data.list.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <ul className="work-list">
            {data.list.map((j) => (
              <JobCard key={j.id} j={j} />
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

/** Apply: an optional cover letter and an optional PDF; my CV goes with it as it is now. */
function ApplyForm({ j }: { j: JobDetail }) {
  const { t } = useTranslation('work');
  const { message } = App.useApp();
  const { loggedIn, pending } = useSession();
  const client = useQueryClient();
  const [file, setFile] = useState<PrivateFileItem | null>(null);
  const [uploading, setUploading] = useState(false);
  const apply = useMutation({
    mutationFn: (coverLetter: string) =>
      workApi.apply({ jobId: j.id, coverLetter: coverLetter ?? '', attachmentId: file?.id ?? null }),
    onSuccess: () => {
      void message.success(t('apply.done'));
      void client.invalidateQueries({ queryKey: ['work'] });
    },
  });
  if (!j.open) return <p className="work-closed">{t('apply.closed')}</p>;
  if (!loggedIn)
    return (
      <Button type="primary" size="large" onClick={() => openLogin()} loading={pending} data-visitor-only="">
        {t('apply.login')}
      </Button>
    );
  return (
    <Form
      layout="vertical"
      className="work-form card"
      onFinish={(v: { coverLetter?: string }) => apply.mutate(v.coverLetter ?? '')}
    >
      <h2>{t('apply.title')}</h2>
      <p>{t('apply.cvNote')}</p>
      <Form.Item name="coverLetter" label={t('apply.coverLetter')}>
        <Input.TextArea maxLength={WORK_LIMITS.coverLetterMax} showCount autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <Form.Item label={t('apply.attachment')} extra={t('apply.attachmentHint')}>
        <Upload
          accept="application/pdf"
          maxCount={1}
          showUploadList={false}
          customRequest={({ file: f }) => {
            setUploading(true);
            workApi
              .uploadPdf(f as File)
              .then(setFile)
              .finally(() => setUploading(false));
          }}
        >
          <Button loading={uploading}>{file ? file.originalName : t('apply.choose')}</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={apply.isPending} disabled={uploading}>
        {t('apply.submit')}
      </Button>
    </Form>
  );
}

/** /work/detail/:id: the job, its company, similar jobs, and Apply (or my application's status). */
export function WorkDetailPage() {
  const { t } = useTranslation('work');
  const list = useFrameTitle('work');
  const id = parseId(useParams().id);
  const { loggedIn } = useSession();
  const query = useQuery({
    queryKey: [...workKeys.job(id ?? 0), loggedIn],
    queryFn: () => workApi.job(id!),
    enabled: id !== undefined,
    retry: false,
  });
  const crumbs = [{ label: list, to: '/work' }];
  if (id === undefined || query.isError)
    return (
      <PageFrame title={list} crumbs={crumbs}>
        <EmptyState title={t('notFound')} action={<Link to="/work">{t('back')}</Link>} />
      </PageFrame>
    );
  const j = query.data;
  if (!j)
    return (
      <PageFrame title={list} crumbs={crumbs}>
        <Skeleton active />
      </PageFrame>
    );
  const c = j.companyCard;
  return (
    <PageFrame title={j.title} crumbs={crumbs}>
      <div className="work-detail">
        <article className="detail card">
          <JobTags j={j} />
          <dl className="facts">
            <div>
              <dt>{t('detail.company')}</dt>
              <dd>
                <Link to={`/work/company/${c.id}`}>{c.name}</Link>
              </dd>
            </div>
            <div>
              <dt>{t('detail.city')}</dt>
              <dd>{j.city}</dd>
            </div>
            <div>
              <dt>{t('detail.salary')}</dt>
              <dd>
                <Salary j={j} />
              </dd>
            </div>
            <div>
              <dt>{t('detail.openings')}</dt>
              <dd>{j.openings}</dd>
            </div>
            <div>
              <dt>{t('detail.deadline')}</dt>
              <dd>{formatDate(j.deadline)}</dd>
            </div>
          </dl>
          {j.description && (
            <>
              <h2>{t('detail.description')}</h2>
              <ArticleBody html={j.description} />
            </>
          )}
          {j.requirements && (
            <>
              <h2>{t('detail.requirements')}</h2>
              <ArticleBody html={j.requirements} />
            </>
          )}
        </article>
        {j.mine ? (
          <section className="work-mine card">
            <h2>
              {t('detail.mine')} <Tag color={STATUS_COLORS[j.mine.status]}>{t(`status.${j.mine.status}`)}</Tag>
            </h2>
            <Link to="/work/record">{t('record.title')}</Link>
          </section>
        ) : (
          <ApplyForm j={j} />
        )}
        {j.similar.length > 0 && (
          <section aria-labelledby="similar">
            <h2 id="similar">{t('detail.similar')}</h2>
            <ul className="work-list">
              {j.similar.map((s) => (
                <JobCard key={s.id} j={s} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </PageFrame>
  );
}

/** /work/company/:id: the company's introduction, industry, size, locations, website and open jobs. */
export function WorkCompanyPage() {
  const { t } = useTranslation('work');
  const list = useFrameTitle('work');
  const id = parseId(useParams().id);
  const query = useQuery({
    queryKey: workKeys.company(id ?? 0),
    queryFn: () => workApi.company(id!),
    enabled: id !== undefined,
    retry: false,
  });
  const crumbs = [{ label: list, to: '/work' }];
  if (id === undefined || query.isError)
    return (
      <PageFrame title={list} crumbs={crumbs}>
        <EmptyState title={t('notFound')} action={<Link to="/work">{t('back')}</Link>} />
      </PageFrame>
    );
  const c = query.data;
  if (!c)
    return (
      <PageFrame title={list} crumbs={crumbs}>
        <Skeleton active />
      </PageFrame>
    );
  return (
    <PageFrame title={c.name} crumbs={crumbs}>
      <article className="detail card">
        <dl className="facts">
          <div>
            <dt>{t('company.industry')}</dt>
            <dd>{t(`industry.${c.industry}`)}</dd>
          </div>
          <div>
            <dt>{t('company.size')}</dt>
            <dd>{t(`size.${c.size}`)}</dd>
          </div>
          {c.locations && (
            <div>
              <dt>{t('company.locations')}</dt>
              <dd>{c.locations}</dd>
            </div>
          )}
          {c.website && (
            <div>
              <dt>{t('company.website')}</dt>
              <dd>
                <a href={c.website} target="_blank" rel="noopener noreferrer">
                  {c.website}
                </a>
              </dd>
            </div>
          )}
        </dl>
        {c.intro && <ArticleBody html={c.intro} />}
      </article>
      <h2>{t('company.jobs', { count: c.jobs.length })}</h2>
      {c.jobs.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ul className="work-list">
          {c.jobs.map((j) => (
            <JobCard key={j.id} j={j} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
