import { useState } from 'react';
import { Button, Input, Space, Tooltip } from 'antd';
import { DeleteOutlined, PictureOutlined, PlusOutlined, VideoCameraOutlined, ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImageInput, MediaItem, VideoInput } from '@acsc/shared';
import { LANGUAGES, languageName, type LocalizedValue } from '../common/lang.js';
import { MediaPicker } from './MediaPicker.js';
import { durationText } from './MediaGrid.js';
import { formatBytes } from './Uploaders.js';

export const imageOf = (m: MediaItem): ImageInput => ({ url: m.url, width: m.width ?? 1, height: m.height ?? 1, ...(m.srcset ? { srcset: m.srcset } : {}) });
export const videoOf = (m: MediaItem): VideoInput => ({ url: m.url, poster: m.poster ?? '', durationSeconds: m.durationSeconds ?? 0 });

/** One image of the media library (cover, banner, photo) as a form control. */
export function ImageField({ value, onChange, id }: { value?: ImageInput | null; onChange?: (v: ImageInput | null) => void; id?: string }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <div className="admin-media-field" id={id}>
      {value ? <img src={value.url} srcSet={value.srcset} sizes="240px" width={value.width} height={value.height} alt={t('media.chosenImage')} /> : <div className="admin-media-field__empty"><PictureOutlined /></div>}
      <Space>
        <Button icon={<PictureOutlined />} onClick={() => setOpen(true)}>
          {value ? t('media.replace') : t('media.pickImage')}
        </Button>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('media.remove')}
          </Button>
        )}
      </Space>
      <MediaPicker kind="image" open={open} onClose={() => setOpen(false)} onPick={(m) => { onChange?.(imageOf(m)); setOpen(false); }} />
    </div>
  );
}

/** The video of a video article. */
export function VideoField({ value, onChange, id }: { value?: VideoInput | null; onChange?: (v: VideoInput | null) => void; id?: string }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <div className="admin-media-field" id={id}>
      {value ? <video src={value.url} poster={value.poster} controls preload="none" /> : <div className="admin-media-field__empty"><VideoCameraOutlined /></div>}
      {value && <div className="admin-media-meta">{durationText(value.durationSeconds)}</div>}
      <Space>
        <Button icon={<VideoCameraOutlined />} onClick={() => setOpen(true)}>
          {value ? t('media.replace') : t('media.pickVideo')}
        </Button>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('media.remove')}
          </Button>
        )}
      </Space>
      <MediaPicker kind="video" open={open} onClose={() => setOpen(false)} onPick={(m) => { onChange?.(videoOf(m)); setOpen(false); }} />
    </div>
  );
}

/** Several images in order (a story's photos). */
export function ImagesField({ value = [], onChange, id }: { value?: ImageInput[]; onChange?: (v: ImageInput[]) => void; id?: string }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const move = (i: number, by: number) => {
    const next = [...value];
    const [x] = next.splice(i, 1);
    next.splice(i + by, 0, x!);
    onChange?.(next);
  };
  return (
    <div id={id}>
      <div className="admin-images">
        {value.map((img, i) => (
          <div key={`${img.url}-${i}`} className="admin-images__item">
            <img src={img.url} srcSet={img.srcset} sizes="120px" alt={t('media.photoN', { n: i + 1 })} />
            <Space size={2}>
              <Button size="small" icon={<ArrowLeftOutlined />} disabled={i === 0} aria-label={t('actions.moveUp')} onClick={() => move(i, -1)} />
              <Button size="small" icon={<ArrowRightOutlined />} disabled={i === value.length - 1} aria-label={t('actions.moveDown')} onClick={() => move(i, 1)} />
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('media.remove')} onClick={() => onChange?.(value.filter((_, j) => j !== i))} />
            </Space>
          </div>
        ))}
      </div>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('media.addPhoto')}
      </Button>
      <MediaPicker kind="image" open={open} onClose={() => setOpen(false)} onPick={(m) => { onChange?.([...value, imageOf(m)]); setOpen(false); }} />
    </div>
  );
}

export interface AttachmentValue {
  name: LocalizedValue;
  url: string;
  size: number;
}

/** Files offered for download beside a scholarship or notice: a media item and its name in each language. */
export function AttachmentsField({ value = [], onChange, id }: { value?: AttachmentValue[]; onChange?: (v: AttachmentValue[]) => void; id?: string }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const set = (i: number, patch: Partial<AttachmentValue>) => onChange?.(value.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  return (
    <div id={id}>
      {value.map((a, i) => (
        <div key={`${a.url}-${i}`} className="admin-attachment">
          <a href={a.url} target="_blank" rel="noreferrer">{a.url.split('/').pop()}</a> <span className="admin-media-meta">{formatBytes(a.size)}</span>
          <Space wrap>
            {LANGUAGES.map((l) => (
              <Input key={l} size="small" addonBefore={languageName(l)} value={a.name[l] ?? ''} onChange={(e) => set(i, { name: { ...a.name, [l]: e.target.value } })} aria-label={`${t('fields.attachmentName')} (${languageName(l)})`} />
            ))}
            <Tooltip title={t('media.remove')}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('media.remove')} onClick={() => onChange?.(value.filter((_, j) => j !== i))} />
            </Tooltip>
          </Space>
        </div>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('media.addAttachment')}
      </Button>
      <MediaPicker kind="image" open={open} onClose={() => setOpen(false)} onPick={(m) => { onChange?.([...value, { name: { zh_CN: m.originalName }, url: m.url, size: m.bytes }]); setOpen(false); }} />
    </div>
  );
}
