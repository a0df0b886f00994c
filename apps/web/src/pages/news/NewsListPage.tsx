import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { LIMITS } from '@acsc/shared';
import { useChannelArticles, useNewsChannels } from '../../components/api/content.js';
import { ArticleCard } from '../../components/content/ArticleCard.js';
import { Pager, usePageParam } from '../../components/content/Pager.js';
import { CardListSkeleton } from '../../components/content/Skeletons.js';
import { ErrorRetry } from '../../components/content/ErrorRetry.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { SectionFrame } from '../frames.js';
import { NewsAside } from './NewsAside.js';
import './news.css';

/** /news: channel tabs (?channel=id) over a paged list (?page=n) of text and video articles, newest first. */
export function NewsListPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const channels = useNewsChannels();
  const pageNum = usePageParam();
  const requested = Number(params.get('channel'));
  const list = channels.data ?? [];
  const active = list.find((c) => c.id === requested) ?? list[0];
  const articles = useChannelArticles(active?.id, { pageNum, pageSize: LIMITS.pageSizeDefault });

  if (channels.isError) {
    return (
      <SectionFrame id="news">
        <ErrorRetry error={channels.error} onRetry={() => void channels.refetch()} />
      </SectionFrame>
    );
  }
  if (channels.isSuccess && list.length === 0) return <SectionFrame id="news" />;

  return (
    <SectionFrame id="news">
      <nav className="channel-tabs" aria-label={t('news.channels')}>
        {channels.isPending && <span className="skeleton channel-tabs__skeleton" aria-hidden="true" />}
        {list.map((c) => (
          <Link
            key={c.id}
            to={`?channel=${c.id}`}
            className="channel-tabs__tab"
            aria-current={c.id === active?.id ? 'page' : undefined}
          >
            {c.name}
          </Link>
        ))}
      </nav>
      {active?.description && <p className="channel-lead">{active.description}</p>}
      <div className="news-layout">
        <div>
          {articles.isError ? (
            <ErrorRetry error={articles.error} onRetry={() => void articles.refetch()} />
          ) : !articles.data ? (
            <CardListSkeleton count={5} />
          ) : articles.data.list.length === 0 ? (
            <div className="card">
              <EmptyState
                compact
                title={t('news.channelEmpty')}
                description={pageNum > 1 ? t('news.pageEmpty') : undefined}
              />
            </div>
          ) : (
            <div
              className={articles.isPlaceholderData ? 'is-refreshing' : undefined}
              aria-busy={articles.isPlaceholderData}
            >
              <ul className="article-list">
                {articles.data.list.map((a, i) => (
                  <li key={a.id}>
                    <ArticleCard article={a} heading="h2" eager={i < 2} />
                  </li>
                ))}
              </ul>
              <Pager total={articles.data.total} pageNum={pageNum} pageSize={articles.data.pageSize} />
            </div>
          )}
        </div>
        <NewsAside channels={list} activeId={active?.id} />
      </div>
    </SectionFrame>
  );
}
