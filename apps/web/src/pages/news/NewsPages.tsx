import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { on } from '../../components/events.js';
import { SectionFrame } from '../frames.js';

export const NewsPage = () => <SectionFrame id="news" />;
export const NewsDetailPage = () => <SectionFrame id="newsDetail" />;
export const NewsTextPage = () => <SectionFrame id="newsText" />;
export const NewsVideoPage = () => <SectionFrame id="newsVideo" />;

/**
 * /news/search?keywords=: the header navigates here, or, when already here, emits 'new-search'
 * (spec section 2); the page keeps the address in step so the result can be shared or reloaded.
 */
export function NewsSearchPage() {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const [keywords, setKeywords] = useState(() => (params.get('keywords') ?? '').trim());

  useEffect(() => setKeywords((params.get('keywords') ?? '').trim()), [params]);
  useEffect(
    () =>
      on('new-search', ({ keywords: next }) => {
        setKeywords(next);
        setParams({ keywords: next }, { replace: true });
      }),
    [setParams],
  );

  return (
    <SectionFrame
      id="newsSearch"
      empty={keywords ? { title: t('search.empty', { keywords }), description: t('search.emptyHint') } : undefined}
    />
  );
}
