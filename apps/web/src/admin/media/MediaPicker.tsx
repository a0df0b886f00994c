import { useState } from 'react';
import { Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MediaItem, MediaKind } from '@acsc/shared';
import { MediaGrid, type MediaQuery } from './MediaGrid.js';
import { ImageUploader, VideoUploader } from './Uploaders.js';

/** Picks an image or a video from the media library, or uploads a new one and picks it. */
export function MediaPicker({ kind, open, onClose, onPick }: { kind: MediaKind; open: boolean; onClose: () => void; onPick: (m: MediaItem) => void }) {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState<MediaQuery>({ pageNum: 1, pageSize: 12, kind });
  const q = { ...query, kind };
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={960} title={kind === 'image' ? t('media.pickImage') : t('media.pickVideo')} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        {kind === 'image' ? <ImageUploader onUploaded={onPick} /> : <VideoUploader onUploaded={onPick} />}
        <MediaGrid query={q} onQuery={setQuery} lockKind onSelect={onPick} />
      </Space>
    </Modal>
  );
}
