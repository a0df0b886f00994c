import { Link } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { useScholarships } from '../../components/api/content.js';
import { ScholarshipCard } from '../../components/content/ScholarshipCard.js';
import { CardListSkeleton } from '../../components/content/Skeletons.js';
import { ErrorRetry } from '../../components/content/ErrorRetry.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { SectionFrame } from '../frames.js';

/**
 * /scholarship/components/card and /list: the spec's component routes. A visitor gets the newest
 * scholarships as cards (or as a list with their summaries), with a way to all of them, not a
 * description of the component (issue 27).
 */
function Gallery({ layout }: { layout: 'tile' | 'row' }) {
  const { t } = useTranslation('content');
  const list = useScholarships({ pageNum: 1, pageSize: 6 });
  if (list.isError) return <ErrorRetry error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <CardListSkeleton count={3} layout={layout} />;
  if (list.data.list.length === 0) return <EmptyState title={t('scholarship.none')} />;
  return (
    <>
      <p className="gallery__lead">
        {t(layout === 'tile' ? 'gallery.scholarshipCardLead' : 'gallery.scholarshipListLead')}
      </p>
      <ul className={layout === 'tile' ? 'scholarship-grid' : 'article-list'}>
        {list.data.list.map((s) => (
          <li key={s.id}>
            <ScholarshipCard item={s} heading="h2" layout={layout} />
          </li>
        ))}
      </ul>
      <Link to="/scholarship" className="more-link">
        {t('home.allScholarships')}
      </Link>
    </>
  );
}

export const ScholarshipCardPage = () => (
  <SectionFrame id="scholarshipCard">
    <Gallery layout="tile" />
  </SectionFrame>
);
export const ScholarshipListComponentPage = () => (
  <SectionFrame id="scholarshipList">
    <Gallery layout="row" />
  </SectionFrame>
);
