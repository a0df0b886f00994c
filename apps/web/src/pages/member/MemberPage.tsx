import { Avatar, Button, Skeleton, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../components/i18n/index.js';
import { ApiError } from '../../components/api/http.js';
import { parseId } from '../../components/api/content.js';
import { memberApi } from '../../components/member/api.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { useSession } from '../../components/session/index.js';
import './member-page.css';

/** /member/:id: a member as anyone sees them (the member card's link): avatar, nickname, badges, school, bio. */
export function MemberPage() {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation('common');
  const id = parseId(useParams().id);
  const { loggedIn, user } = useSession();
  const profile = useQuery({
    queryKey: ['member', 'public', id],
    queryFn: () => memberApi.publicProfile(id!),
    enabled: id !== undefined,
    retry: false,
  });

  const missing = id === undefined || (profile.error instanceof ApiError && profile.error.status === 404);
  // The member chose who may see their page (setting/privacy) and this reader is not among them.
  const hidden = profile.error instanceof ApiError && profile.error.status === 403;
  if (missing || hidden || profile.isError) {
    return (
      <PageFrame title={t('title')}>
        <EmptyState
          title={missing ? t('notFound') : hidden ? t('private') : t('failed')}
          description={missing ? t('notFoundHint') : hidden ? t('privateHint') : undefined}
          action={
            missing || hidden ? (
              <Link to="/">{t('home')}</Link>
            ) : (
              <Button onClick={() => void profile.refetch()}>{t('retry')}</Button>
            )
          }
        />
      </PageFrame>
    );
  }
  const m = profile.data;
  if (!m) {
    return (
      <PageFrame title={t('title')}>
        <Skeleton avatar active paragraph={{ rows: 3 }} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={m.nickname} crumbs={[{ label: t('title') }]}>
      <section className="card member-page" aria-label={m.nickname}>
        <div className="member-page__head">
          <Avatar src={m.avatar ?? undefined} size={88} alt="">
            {m.nickname.slice(0, 1)}
          </Avatar>
          {m.badges.length > 0 && (
            <div className="member-page__badges">
              {m.badges.map((b) => (
                <Tag key={b} color={b.startsWith('staff.') ? 'red' : 'gold'}>
                  {tc(`memberBadge.${b}`)}
                </Tag>
              ))}
            </div>
          )}
        </div>
        <dl className="member-page__facts">
          <dt>{t('school')}</dt>
          <dd>{m.school ?? t('notGiven')}</dd>
          <dt>{t('bio')}</dt>
          <dd className="member-page__bio">{m.bio ?? t('noBio')}</dd>
        </dl>
        {loggedIn && user?.userId !== m.id && (
          <Link className="member-page__message" to={`/exchange/message?to=${m.id}`}>
            {t('message')}
          </Link>
        )}
      </section>
    </PageFrame>
  );
}
