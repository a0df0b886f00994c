import { useState } from 'react';
import { Modal, Space } from 'antd';
import { useConsoleT } from '../common/i18n.js';
import type { MediaItem, MediaKind } from '@acsc/shared';
import { MediaGrid, type MediaQuery } from './MediaGrid.js';
import { DocumentUploader, ImageUploader, VideoUploader } from './Uploaders.js';

const PICK_TITLES = { image: 'media.pickImage', video: 'media.pickVideo', document: 'media.pickDocument' } as const;

/** Picks an image, a video or a document from the media library, or uploads a new one and picks it. */
export function MediaPicker({
  kind,
  open,
  onClose,
  onPick,
}: {
  kind: MediaKind;
  open: boolean;
  onClose: () => void;
  onPick: (m: MediaItem) => void;
}) {
  const { t } = useConsoleT('admin-media');
  const [query, setQuery] = useState<MediaQuery>({ pageNum: 1, pageSize: 12, kind });
  const q = { ...query, kind };
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={960} title={t(PICK_TITLES[kind])} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        {kind === 'image' ? (
          <ImageUploader onUploaded={onPick} />
        ) : kind === 'video' ? (
          <VideoUploader onUploaded={onPick} />
        ) : (
          <DocumentUploader onUploaded={onPick} />
        )}
        <MediaGrid query={q} onQuery={setQuery} lockKind onSelect={onPick} />
      </Space>
    </Modal>
  );
}
