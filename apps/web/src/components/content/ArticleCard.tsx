import './content.css';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { EyeOutlined, PlayCircleFilled } from '@ant-design/icons';
import { CONTENT_ROUTES, type ArticleListItem, type ArticleSearchItem } from '@acsc/shared';
import { ContentImage } from './ContentImage.js';
import { Highlighted } from './Highlighted.js';
import { formatDate, formatDuration } from './format.js';
import { LanguageMark, htmlLang } from './LanguageFallbackNotice.js';

type Heading = 'h2' | 'h3';

/**
 * A news article in a list. `row` puts the picture beside the text (lists), `tile` above it (grids).
 * Video articles show their poster with a play mark and the clip's length. Search hits pass `hit` to
 * show the server's highlighted title and summary.
 */
export function ArticleCard({
  article,
  hit,
  layout = 'row',
  heading: H = 'h3',
  to,
  eager = false,
}: {
  article: ArticleListItem;
  hit?: Pick<ArticleSearchItem, 'titleHighlighted' | 'summaryHighlighted'>;
  layout?: 'row' | 'tile';
  heading?: Heading;
  /** Where the card leads; the news article by default. */
  to?: string;
  eager?: boolean;
}) {
  const { t } = useTranslation('content');
  const video = article.kind === 'video' ? article.video : null;
  const picture = article.cover ?? (video ? { url: video.poster, width: 640, height: 360 } : null);
  return (
    <article className={`article-card article-card--${layout} article-card--${article.kind}`}>
      <Link to={to ?? CONTENT_ROUTES.newsDetail(article.id)} className="article-card__link">
        <div className="article-card__media">
          {picture ? (
            <ContentImage
              image={picture}
              alt={article.title}
              sizes={layout === 'row' ? '(max-width: 640px) 40vw, 280px' : '(max-width: 640px) 100vw, 400px'}
              eager={eager}
            />
          ) : (
            <div className="article-card__placeholder" aria-hidden="true" />
          )}
          {video && (
            <span className="article-card__play">
              <PlayCircleFilled aria-hidden />
              <span className="visually-hidden">{t('card.video')}</span>
              <span className="article-card__duration">{formatDuration(video.durationSeconds)}</span>
            </span>
          )}
        </div>
        <div className="article-card__body">
          <H className="article-card__title" lang={htmlLang(article.servedLanguage)}>
            {hit ? <Highlighted html={hit.titleHighlighted} /> : article.title}
          </H>
          {article.summary && (
            <p className="article-card__summary" lang={htmlLang(article.servedLanguage)}>
              {hit ? <Highlighted html={hit.summaryHighlighted} /> : article.summary}
            </p>
          )}
          <p className="article-card__meta">
            <LanguageMark served={article.servedLanguage} />
            {article.kind === 'video' && <span className="tag tag--video">{t('card.video')}</span>}
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            <span className="article-card__views">
              <EyeOutlined aria-hidden /> {t('card.views', { count: article.views })}
            </span>
          </p>
        </div>
      </Link>
    </article>
  );
}
