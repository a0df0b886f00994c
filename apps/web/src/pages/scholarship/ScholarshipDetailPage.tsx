import { Link, useParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { CONTENT_ROUTES, type Attachment } from '@acsc/shared';
import { parseId, useScholarship, useScholarshipNotice } from '../../components/api/content.js';
import { ArticleBody } from '../../components/content/ArticleBody.js';
import { ContentImage } from '../../components/content/ContentImage.js';
import { FileIcon, fileKindOf } from '../../components/content/FileIcon.js';
import { ErrorRetry } from '../../components/content/ErrorRetry.js';
import { LanguageFallbackNotice, htmlLang } from '../../components/content/LanguageFallbackNotice.js';
import { StatusTag } from '../../components/content/ScholarshipCard.js';
import { ShareButtons } from '../../components/content/ShareButtons.js';
import { DetailSkeleton } from '../../components/content/Skeletons.js';
import { formatBytes, formatDate } from '../../components/content/format.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { SectionFrame } from '../frames.js';

/** The files of a scholarship or notice: each a download (the server sends it under its original file name). */
function Attachments({ items }: { items: Attachment[] }) {
  const { t } = useTranslation('content');
  if (items.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby="attachments-title">
      <h2 id="attachments-title">{t('scholarship.attachments')}</h2>
      <ul className="attachments">
        {items.map((a) => (
          <li key={a.url}>
            <a href={a.url} download>
              <FileIcon url={a.url} className="attachments__icon" />
              <span className="attachments__name">{a.name}</span>
              <span className="attachments__size">
                {t(`scholarship.fileTypes.${fileKindOf(a.url)}`)} · {formatBytes(a.size)}
              </span>
              <DownloadOutlined aria-hidden />
              <span className="visually-hidden">{t('scholarship.download')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /scholarship/detail/:id: who offers it, for whom, what it gives, how to apply, its files and notices. */
export function ScholarshipDetailPage() {
  const { t } = useTranslation('content');
  const { t: tp } = useTranslation('pages');
  const id = parseId(useParams().id);
  const query = useScholarship(id);
  if (id === undefined)
    return (
      <SectionFrame
        id="scholarshipDetail"
        empty={{ title: t('scholarship.noId'), action: <Link to="/scholarship">{t('scholarship.backToList')}</Link> }}
      />
    );
  if (query.isError)
    return (
      <SectionFrame id="scholarshipDetail">
        <ErrorRetry error={query.error} onRetry={() => void query.refetch()} />
      </SectionFrame>
    );
  const s = query.data;
  if (!s)
    return (
      <SectionFrame id="scholarshipDetail">
        <DetailSkeleton />
      </SectionFrame>
    );
  return (
    <PageFrame title={s.title} crumbs={[{ label: tp('frames.scholarship.title'), to: '/scholarship' }]}>
      <div className="detail-layout">
        <article className="detail card" lang={htmlLang(s.servedLanguage)}>
          <p className="detail__meta">
            <StatusTag status={s.status} />
            <span className="tag">{t(`scholarship.level.${s.level}`)}</span>
            <span>{t('scholarship.published', { date: formatDate(s.publishedAt) })}</span>
          </p>
          <LanguageFallbackNotice meta={s} />
          <dl className="facts">
            <div>
              <dt>{t('scholarship.provider')}</dt>
              <dd>{s.provider}</dd>
            </div>
            <div>
              <dt>{t('scholarship.levelLabel')}</dt>
              <dd>{t(`scholarship.level.${s.level}`)}</dd>
            </div>
            <div>
              <dt>{t('scholarship.amount')}</dt>
              <dd>{s.amount}</dd>
            </div>
            <div>
              <dt>{t('scholarship.deadline')}</dt>
              <dd>
                <time dateTime={s.deadline}>{formatDate(s.deadline)}</time>
              </dd>
            </div>
          </dl>
          {s.cover && (
            <figure className="detail__cover">
              <ContentImage image={s.cover} alt={s.title} sizes="(max-width: 900px) 100vw, 820px" eager />
            </figure>
          )}
          {s.summary && <p className="detail__summary">{s.summary}</p>}
          <section className="detail-section" aria-labelledby="eligibility-title">
            <h2 id="eligibility-title">{t('scholarship.eligibility')}</h2>
            <ArticleBody html={s.eligibility} />
          </section>
          <section className="detail-section" aria-labelledby="benefits-title">
            <h2 id="benefits-title">{t('scholarship.benefits')}</h2>
            <ArticleBody html={s.benefits} />
          </section>
          <section className="detail-section" aria-labelledby="apply-title">
            <h2 id="apply-title">{t('scholarship.howToApply')}</h2>
            <ArticleBody html={s.howToApply} />
          </section>
          <Attachments items={s.attachments} />
          <footer className="detail__footer">
            <ShareButtons title={s.title} />
          </footer>
        </article>
        <aside className="detail-aside card" aria-labelledby="notices-title">
          <h2 id="notices-title" className="detail-aside__title">
            {t('scholarship.notices')}
          </h2>
          {s.notices.length === 0 ? (
            <p className="muted">{t('scholarship.noNotices')}</p>
          ) : (
            <ul className="notice-list">
              {s.notices.map((n) => (
                <li key={n.id}>
                  <Link to={CONTENT_ROUTES.scholarshipNotice(n.id)}>
                    <span className="notice-list__title">
                      <FileTextOutlined aria-hidden /> {n.title}
                    </span>
                    <time dateTime={n.publishedAt}>{formatDate(n.publishedAt)}</time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </PageFrame>
  );
}

/** /scholarship/notice/:id: one notice of a scholarship, with its files and a way back to the scholarship. */
export function ScholarshipNoticePage() {
  const { t } = useTranslation('content');
  const { t: tp } = useTranslation('pages');
  const id = parseId(useParams().id);
  const query = useScholarshipNotice(id);
  if (id === undefined)
    return (
      <SectionFrame
        id="scholarshipNotice"
        empty={{ title: t('scholarship.noId'), action: <Link to="/scholarship">{t('scholarship.backToList')}</Link> }}
      />
    );
  if (query.isError)
    return (
      <SectionFrame id="scholarshipNotice">
        <ErrorRetry error={query.error} onRetry={() => void query.refetch()} />
      </SectionFrame>
    );
  const n = query.data;
  if (!n)
    return (
      <SectionFrame id="scholarshipNotice">
        <DetailSkeleton />
      </SectionFrame>
    );
  const crumbs = [
    { label: tp('frames.scholarship.title'), to: '/scholarship' },
    { label: n.scholarshipTitle, to: CONTENT_ROUTES.scholarshipDetail(n.scholarshipId) },
  ];
  return (
    <PageFrame title={n.title} crumbs={crumbs}>
      <div className="detail-layout detail-layout--single">
        <article className="detail card" lang={htmlLang(n.servedLanguage)}>
          <p className="detail__meta">
            <span className="tag">{t('scholarship.notice')}</span>
            <time dateTime={n.publishedAt}>{formatDate(n.publishedAt)}</time>
            <Link to={CONTENT_ROUTES.scholarshipDetail(n.scholarshipId)}>
              {t('scholarship.about', { title: n.scholarshipTitle })}
            </Link>
          </p>
          <LanguageFallbackNotice meta={n} />
          <ArticleBody html={n.body} />
          <Attachments items={n.attachments} />
          <footer className="detail__footer">
            <ShareButtons title={n.title} />
            <Link to={CONTENT_ROUTES.scholarshipDetail(n.scholarshipId)} className="btn btn--plain">
              {t('scholarship.viewScholarship')}
            </Link>
          </footer>
        </article>
      </div>
    </PageFrame>
  );
}
