import { useState } from 'react';
import { App, Button, Card, Col, Popover, Row, Tooltip, Typography, List } from 'antd';
import { DeleteOutlined, LinkOutlined } from '@ant-design/icons';
import { useConsoleT } from '../common/i18n.js';
import { Link } from 'react-router';
import { ADMIN_API, apiPath, type MediaItem, type MediaUsage } from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { useAdminMutation } from '../api.js';
import { MediaGrid, type MediaQuery } from './MediaGrid.js';
import { DocumentUploader, ImageUploader, VideoUploader } from './Uploaders.js';

/** Where an entity is edited in the console (usage links). */
const EDIT_ROUTES: Partial<Record<MediaUsage['entityType'], string>> = {
  article: 'news',
  scholarship: 'scholarships',
  notice: 'notices',
  alumni_news: 'alumni-news',
  alumni_story: 'alumni-stories',
  banner: 'banners',
  site_settings: 'site',
};

function Usage({ item }: { item: MediaItem }) {
  const { t } = useConsoleT('admin-media');
  return (
    <List
      size="small"
      dataSource={item.usedBy}
      renderItem={(u) => {
        const route = EDIT_ROUTES[u.entityType];
        const href =
          u.entityType === 'association_section'
            ? `/admin/association/${u.id}`
            : route
              ? `/admin/${route}${route === 'site' ? '' : `/${u.id}`}`
              : undefined;
        return (
          <List.Item>
            {t(`entities.${u.entityType}`)}:{' '}
            {href ? <Link to={href}>{u.title || `#${u.id}`}</Link> : u.title || `#${u.id}`}
          </List.Item>
        );
      }}
    />
  );
}

/** The media library: browse, search, upload images, videos and documents, see where each item is used, delete unused ones. */
export default function MediaPage() {
  const { t } = useConsoleT('admin-media');
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<MediaQuery>({ pageNum: 1, pageSize: 24 });
  const remove = useAdminMutation((id: number) => post(apiPath(ADMIN_API.media.remove, { id })));

  const actions = (m: MediaItem) => [
    <Popover
      key="used"
      title={t('media.usedBy')}
      content={m.usedBy.length ? <Usage item={m} /> : t('media.notUsed')}
      trigger="click"
    >
      <Button type="text" size="small" icon={<LinkOutlined />} aria-label={t('media.usedBy')}>
        {m.usedBy.length}
      </Button>
    </Popover>,
    <Tooltip key="del" title={m.usedBy.length ? t('media.cannotDelete') : t('actions.delete')}>
      <Button
        type="text"
        size="small"
        danger
        disabled={m.usedBy.length > 0}
        icon={<DeleteOutlined />}
        aria-label={t('actions.delete')}
        onClick={() =>
          modal.confirm({
            title: t('media.deleteTitle', { name: m.originalName }),
            content: t('actions.deleteConfirmText'),
            okText: t('actions.delete'),
            okButtonProps: { danger: true },
            cancelText: t('actions.cancel'),
            onOk: async () => {
              await remove.mutateAsync(m.id);
              void message.success(t('actions.deleted'));
            },
          })
        }
      />
    </Tooltip>,
  ];

  return (
    <Card
      title={
        <Typography.Title level={1} className="admin-title">
          {t('menu.media')}
        </Typography.Title>
      }
    >
      <Row gutter={[24, 16]} className="admin-upload-row">
        <Col xs={24} md={8}>
          <Card size="small" title={t('media.images')}>
            <ImageUploader />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" title={t('media.videos')}>
            <VideoUploader />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" title={t('media.documents')}>
            <DocumentUploader />
          </Card>
        </Col>
      </Row>
      <MediaGrid query={query} onQuery={setQuery} actions={actions} showUnused />
    </Card>
  );
}
