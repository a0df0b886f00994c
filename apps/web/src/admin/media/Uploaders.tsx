import { useState } from 'react';
import { Alert, Button, List, Progress, Space, Typography, Upload } from 'antd';
import { CloudUploadOutlined, PauseOutlined, PlayCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { useConsoleT } from '../common/i18n.js';
import { ADMIN_API, LIMITS, apiPath, type MediaItem } from '@acsc/shared';
import { upload } from '../../components/api/upload.js';
import { useQueryClient } from '@tanstack/react-query';
import { useTusUpload } from '../../components/api/useTusUpload.js';
import { formatDateTime } from '../../components/content/format.js';

const VIDEO_ENDPOINT = {
  endpoint: ADMIN_API.media.tus,
  resultPath: (uploadId: string) => apiPath(ADMIN_API.media.byUpload, { uploadId }),
};

export const formatBytes = (n: number | null | undefined) => {
  if (n === null || n === undefined) return '';
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${(n / 1024).toFixed(0)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
};

/** What the document upload accepts (the server decides by the bytes; this only filters the file dialog). */
export const DOCUMENT_ACCEPT =
  '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,application/pdf,application/msword,application/vnd.ms-excel,application/vnd.ms-powerpoint,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** One-file multipart upload with a progress bar; the server checks type and size. */
function MultipartUploader({
  path,
  accept,
  label,
  rules,
  onUploaded,
}: {
  path: string;
  accept: string;
  label: string;
  rules: string;
  onUploaded?: (item: MediaItem) => void;
}) {
  const { t } = useConsoleT('admin-media');
  const client = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        accept={accept}
        showUploadList={false}
        customRequest={({ file, onError, onSuccess }) => {
          setPercent(0);
          upload<MediaItem>(path, file as File, { onProgress: setPercent })
            .then((item) => {
              onSuccess?.(item);
              void client.invalidateQueries({ queryKey: ['admin'] });
              onUploaded?.(item);
            })
            .catch((e: Error) => onError?.(e))
            .finally(() => setPercent(null));
        }}
      >
        <Button icon={<UploadOutlined />} loading={percent !== null}>
          {label}
        </Button>
      </Upload>
      {percent !== null && <Progress percent={percent} size="small" aria-label={t('media.uploadProgress')} />}
      <Typography.Text type="secondary" className="admin-help">
        {rules}
      </Typography.Text>
    </Space>
  );
}

/** Image upload: the server checks type, size and megapixels and re-encodes it. */
export function ImageUploader({ onUploaded }: { onUploaded?: (item: MediaItem) => void }) {
  const { t } = useConsoleT('admin-media');
  return (
    <MultipartUploader
      path={ADMIN_API.media.image}
      accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
      label={t('media.uploadImage')}
      rules={t('media.imageRules', { mb: LIMITS.imageBytesMax / 1024 / 1024 })}
      onUploaded={onUploaded}
    />
  );
}

/** Document upload (PDF, Word, Excel, PowerPoint): stored as it is, downloaded under its file name. */
export function DocumentUploader({ onUploaded }: { onUploaded?: (item: MediaItem) => void }) {
  const { t } = useConsoleT('admin-media');
  return (
    <MultipartUploader
      path={ADMIN_API.media.document}
      accept={DOCUMENT_ACCEPT}
      label={t('media.uploadDocument')}
      rules={t('media.documentRules', { mb: LIMITS.documentBytesMax / 1024 / 1024 })}
      onUploaded={onUploaded}
    />
  );
}

/** Video upload over tus with progress, pause/resume and the unfinished uploads of this browser. */
export function VideoUploader({ onUploaded }: { onUploaded?: (item: MediaItem) => void }) {
  const { t } = useConsoleT('admin-media');
  const client = useQueryClient();
  const video = useTusUpload<MediaItem>(VIDEO_ENDPOINT, (item) => {
    void client.invalidateQueries({ queryKey: ['admin'] });
    onUploaded?.(item);
  });
  const s = video.state;
  const busy = s.phase === 'uploading' || s.phase === 'processing';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        accept="video/mp4,video/webm,video/quicktime,video/*"
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void video.start(file);
          return false;
        }}
      >
        <Button icon={<CloudUploadOutlined />} disabled={busy}>
          {t('media.uploadVideo')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" className="admin-help">
        {t('media.videoRules', { gb: LIMITS.videoBytesMax / 1024 ** 3, minutes: LIMITS.videoSecondsMax / 60 })}
      </Typography.Text>
      {s.phase === 'uploading' && (
        <div>
          <Typography.Text>
            {s.resumed ? t('media.resuming', { name: s.name }) : t('media.uploading', { name: s.name })}
          </Typography.Text>
          <Progress percent={s.percent} status="active" aria-label={t('media.uploadProgress')} />
          <Button size="small" icon={<PauseOutlined />} onClick={video.pause}>
            {t('media.pause')}
          </Button>
        </div>
      )}
      {s.phase === 'processing' && (
        <div>
          <Typography.Text>{t('media.processing', { name: s.name })}</Typography.Text>
          <Progress percent={100} status="active" showInfo={false} aria-label={t('media.uploadProgress')} />
        </div>
      )}
      {s.phase === 'paused' && (
        <Alert
          type="warning"
          showIcon
          message={t('media.paused', { name: s.name, percent: s.percent })}
          description={s.message || undefined}
          action={
            <Button size="small" type="primary" icon={<PlayCircleOutlined />} onClick={video.resume}>
              {t('media.resume')}
            </Button>
          }
        />
      )}
      {s.phase === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={t('media.failed', { name: s.name })}
          description={s.message}
          closable
          onClose={video.reset}
        />
      )}
      {s.phase === 'done' && (
        <Alert
          type="success"
          showIcon
          message={t('media.uploaded', { name: s.item.originalName })}
          closable
          onClose={video.reset}
        />
      )}
      {!busy && video.unfinished.length > 0 && (
        <Alert
          type="info"
          message={t('media.unfinishedTitle')}
          description={
            <List
              size="small"
              dataSource={video.unfinished}
              renderItem={(u) => (
                <List.Item
                  actions={[
                    <Button key="forget" size="small" type="link" onClick={() => void video.forget(u.key)}>
                      {t('media.forget')}
                    </Button>,
                  ]}
                >
                  {t('media.unfinishedItem', {
                    name: u.name,
                    size: formatBytes(u.size),
                    time: formatDateTime(u.createdAt, { seconds: false }),
                  })}
                </List.Item>
              )}
            />
          }
        />
      )}
    </Space>
  );
}
