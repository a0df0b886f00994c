import { Link } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { XcIcon } from './icons.js';
import type { ExchangeMedia } from '@acsc/shared';
import { formatDuration } from '../../components/content/format.js';

export const GRID_MAX = 9;

/**
 * A post's media on its card: an image grid of at most nine (the ninth says "+N" when there are more),
 * or the video's poster with its length. Each opens the post's page (`href`, with the image's index).
 */
export function PostMedia({ media, href }: { media: ExchangeMedia; href: string }) {
  const { t } = useTranslation('exchange');
  if (media.kind === 'video') {
    const v = media.video;
    const length = v.seconds != null ? formatDuration(v.seconds) : null;
    return (
      <Link
        to={href}
        className="xc-video-thumb"
        aria-label={length ? t('card.videoLength', { length }) : t('card.open')}
      >
        {v.posterUrl ? <img src={v.posterUrl} alt="" loading="lazy" /> : <span className="xc-video-thumb__blank" />}
        <XcIcon name="play" className="xc-video-thumb__play" />
        {length && (
          <span className="xc-video-thumb__length" aria-hidden>
            {length}
          </span>
        )}
      </Link>
    );
  }
  if (media.kind !== 'images' || media.images.length === 0) return null;
  const images = media.images;
  const shown = images.slice(0, GRID_MAX);
  const extra = images.length - shown.length;
  const layout = images.length === 1 ? 'one' : images.length === 2 || images.length === 4 ? 'two' : 'three';
  return (
    <ul className={`xc-grid xc-grid--${layout}`} aria-label={t('detail.gallery')}>
      {shown.map((img, i) => {
        const last = i === shown.length - 1 && extra > 0;
        return (
          <li key={img.id}>
            <Link
              to={`${href}?image=${i}`}
              aria-label={
                last ? t('card.moreImages', { count: extra }) : t('card.imageAlt', { n: i + 1, total: images.length })
              }
            >
              <img
                src={img.url}
                srcSet={img.srcset ?? undefined}
                sizes="(max-width: 767px) 33vw, 200px"
                alt=""
                loading="lazy"
                width={img.width ?? undefined}
                height={img.height ?? undefined}
              />
              {last && (
                <span className="xc-grid__extra" aria-hidden>
                  +{extra}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
