import type { AlumniStyle } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { useAlumniStories } from '../../components/api/content.js';
import { PageView } from '../../components/content/PageView.js';
import { usePageParam } from '../../components/content/Pager.js';
import { CardListSkeleton } from '../../components/content/Skeletons.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { StoryCard } from './StoryCard.js';

/** The alumni stories as a paged grid of cards (the page number from the address), of one style or all. */
export function StoryPages({ style }: { style?: AlumniStyle }) {
  const { t } = useTranslation('content');
  const pageNum = usePageParam();
  const query = useAlumniStories({ pageNum, pageSize: 9, style });
  return (
    <PageView
      query={query}
      pageNum={pageNum}
      skeleton={<CardListSkeleton count={3} layout="tile" />}
      empty={<EmptyState title={t('alumni.noStories')} />}
    >
      {(list) => (
        <ul className="story-grid">
          {list.map((s) => (
            <li key={s.id}>
              <StoryCard story={s} heading="h2" />
            </li>
          ))}
        </ul>
      )}
    </PageView>
  );
}
