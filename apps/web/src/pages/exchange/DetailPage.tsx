import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { Button, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../components/api/http.js';
import { parseId } from '../../components/api/content.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { exchangeApi, exchangeKeys } from './api.js';
import { Comments } from './Comments.js';
import { Lightbox } from './Lightbox.js';
import { PostCard } from './PostCard.js';
import type { ExchangeMedia } from '@acsc/shared';
import './exchange.css';

/** The post's media at full size: a gallery that opens the lightbox (?image=n opens it at n), or the player. */
function DetailMedia({ media }: { media: ExchangeMedia }) {
  const { t } = useTranslation('exchange');
  const [params, setParams] = useSearchParams();
  const raw = params.get('image');
  const open = raw === null ? null : Math.max(0, Number(raw) || 0);
  const setOpen = (i: number | null) => {
    const p = new URLSearchParams(params);
    if (i === null) p.delete('image');
    else p.set('image', String(i));
    setParams(p, { replace: true });
  };
  if (media.kind === 'video') {
    const v = media.video;
    return (
      <video
        className="xc-player"
        src={v.url}
        poster={v.posterUrl ?? undefined}
        controls
        preload="metadata"
        playsInline
      />
    );
  }
  if (media.kind !== 'images' || !media.images.length) return null;
  const images = media.images;
  return (
    <>
      <ul
        className={`xc-gallery xc-gallery--${images.length === 1 ? 'one' : images.length === 2 || images.length === 4 ? 'two' : 'three'}`}
        aria-label={t('detail.gallery')}
      >
        {images.map((img, i) => (
          <li key={img.id}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={t('detail.openImage', { n: i + 1, total: images.length })}
            >
              <img
                src={img.url}
                srcSet={img.srcset ?? undefined}
                sizes="(max-width: 767px) 33vw, 220px"
                alt=""
                loading="lazy"
                width={img.width ?? undefined}
                height={img.height ?? undefined}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && open < images.length && (
        <Lightbox images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}

/** /exchange/post/:id (and the spec's /exchange/components/cardDetail?id=): the post, its media at full size and its comments (issue 11). */
export function DetailPage() {
  const { t } = useTranslation('exchange');
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = parseId(params.id ?? search.get('id') ?? undefined);
  const query = useQuery({
    queryKey: exchangeKeys.post(id ?? 0),
    queryFn: () => exchangeApi.post(id!),
    enabled: id !== undefined,
    retry: false,
  });
  const crumbs = [{ label: t('title'), to: '/exchange' }];

  const missing =
    id === undefined || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403));
  if (missing || query.isError) {
    return (
      <PageFrame title={t('detail.title')} crumbs={crumbs}>
        <EmptyState
          title={missing ? t('detail.notFound') : t('detail.failed')}
          description={missing ? t('detail.notFoundHint') : undefined}
          action={
            missing ? (
              <Link to="/exchange">{t('detail.back')}</Link>
            ) : (
              <Button onClick={() => void query.refetch()}>{t('detail.retry')}</Button>
            )
          }
        />
      </PageFrame>
    );
  }
  const post = query.data;
  if (!post) {
    return (
      <PageFrame title={t('detail.title')} crumbs={crumbs}>
        <div className="xc-detail xc-card">
          <Skeleton avatar active paragraph={{ rows: 5 }} />
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={post.title ?? t('detail.title')} crumbs={crumbs}>
      <div className="xc-detail">
        <PostCard post={post} full onDeleted={() => void navigate('/exchange', { replace: true })}>
          <DetailMedia media={post.media} />
        </PostCard>
        <Comments postId={post.id} count={post.counts.comments} />
      </div>
    </PageFrame>
  );
}
