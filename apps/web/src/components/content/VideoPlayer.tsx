import './content.css';
import type { ContentVideo } from '@acsc/shared';
import { useTranslation } from '../i18n/index.js';

/**
 * The browser's own player: native controls, a poster, and only the metadata fetched up front. Seeking
 * asks /media for byte ranges, so a long clip never downloads whole.
 */
export function VideoPlayer({
  video,
  title,
  width,
  height,
}: {
  video: ContentVideo;
  title: string;
  width?: number;
  height?: number;
}) {
  const { t } = useTranslation('content');
  return (
    <figure className="video-player">
      <video
        controls
        preload="metadata"
        playsInline
        poster={video.poster}
        src={video.url}
        width={width}
        height={height}
        aria-label={t('video.label', { title })}
      >
        <a href={video.url}>{t('video.download')}</a>
      </video>
    </figure>
  );
}
