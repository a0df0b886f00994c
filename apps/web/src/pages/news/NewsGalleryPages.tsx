import { Link } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import type { ArticleKind } from '@acsc/shared';
import { useLatestOfKind } from '../../components/api/content.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { ArticleCard } from '../../components/content/ArticleCard.js';
import { CardListSkeleton } from '../../components/content/Skeletons.js';
import { ErrorRetry } from '../../components/content/ErrorRetry.js';
import { SectionFrame } from '../frames.js';
import './news.css';

/**
 * /news/components/newsText and /newsVideo: the spec names the news cards as routes. A visitor gets a
 * page of them, not a description of the component (issue 27): the latest articles, or the latest
 * videos, from every channel, with a way to all the news.
 */
function LatestOfKind({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('content');
  const { t: tp } = useTranslation('pages');
  const { items, error, refetch } = useLatestOfKind(kind, 12);
  if (error) return <ErrorRetry error={error} onRetry={refetch} />;
  if (!items) return <CardListSkeleton count={3} layout={kind === 'video' ? 'tile' : 'row'} />;
  if (items.length === 0) return <EmptyState title={t('gallery.empty')} />;
  return (
    <div className="gallery">
      <p className="gallery__lead">{t(`gallery.${kind}Lead`)}</p>
      {kind === 'video' ? (
        <ul className="article-grid">
          {items.map((a) => (
            <li key={a.id}>
              <ArticleCard article={a} layout="tile" heading="h2" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="article-list">
          {items.map((a) => (
            <li key={a.id}>
              <ArticleCard article={a} heading="h2" />
            </li>
          ))}
        </ul>
      )}
      <Link to="/news" className="more-link">
        {tp('home.viewAll')}
      </Link>
    </div>
  );
}

export const NewsTextPage = () => (
  <SectionFrame id="newsText">
    <LatestOfKind kind="text" />
  </SectionFrame>
);
export const NewsVideoPage = () => (
  <SectionFrame id="newsVideo">
    <LatestOfKind kind="video" />
  </SectionFrame>
);
