import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { XcIcon } from './icons.js';
import { EXCHANGE_TABS, LIMITS, type ExchangeTab } from '@acsc/shared';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { showLogin } from '../../components/layout/login.js';
import { useSession } from '../../components/session/index.js';
import { exchangeApi, exchangeKeys } from './api.js';
import { PostList } from './PostList.js';
import { usePostPages } from './usePostPages.js';
import './exchange.css';

const parseTab = (raw: string | null): ExchangeTab =>
  (EXCHANGE_TABS as readonly string[]).includes(raw ?? '') ? (raw as ExchangeTab) : 'latest';

/** /exchange: the feed (issue 11) with its tabs, search and the "write" button. */
export function FeedPage() {
  const { t } = useTranslation('exchange');
  const { loggedIn, pending } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const keywords = (params.get('keywords') ?? '').trim().slice(0, LIMITS.keywordMax);
  const [draft, setDraft] = useState(keywords);
  useEffect(() => setDraft(keywords), [keywords]);

  const needsLogin = tab === 'following' && !loggedIn && !pending;
  const pages = usePostPages(
    exchangeKeys.feed(tab, keywords),
    (cursor, signal) => exchangeApi.posts({ tab, keywords: keywords || undefined, cursor }, signal),
    tab !== 'following' || loggedIn,
  );

  const go = (next: { tab?: ExchangeTab; keywords?: string }) => {
    const p = new URLSearchParams();
    const nt = next.tab ?? tab;
    const nk = next.keywords ?? keywords;
    if (nt !== 'latest') p.set('tab', nt);
    if (nk) p.set('keywords', nk);
    setParams(p);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ keywords: draft.trim() });
  };

  const empty =
    keywords !== ''
      ? { title: t('feed.emptySearch') }
      : tab === 'following'
        ? { title: t('feed.emptyFollowing'), description: t('feed.emptyFollowingHint') }
        : { title: t('feed.empty'), description: t('feed.emptyHint') };

  return (
    <PageFrame
      title={t('title')}
      actions={
        loggedIn && (
          <Link to="/exchange/user" className="xc-feed__mine">
            <XcIcon name="user" /> {t('user.mine')}
          </Link>
        )
      }
    >
      <div className="xc-feed">
        <form className="xc-search" role="search" onSubmit={submit}>
          <label htmlFor="xc-search-input" className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            id="xc-search-input"
            type="search"
            value={draft}
            maxLength={LIMITS.keywordMax}
            placeholder={t('search.placeholder')}
            onChange={(e) => {
              setDraft(e.target.value);
              if (!e.target.value && keywords) go({ keywords: '' });
            }}
          />
          <button type="submit" aria-label={t('search.submit')}>
            <SearchOutlined aria-hidden />
          </button>
        </form>
        <div className="xc-tabs" role="tablist" aria-label={t('tabs.label')}>
          {EXCHANGE_TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`xc-tab-${k}`}
              aria-selected={tab === k}
              aria-controls="xc-feed-panel"
              className="xc-tabs__tab"
              onClick={() => go({ tab: k })}
            >
              {t(`tabs.${k}`)}
            </button>
          ))}
        </div>
        {keywords && <p className="xc-feed__results">{t('search.results', { keywords })}</p>}
        <div id="xc-feed-panel" role="tabpanel" aria-labelledby={`xc-tab-${tab}`}>
          {needsLogin ? (
            <div className="empty-state" role="status">
              <p className="empty-state__title">{t('feed.loginForFollowing')}</p>
              <Button type="primary" onClick={() => showLogin('/exchange?tab=following')}>
                {t('feed.login')}
              </Button>
            </div>
          ) : (
            <PostList pages={pages} empty={empty} />
          )}
        </div>
      </div>
      {loggedIn ? (
        <Link to="/exchange/edit" className="xc-fab" aria-label={t('write')}>
          <XcIcon name="edit" />
        </Link>
      ) : (
        <button type="button" className="xc-fab" aria-label={t('write')} onClick={() => showLogin('/exchange/edit')}>
          <XcIcon name="edit" />
        </button>
      )}
    </PageFrame>
  );
}
