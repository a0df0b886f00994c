import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { SearchOutlined } from '@ant-design/icons';
import { LIMITS } from '@acsc/shared';
import { on } from '../../components/events.js';
import { useArticleSearch } from '../../components/api/content.js';
import { ArticleCard } from '../../components/content/ArticleCard.js';
import { Pager, usePageParam } from '../../components/content/Pager.js';
import { CardListSkeleton } from '../../components/content/Skeletons.js';
import { ErrorRetry } from '../../components/content/ErrorRetry.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { SectionFrame } from '../frames.js';
import './news.css';

/**
 * /news/search?keywords=: the header navigates here, or, when already here, emits 'new-search'
 * (spec section 2); the keywords live in the address so a search can be shared, reloaded and gone back to.
 */
export function NewsSearchPage() {
  const { t } = useTranslation('content');
  const { t: tp } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const keywords = (params.get('keywords') ?? '').trim().slice(0, LIMITS.keywordMax);
  const pageNum = usePageParam();
  const [draft, setDraft] = useState(keywords);
  const search = useArticleSearch(keywords, { pageNum, pageSize: LIMITS.pageSizeDefault });
  const refetch = useRef(search.refetch);
  refetch.current = search.refetch;

  useEffect(() => setDraft(keywords), [keywords]);
  useEffect(
    () =>
      on('new-search', ({ keywords: next }) => {
        const k = next.trim();
        if (!k) return;
        // The same words again: search again (newer articles may have appeared).
        if (k === keywords && pageNum === 1) void refetch.current();
        else setParams({ keywords: k });
      }),
    [keywords, pageNum, setParams],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = draft.trim();
    if (k) setParams({ keywords: k });
  };

  const data = search.data;
  return (
    <SectionFrame id="newsSearch">
      <form className="search-form" role="search" onSubmit={submit}>
        <label htmlFor="news-search-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="news-search-input"
          type="search"
          value={draft}
          maxLength={LIMITS.keywordMax}
          placeholder={t('search.placeholder')}
          onChange={(e) => setDraft(e.target.value)}
          enterKeyHint="search"
        />
        <button type="submit" className="btn btn--primary">
          <SearchOutlined aria-hidden /> {t('search.submit')}
        </button>
      </form>

      {!keywords ? (
        <div className="card">
          <EmptyState compact title={t('search.prompt')} description={t('search.promptHint')} />
        </div>
      ) : search.isError ? (
        <ErrorRetry error={search.error} onRetry={() => void search.refetch()} />
      ) : !data ? (
        <CardListSkeleton count={4} />
      ) : data.total === 0 ? (
        <div className="card">
          <EmptyState compact title={tp('search.empty', { keywords })} description={tp('search.emptyHint')} />
        </div>
      ) : (
        <div className={search.isPlaceholderData ? 'is-refreshing' : undefined} aria-busy={search.isPlaceholderData}>
          <p className="search-summary" role="status">
            {t('search.total', { count: data.total, keywords })}
          </p>
          <ul className="article-list">
            {data.list.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} hit={a} heading="h2" />
              </li>
            ))}
          </ul>
          <Pager total={data.total} pageNum={pageNum} pageSize={data.pageSize} />
        </div>
      )}
    </SectionFrame>
  );
}
