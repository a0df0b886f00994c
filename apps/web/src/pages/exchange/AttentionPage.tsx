import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { Button, Skeleton } from 'antd';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { parseId } from '../../components/api/content.js';
import { formatDate } from '../../components/content/format.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { showLogin } from '../../components/layout/login.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { MemberCard } from '../../components/member/MemberCard.js';
import { useSession } from '../../components/session/index.js';
import { exchangeApi, exchangeKeys, userHref } from './api.js';
import { PostList } from './PostList.js';
import { usePostPages } from './usePostPages.js';
import './exchange.css';

type Kind = 'following' | 'followers';

/** /exchange/components/attention?kind=&memberId=: whom a member follows and who follows them (issue 11). */
/**
 * The spec guards only exchange/user, message and edit: these pages are open routes that ask a visitor
 * to sign in in place (a page of one's follows and collections means nothing to a visitor).
 */
function SignInFirst({ title, returnTo }: { title: string; returnTo: string }) {
  const { t } = useTranslation('exchange');
  return (
    <PageFrame title={title} crumbs={[{ label: t('title'), to: '/exchange' }]}>
      <div className="empty-state" role="status">
        <p className="empty-state__title">{t('feed.loginForPage')}</p>
        <Button type="primary" onClick={() => showLogin(returnTo)}>
          {t('feed.login')}
        </Button>
      </div>
    </PageFrame>
  );
}

export function AttentionPage() {
  const { t } = useTranslation('exchange');
  const { loggedIn, pending } = useSession();
  if (!loggedIn && !pending)
    return <SignInFirst title={t('attention.title')} returnTo={window.location.pathname + window.location.search} />;
  return <AttentionList />;
}

function AttentionList() {
  const { t } = useTranslation('exchange');
  const { user } = useSession();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('kind') === 'followers' ? 'followers' : 'following';
  const memberId = parseId(params.get('memberId') ?? undefined);
  const key = exchangeKeys.attention(kind, memberId);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => exchangeApi.attention({ kind, memberId, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const list = (query.data?.pages ?? []).flatMap((p) => p.list);
  const toggle = async (id: string, on: boolean) => {
    try {
      await exchangeApi.follow(id, on);
      await qc.invalidateQueries({ queryKey: key });
    } catch {
      // shown by the HTTP client
    }
  };
  const setKind = (k: Kind) => {
    const p = new URLSearchParams(params);
    p.set('kind', k);
    setParams(p, { replace: true });
  };
  return (
    <PageFrame
      title={t('attention.title')}
      crumbs={[
        { label: t('title'), to: '/exchange' },
        { label: t('user.title'), to: userHref(memberId) },
      ]}
    >
      <div className="xc-user">
        <div className="xc-tabs" role="tablist" aria-label={t('attention.title')}>
          {(['following', 'followers'] as const).map((k) => (
            <button
              key={k}
              id={`attention-tab-${k}`}
              type="button"
              role="tab"
              aria-selected={kind === k}
              aria-controls="attention-panel"
              className="xc-tabs__tab"
              onClick={() => setKind(k)}
            >
              {t(`attention.${k}`)}
            </button>
          ))}
        </div>
        {/* The panel holds whatever the tab shows (its list, its empty state); the list keeps its list semantics. */}
        <div id="attention-panel" role="tabpanel" aria-labelledby={`attention-tab-${kind}`}>
          {query.isPending ? (
            <Skeleton avatar active paragraph={{ rows: 3 }} />
          ) : query.isError && !list.length ? (
            <EmptyState
              title={t('user.failed')}
              action={<Button onClick={() => void query.refetch()}>{t('user.retry')}</Button>}
            />
          ) : !list.length ? (
            <EmptyState title={t('attention.empty')} />
          ) : (
            <ul className="xc-people">
              {list.map((item) => (
                <li key={item.member.id}>
                  <Link to={userHref(item.member.id)} className="xc-card__author">
                    <MemberCard member={item.member} link={false} />
                  </Link>
                  <time dateTime={item.since}>{t('attention.since', { date: formatDate(item.since) })}</time>
                  {item.member.id !== user?.userId && (
                    <Button
                      size="small"
                      type={item.following ? 'default' : 'primary'}
                      onClick={() => void toggle(item.member.id, !item.following)}
                    >
                      {item.following ? t('user.unfollow') : t('user.follow')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        {query.hasNextPage && (
          <Button block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('feed.loadMore')}
          </Button>
        )}
      </div>
    </PageFrame>
  );
}

/** /exchange/components/collection: the posts I collected, newest collect first (issue 11). */
export function CollectionPage() {
  const { t } = useTranslation('exchange');
  const { loggedIn, pending } = useSession();
  if (!loggedIn && !pending)
    return <SignInFirst title={t('collection.title')} returnTo="/exchange/components/collection" />;
  return <CollectionList />;
}

function CollectionList() {
  const { t } = useTranslation('exchange');
  const pages = usePostPages(exchangeKeys.collection, (cursor) => exchangeApi.collection(cursor));
  return (
    <PageFrame title={t('collection.title')} crumbs={[{ label: t('title'), to: '/exchange' }]}>
      <div className="xc-feed">
        <PostList pages={pages} empty={{ title: t('user.noCollections'), description: t('user.noCollectionsHint') }} />
      </div>
    </PageFrame>
  );
}
