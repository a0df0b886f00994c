import { Link, useParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { Image } from 'antd';
import { CONTENT_ROUTES } from '@acsc/shared';
import { parseId, useAlumniNewsDetail, useAlumniStory } from '../../components/api/content.js';
import { ArticleBody } from '../../components/content/ArticleBody.js';
import { ContentImage } from '../../components/content/ContentImage.js';
import { ErrorRetry } from '../../components/content/ErrorRetry.js';
import { LanguageFallbackNotice, htmlLang } from '../../components/content/LanguageFallbackNotice.js';
import { PrevNext } from '../../components/content/PrevNext.js';
import { ShareButtons } from '../../components/content/ShareButtons.js';
import { DetailSkeleton } from '../../components/content/Skeletons.js';
import { formatDate } from '../../components/content/format.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { SectionFrame } from '../frames.js';
import './alumnus.css';

/** /alumnus/news/:id: an alumni news item with previous/next. */
export function AlumnusNewsDetailPage() {
  const { t } = useTranslation('content');
  const { t: tp } = useTranslation('pages');
  const id = parseId(useParams().id);
  const query = useAlumniNewsDetail(id);
  if (id === undefined)
    return (
      <SectionFrame
        id="alumnusNewsDetail"
        empty={{ title: t('alumni.noId'), action: <Link to="/alumnus/news">{t('alumni.allNews')}</Link> }}
      />
    );
  if (query.isError)
    return (
      <SectionFrame id="alumnusNewsDetail">
        <ErrorRetry error={query.error} onRetry={() => void query.refetch()} />
      </SectionFrame>
    );
  const n = query.data;
  if (!n)
    return (
      <SectionFrame id="alumnusNewsDetail">
        <DetailSkeleton />
      </SectionFrame>
    );
  const crumbs = [
    { label: tp('frames.alumnus.title'), to: '/alumnus' },
    { label: tp('frames.alumnusNews.title'), to: '/alumnus/news' },
  ];
  return (
    <PageFrame title={n.title} crumbs={crumbs}>
      <div className="detail-layout detail-layout--single">
        <article className="detail card" lang={htmlLang(n.servedLanguage)}>
          <p className="detail__meta">
            <time dateTime={n.publishedAt}>{formatDate(n.publishedAt)}</time>
          </p>
          <LanguageFallbackNotice meta={n} />
          {n.cover && (
            <figure className="detail__cover">
              <ContentImage image={n.cover} alt={n.title} sizes="(max-width: 900px) 100vw, 920px" eager />
            </figure>
          )}
          {n.summary && <p className="detail__summary">{n.summary}</p>}
          <ArticleBody html={n.body} />
          <footer className="detail__footer">
            <ShareButtons title={n.title} />
          </footer>
          <PrevNext prev={n.prev} next={n.next} href={CONTENT_ROUTES.alumniNews} />
        </article>
      </div>
    </PageFrame>
  );
}

/** /alumnus/style/:id: an alumni story with its photos (click to enlarge) and the story itself. */
export function AlumnusStyleDetailPage() {
  const { t } = useTranslation('content');
  const { t: tp } = useTranslation('pages');
  const id = parseId(useParams().id);
  const query = useAlumniStory(id);
  if (id === undefined)
    return (
      <SectionFrame
        id="alumnusStyleDetail"
        empty={{ title: t('alumni.noId'), action: <Link to="/alumnus/style">{t('alumni.allStories')}</Link> }}
      />
    );
  if (query.isError)
    return (
      <SectionFrame id="alumnusStyleDetail">
        <ErrorRetry error={query.error} onRetry={() => void query.refetch()} />
      </SectionFrame>
    );
  const s = query.data;
  if (!s)
    return (
      <SectionFrame id="alumnusStyleDetail">
        <DetailSkeleton />
      </SectionFrame>
    );
  const crumbs = [
    { label: tp('frames.alumnus.title'), to: '/alumnus' },
    { label: tp('frames.alumnusStyle.title'), to: '/alumnus/style' },
  ];
  return (
    <PageFrame title={s.title} crumbs={crumbs}>
      <div className="detail-layout detail-layout--single">
        <article className="detail card" lang={htmlLang(s.servedLanguage)}>
          <LanguageFallbackNotice meta={s} />
          <div className="story-hero">
            {s.cover && (
              <figure className="story-hero__media">
                <ContentImage image={s.cover} alt={s.name} sizes="(max-width: 900px) 100vw, 440px" eager />
              </figure>
            )}
            <div className="story-hero__facts">
              <span className="tag">{t(`alumni.style.${s.style}`)}</span>
              <h2 className="story-hero__name">{s.name}</h2>
              {s.school && <p>{s.school}</p>}
              {s.position && <p>{s.position}</p>}
              <p>
                <time dateTime={s.publishedAt}>{formatDate(s.publishedAt)}</time>
              </p>
            </div>
          </div>
          {s.summary && <p className="detail__summary">{s.summary}</p>}
          <ArticleBody html={s.story} />
          {s.photos.length > 0 && (
            <section className="detail-section" aria-labelledby="photos-title">
              <h2 id="photos-title">{t('alumni.photos')}</h2>
              <Image.PreviewGroup>
                <ul className="photos">
                  {s.photos.map((p, i) => (
                    <li key={p.url}>
                      <Image
                        src={p.url}
                        width="100%"
                        alt={p.alt || t('alumni.photoAlt', { name: s.name, n: i + 1 })}
                        preview={{ mask: t('alumni.enlarge') }}
                      />
                    </li>
                  ))}
                </ul>
              </Image.PreviewGroup>
            </section>
          )}
          <footer className="detail__footer">
            <ShareButtons title={s.title} />
          </footer>
        </article>
      </div>
    </PageFrame>
  );
}
