import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { Button, Dropdown, Modal, Skeleton, Tag } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { XcIcon } from './icons.js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeUserPage } from '@acsc/shared';
import { ApiError } from '../../components/api/http.js';
import { parseId } from '../../components/api/content.js';
import { formatDate } from '../../components/content/format.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { MemberCard } from '../../components/member/MemberCard.js';
import { exchangeApi, exchangeKeys } from './api.js';
import { PostList } from './PostList.js';
import { usePostPages } from './usePostPages.js';
import './exchange.css';

/** Follow, message, block: what a member can do on another member's page. */
function Relation({ page }: { page: ExchangeUserPage }) {
  const { t } = useTranslation('exchange');
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const id = parseId(page.member.id);
  const apply = (r: { following: boolean; blocked: boolean; followers: number }) =>
    qc.setQueryData<ExchangeUserPage>(exchangeKeys.user(id), (p) =>
      p ? { ...p, following: r.following, blocked: r.blocked, counts: { ...p.counts, followers: r.followers } } : p,
    );
  const run = async (call: () => Promise<{ following: boolean; blocked: boolean; followers: number }>) => {
    setBusy(true);
    try {
      apply(await call());
      void qc.invalidateQueries({ queryKey: exchangeKeys.feed('following', '') });
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="xc-user__actions">
      {!page.blocked && (
        <Button
          type={page.following ? 'default' : 'primary'}
          loading={busy}
          aria-pressed={page.following}
          onClick={() => void run(() => exchangeApi.follow(page.member.id, !page.following))}
        >
          {page.following ? t('user.unfollow') : t('user.follow')}
        </Button>
      )}
      <Link className="xc-linkbtn" to={`/exchange/message?to=${page.member.id}`}>
        <XcIcon name="mail" /> {t('user.message')}
      </Link>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            page.blocked
              ? {
                  key: 'unblock',
                  label: t('user.unblock'),
                  onClick: () => void run(() => exchangeApi.block(page.member.id, false)),
                }
              : { key: 'block', label: t('user.block'), danger: true, onClick: () => setConfirmBlock(true) },
          ],
        }}
      >
        <Button aria-label={t('user.more')} icon={<MoreOutlined aria-hidden />} />
      </Dropdown>
      <Modal
        open={confirmBlock}
        title={t('user.blockConfirm', { name: page.member.nickname })}
        okText={t('user.block')}
        cancelText={t('tool.cancel')}
        okButtonProps={{ danger: true, loading: busy }}
        onCancel={() => setConfirmBlock(false)}
        onOk={() => void run(() => exchangeApi.block(page.member.id, true)).then(() => setConfirmBlock(false))}
      >
        {t('user.blockHint')}
      </Modal>
    </div>
  );
}

function UserPosts({ id, tab }: { id: number | undefined; tab: 'posts' | 'collections' }) {
  const { t } = useTranslation('exchange');
  const posts = usePostPages(tab === 'posts' ? exchangeKeys.byAuthor(id) : exchangeKeys.collection, (cursor, signal) =>
    tab === 'posts' ? exchangeApi.posts({ authorId: id, cursor }, signal) : exchangeApi.collection(cursor),
  );
  return (
    <PostList
      pages={posts}
      empty={
        tab === 'posts'
          ? { title: t('user.noPosts') }
          : { title: t('user.noCollections'), description: t('user.noCollectionsHint') }
      }
    />
  );
}

/** /exchange/user/:id? (login): a member's exchange page, or mine without an id (issue 11). */
export function UserPage() {
  const { t } = useTranslation('exchange');
  const raw = useParams().id;
  const id = raw === undefined ? undefined : parseId(raw);
  const query = useQuery({
    queryKey: exchangeKeys.user(id),
    queryFn: () => exchangeApi.user(id),
    retry: false,
    enabled: raw === undefined || id !== undefined,
  });
  const [tab, setTab] = useState<'posts' | 'collections'>('posts');
  const crumbs = [{ label: t('title'), to: '/exchange' }];

  if ((raw !== undefined && id === undefined) || query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 404;
    return (
      <PageFrame title={t('user.title')} crumbs={crumbs}>
        <EmptyState
          title={status === 404 ? t('user.notFound') : status === 403 ? t('user.forbidden') : t('user.failed')}
          description={status === 403 && query.error instanceof ApiError ? query.error.message : undefined}
          action={
            status === 404 || status === 403 ? (
              <Link to="/exchange">{t('detail.back')}</Link>
            ) : (
              <Button onClick={() => void query.refetch()}>{t('user.retry')}</Button>
            )
          }
        />
      </PageFrame>
    );
  }
  const page = query.data;
  if (!page) {
    return (
      <PageFrame title={t('user.title')} crumbs={crumbs}>
        <Skeleton avatar active paragraph={{ rows: 4 }} />
      </PageFrame>
    );
  }
  const memberId = parseId(page.member.id);
  const counts = [
    { key: 'posts', n: page.counts.posts, label: t('user.posts') },
    {
      key: 'followers',
      n: page.counts.followers,
      label: t('user.followers'),
      to: `/exchange/components/attention?kind=followers${page.me ? '' : `&memberId=${page.member.id}`}`,
    },
    {
      key: 'following',
      n: page.counts.following,
      label: t('user.following'),
      to: `/exchange/components/attention?kind=following${page.me ? '' : `&memberId=${page.member.id}`}`,
    },
    { key: 'likes', n: page.counts.likesReceived, label: t('user.likesReceived') },
  ];
  return (
    <PageFrame title={page.me ? t('user.mine') : page.member.nickname} crumbs={crumbs}>
      <div className="xc-user">
        <section className="xc-card xc-user__head" aria-label={page.member.nickname}>
          <div className="xc-user__who">
            <MemberCard member={page.member} link={false} />
            {page.followedBy && !page.me && <Tag>{t('user.followsYou')}</Tag>}
          </div>
          {page.profileVisible ? (
            (page.school || page.bio) && (
              <dl className="xc-user__facts">
                {page.school && (
                  <>
                    <dt>{t('user.school')}</dt>
                    <dd>{page.school}</dd>
                  </>
                )}
                {page.bio && (
                  <>
                    <dt>{t('user.bio')}</dt>
                    <dd className="xc-user__bio">{page.bio}</dd>
                  </>
                )}
              </dl>
            )
          ) : (
            <p className="xc-user__private">{t('user.privateProfile')}</p>
          )}
          <ul className="xc-user__counts">
            {counts.map((c) => (
              <li key={c.key}>
                {c.to ? (
                  <Link to={c.to}>
                    <strong>{c.n}</strong> <span>{c.label}</span>
                  </Link>
                ) : (
                  <>
                    <strong>{c.n}</strong> <span>{c.label}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
          {page.blocked && <p className="xc-user__private">{t('user.blocked')}</p>}
          {page.me && page.suspendedUntil && (
            <p className="xc-edit__error">{t('user.suspended', { date: formatDate(page.suspendedUntil) })}</p>
          )}
          {page.me ? (
            <div className="xc-user__actions">
              <Link className="xc-linkbtn" to="/setting">
                {t('user.editProfile')}
              </Link>
            </div>
          ) : (
            <Relation page={page} />
          )}
        </section>
        {page.me && (
          <div className="xc-tabs" role="tablist" aria-label={t('user.title')}>
            {(['posts', 'collections'] as const).map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                aria-selected={tab === k}
                className="xc-tabs__tab"
                onClick={() => setTab(k)}
              >
                {t(`user.tabs.${k}`)}
              </button>
            ))}
          </div>
        )}
        {!page.me && <h2 className="xc-user__section">{t('user.tabs.posts')}</h2>}
        <UserPosts key={tab} id={page.me ? memberId : memberId} tab={page.me ? tab : 'posts'} />
      </div>
    </PageFrame>
  );
}
