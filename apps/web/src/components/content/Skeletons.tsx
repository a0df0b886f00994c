import './content.css';
import { useTranslation } from '../i18n/index.js';

/** Placeholders in the shape of what is loading, announced once to screen readers. */
export function CardListSkeleton({ count = 4, layout = 'row' }: { count?: number; layout?: 'row' | 'tile' }) {
  const { t } = useTranslation('content');
  return (
    <div className={layout === 'tile' ? 'skeleton-grid' : 'skeleton-list'} aria-busy="true" role="status">
      <span className="visually-hidden">{t('state.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`skeleton-card skeleton-card--${layout}`} aria-hidden="true">
          <div className="skeleton skeleton--media" />
          <div className="skeleton-card__lines">
            <div className="skeleton skeleton--line skeleton--w80" />
            <div className="skeleton skeleton--line skeleton--w60" />
            <div className="skeleton skeleton--line skeleton--w40" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function DetailSkeleton() {
  const { t } = useTranslation('content');
  return (
    <div className="skeleton-detail card" aria-busy="true" role="status">
      <span className="visually-hidden">{t('state.loading')}</span>
      <div className="skeleton skeleton--title" aria-hidden="true" />
      <div className="skeleton skeleton--line skeleton--w40" aria-hidden="true" />
      <div className="skeleton skeleton--hero" aria-hidden="true" />
      {[90, 100, 80, 95, 60].map((w) => (
        <div key={w} className="skeleton skeleton--line" style={{ width: `${w}%` }} aria-hidden="true" />
      ))}
    </div>
  );
}
