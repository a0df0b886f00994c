import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../components/i18n/index.js';
import { Alert, Button, Progress } from 'antd';
import { CloseOutlined, PauseOutlined, PlayCircleOutlined, VideoCameraAddOutlined } from '@ant-design/icons';
import { API, LIMITS, apiPath, type ExchangeVideo, type MemberVideo } from '@acsc/shared';
import { useTusUpload } from '../../components/api/useTusUpload.js';
import { formatDuration } from '../../components/content/format.js';

const MEMBER_VIDEO = {
  endpoint: API.memberVideoTus,
  resultPath: (uploadId: string) => apiPath(API.memberVideoByUpload, { uploadId }),
};
const toPostVideo = (v: MemberVideo): ExchangeVideo => ({
  id: v.id,
  url: v.url,
  posterUrl: v.posterUrl,
  seconds: v.seconds,
});

/**
 * The editor's video (spec component `preUpload`, video side): one video over tus, with its progress,
 * pause and resume, cancel, and after a reload the offer to pick the same file again to go on where it
 * stopped. Once the server has checked it, its poster and length show; removing it frees the images.
 */
export function VideoPicker({
  video,
  onChange,
  onBusy,
  disabled,
  onProblem,
}: {
  video: ExchangeVideo | null;
  onChange: (video: ExchangeVideo | null) => void;
  onBusy: (busy: boolean) => void;
  /** Images are attached: a video cannot be added (MEDIA_MIXED). */
  disabled: boolean;
  onProblem: (text: string | null) => void;
}) {
  const { t } = useTranslation('exchange');
  const input = useRef<HTMLInputElement>(null);
  const upload = useTusUpload<MemberVideo>(MEMBER_VIDEO, (item) => {
    onChange(toPostVideo(item));
    upload.reset();
  });
  const s = upload.state;
  const busy = s.phase === 'uploading' || s.phase === 'processing' || s.phase === 'paused';
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const [forgotten, setForgotten] = useState(false);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('video/')) return onProblem(t('edit.notVideo', { name: file.name }));
    if (file.size > LIMITS.videoBytesMax) return onProblem(t('edit.videoTooLarge', { name: file.name }));
    onProblem(null);
    void upload.start(file);
  };

  if (video) {
    return (
      <div className="xc-video-pick">
        <figure className="xc-video-pick__done">
          {video.posterUrl ? <img className="xc-edit__poster" src={video.posterUrl} alt="" /> : null}
          <figcaption>
            {video.seconds != null
              ? t('edit.videoReady', { length: formatDuration(video.seconds) })
              : t('edit.videoReadyNoLength')}
          </figcaption>
        </figure>
        <Button icon={<CloseOutlined aria-hidden />} onClick={() => onChange(null)}>
          {t('edit.videoRemove')}
        </Button>
      </div>
    );
  }

  const unfinished = !busy && !forgotten ? upload.unfinished[0] : undefined;
  return (
    <div className="xc-video-pick">
      {s.phase === 'uploading' && (
        <div className="xc-video-pick__state">
          <span>{t('edit.uploading', { name: s.name })}</span>
          <Progress percent={s.percent} status="active" aria-label={t('edit.videoProgress')} />
          <div className="xc-video-pick__tools">
            <Button size="small" icon={<PauseOutlined aria-hidden />} onClick={upload.pause}>
              {t('edit.videoPause')}
            </Button>
            <Button size="small" danger onClick={() => void upload.cancel()}>
              {t('edit.videoCancel')}
            </Button>
          </div>
        </div>
      )}
      {s.phase === 'processing' && (
        <div className="xc-video-pick__state" role="status">
          <span>{t('edit.videoProcessing', { name: s.name })}</span>
          <Progress percent={100} status="active" showInfo={false} aria-label={t('edit.videoProgress')} />
        </div>
      )}
      {s.phase === 'paused' && (
        <Alert
          type="warning"
          showIcon
          message={t('edit.videoPaused', { name: s.name, percent: s.percent })}
          description={s.message || undefined}
          action={
            <div className="xc-video-pick__tools">
              <Button size="small" type="primary" icon={<PlayCircleOutlined aria-hidden />} onClick={upload.resume}>
                {t('edit.videoResume')}
              </Button>
              <Button size="small" danger onClick={() => void upload.cancel()}>
                {t('edit.videoCancel')}
              </Button>
            </div>
          }
        />
      )}
      {s.phase === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('edit.videoFailed', { name: s.name })}
          description={s.message}
          closable
          onClose={upload.reset}
        />
      )}
      {unfinished && (
        <Alert
          type="info"
          showIcon
          message={t('edit.videoUnfinished', { name: unfinished.name })}
          action={
            <Button
              size="small"
              type="link"
              onClick={() => {
                setForgotten(true);
                void upload.forget(unfinished.key);
              }}
            >
              {t('edit.videoForget')}
            </Button>
          }
        />
      )}
      {!busy && (
        <Button
          icon={<VideoCameraAddOutlined aria-hidden />}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {t('edit.addVideo')}
        </Button>
      )}
      <p className="xc-edit__rule">{disabled ? t('edit.mixed') : t('edit.videoRule')}</p>
      <input
        ref={input}
        type="file"
        accept="video/mp4,video/webm,video/quicktime,video/*"
        hidden
        data-testid="xc-video-input"
        onChange={(e) => pick(e.target.files?.[0])}
      />
    </div>
  );
}
