import { Card, Empty, Input, Pagination, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useConsoleT } from '../common/i18n.js';
import { ADMIN_API, type MediaItem, type MediaKind } from '@acsc/shared';
import { FileIcon, fileKindOf } from '../../components/content/FileIcon.js';
import { useAdminList } from '../api.js';
import { formatBytes } from './Uploaders.js';

export interface MediaQuery {
  pageNum: number;
  pageSize: number;
  keywords?: string;
  kind?: MediaKind;
  unused?: 'true';
}

export const thumbOf = (m: MediaItem) =>
  m.kind === 'image'
    ? ([...m.variants].sort((a, b) => a.width - b.width)[0]?.url ?? m.url)
    : m.kind === 'video'
      ? m.poster
      : null;
export const durationText = (s: number | null) =>
  s === null ? '' : `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

/** The media library as a grid of thumbnails with search, kind and paging; `render` adds each card's actions. */
export function MediaGrid({
  query,
  onQuery,
  lockKind,
  actions,
  onSelect,
  showUnused,
}: {
  query: MediaQuery;
  onQuery: (q: MediaQuery) => void;
  lockKind?: boolean;
  actions?: (m: MediaItem) => React.ReactNode[];
  onSelect?: (m: MediaItem) => void;
  showUnused?: boolean;
}) {
  const { t } = useConsoleT('admin-media');
  const list = useAdminList<MediaItem>(ADMIN_API.media.list, { ...query });
  return (
    <div>
      <Space wrap className="admin-filters">
        <Input.Search
          allowClear
          placeholder={t('media.search')}
          aria-label={t('media.search')}
          defaultValue={query.keywords}
          onSearch={(v) => onQuery({ ...query, keywords: v.trim() || undefined, pageNum: 1 })}
          style={{ width: 240 }}
        />
        {!lockKind && (
          <Segmented
            value={query.kind ?? 'all'}
            onChange={(v) => onQuery({ ...query, kind: v === 'all' ? undefined : (v as MediaKind), pageNum: 1 })}
            options={[
              { value: 'all', label: t('media.all') },
              { value: 'image', label: t('media.images') },
              { value: 'video', label: t('media.videos') },
              { value: 'document', label: t('media.documents') },
            ]}
          />
        )}
        {showUnused && (
          <Segmented
            value={query.unused ? 'unused' : 'any'}
            onChange={(v) => onQuery({ ...query, unused: v === 'unused' ? 'true' : undefined, pageNum: 1 })}
            options={[
              { value: 'any', label: t('media.anyUse') },
              { value: 'unused', label: t('media.unusedOnly') },
            ]}
          />
        )}
      </Space>
      <Spin spinning={list.isFetching}>
        {list.data && list.data.list.length === 0 ? (
          <Empty description={t('media.empty')} />
        ) : (
          <div className="admin-media-grid" role="list">
            {(list.data?.list ?? []).map((m) => (
              <Card
                key={m.id}
                role="listitem"
                size="small"
                hoverable={!!onSelect}
                onClick={onSelect ? () => onSelect(m) : undefined}
                className="admin-media-card"
                aria-label={m.originalName}
                cover={
                  <div className="admin-media-thumb">
                    {m.kind === 'document' ? (
                      <FileIcon url={m.url} className="admin-media-doc" />
                    ) : thumbOf(m) ? (
                      <img src={thumbOf(m)!} alt={m.originalName} loading="lazy" />
                    ) : null}
                    {m.kind === 'video' && <PlayCircleOutlined className="admin-media-play" />}
                  </div>
                }
                actions={actions?.(m)}
              >
                <Typography.Text ellipsis={{ tooltip: m.originalName }} strong>
                  {m.originalName}
                </Typography.Text>
                <div className="admin-media-meta">
                  {m.kind === 'image'
                    ? `${m.width}×${m.height}`
                    : m.kind === 'video'
                      ? durationText(m.durationSeconds)
                      : t(`media.fileTypes.${fileKindOf(m.url)}`)}{' '}
                  · {formatBytes(m.bytes)}
                </div>
                <Tag color={m.usedBy.length ? 'blue' : 'default'}>
                  {m.usedBy.length ? t('media.usedCount', { count: m.usedBy.length }) : t('media.unused')}
                </Tag>
              </Card>
            ))}
          </div>
        )}
      </Spin>
      <Pagination
        className="admin-pager"
        current={query.pageNum}
        pageSize={query.pageSize}
        total={list.data?.total ?? 0}
        showSizeChanger={false}
        onChange={(pageNum) => onQuery({ ...query, pageNum })}
        showTotal={(total) => t('list.total', { count: total })}
      />
    </div>
  );
}
