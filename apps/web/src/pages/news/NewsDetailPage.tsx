import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { EyeOutlined, UserOutlined } from '@ant-design/icons';
import { CONTENT_ROUTES } from '@acsc/shared';
import { countArticleView, parseId, useArticle } from '../../components/api/content.js';
import { ArticleBody } from '../../components/content/ArticleBody.js';
import { ArticleCard } from '../../components/content/ArticleCard.js';
import { ContentImage } from '../../components/content/ContentImage.js';
import { ErrorRetry } from '../../components/content/ErrorRetry.js';
import { LanguageFallbackNotice, htmlLang } from '../../components/content/LanguageFallbackNotice.js';
import { PrevNext } from '../../components/content/PrevNext.js';
import { ShareButtons } from '../../components/content/ShareButtons.js';
import { DetailSkeleton } from '../../components/content/Skeletons.js';
import { VideoPlayer } from '../../components/content/VideoPlayer.js';
import { formatDateTime } from '../../components/content/format.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { useIdle } from '../../components/layout/useIdle.js';
import { SectionFrame } from '../frames.js';
import './news.css';

/** /news/detail/:id: the article, its video, previous/next, related articles; the visit is counted once a day. */
export function NewsDetailPage() {
  const { t } = useTranslation('content');
  const { t: tp } = useTranslation('pages');
  const id = parseId(useParams().id);
  const article = useArticle(id);
  const [counted, setCounted] = useState<{ id: number; views: number } | null>(null);
  // Related articles (and their cover images) come after the article's own first paint.
  const idle = useIdle();

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    countArticleView(id).then(
      (r) => live && setCounted({ id, views: r.views }),
      () => {}, // the article reads fine without the fresh count
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (id === undefined)
    return (
      <SectionFrame
        id="newsDetail"
        empty={{ title: t('news.noId'), action: <Link to="/news">{t('news.backToList')}</Link> }}
      />
    );
  if (article.isError) {
    return (
      <SectionFrame id="newsDetail">
        <ErrorRetry error={article.error} onRetry={() => void article.refetch()} />
      </SectionFrame>
    );
  }
  const a = article.data;
  if (!a) {
    return (
      <SectionFrame id="newsDetail">
        <DetailSkeleton />
      </SectionFrame>
    );
  }

  const views = counted?.id === a.id ? counted.views : a.views;
  const crumbs = [
    { label: tp('frames.news.title'), to: '/news' },
    { label: a.channelName, to: `/news?channel=${a.channelId}` },
  ];
  return (
    <PageFrame title={a.title} crumbs={crumbs}>
      <div className="detail-layout">
        <article className="detail card" lang={htmlLang(a.servedLanguage)}>
          <p className="detail__meta">
            <Link to={`/news?channel=${a.channelId}`} className="tag">
              {a.channelName}
            </Link>
            <time dateTime={a.publishedAt}>{formatDateTime(a.publishedAt)}</time>
            {a.author && (
              <span>
                <UserOutlined aria-hidden /> {a.author}
              </span>
            )}
            <span>
              <EyeOutlined aria-hidden /> {t('card.views', { count: views })}
            </span>
          </p>
          <LanguageFallbackNotice meta={a} />
          {a.kind === 'video' && a.video ? (
            <VideoPlayer video={a.video} title={a.title} width={a.cover?.width} height={a.cover?.height} />
          ) : (
            a.cover && (
              <figure className="detail__cover">
                <ContentImage image={a.cover} alt={a.title} sizes="(max-width: 900px) 100vw, 820px" eager />
              </figure>
            )
          )}
          {a.summary && <p className="detail__summary">{a.summary}</p>}
          <ArticleBody html={a.body} />
          <footer className="detail__footer">
            <ShareButtons title={a.title} />
          </footer>
          <PrevNext prev={a.prev} next={a.next} href={CONTENT_ROUTES.newsDetail} />
        </article>
        <aside className="detail-aside" aria-labelledby="related-title">
          <h2 id="related-title" className="detail-aside__title">
            {t('news.related')}
          </h2>
          {!idle ? null : a.related.length === 0 ? (
            <EmptyState compact title={t('news.noRelated')} />
          ) : (
            <ul className="article-list article-list--compact">
              {a.related.map((r) => (
                <li key={r.id}>
                  <ArticleCard article={r} layout="tile" />
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </PageFrame>
  );
}
