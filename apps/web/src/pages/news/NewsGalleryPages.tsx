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
 * /news/components/newsText and /newsVideo: the spec lists the news card components as routes; here
 * each shows its card, in both layouts, with the newest real articles of that kind.
 */
function CardGallery({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('content');
  const { items, error, refetch } = useLatestOfKind(kind);
  if (error) return <ErrorRetry error={error} onRetry={refetch} />;
  if (!items) return <CardListSkeleton count={3} layout="tile" />;
  if (items.length === 0) return <EmptyState title={t('gallery.empty')} />;
  return (
    <div className="gallery">
      <p className="gallery__lead">{t(`gallery.${kind}Lead`)}</p>
      <section aria-labelledby={`gallery-${kind}-row`}>
        <h2 id={`gallery-${kind}-row`} className="section-title">
          {t('gallery.row')}
        </h2>
        <ul className="article-list">
          {items.slice(0, 2).map((a) => (
            <li key={a.id}>
              <ArticleCard article={a} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`gallery-${kind}-tile`}>
        <h2 id={`gallery-${kind}-tile`} className="section-title">
          {t('gallery.tile')}
        </h2>
        <ul className="article-grid">
          {items.map((a) => (
            <li key={a.id}>
              <ArticleCard article={a} layout="tile" />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const NewsTextPage = () => (
  <SectionFrame id="newsText">
    <CardGallery kind="text" />
  </SectionFrame>
);
export const NewsVideoPage = () => (
  <SectionFrame id="newsVideo">
    <CardGallery kind="video" />
  </SectionFrame>
);
