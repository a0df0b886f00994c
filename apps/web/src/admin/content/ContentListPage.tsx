import { useState } from 'react';
import { Button, Card, Input, Select, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CONTENT_STATES, apiPath, type Completeness, type ContentState } from '@acsc/shared';
import { currentLanguage } from '../../components/i18n/index.js';
import { useAdminList, useContentActions } from '../api.js';
import { LANGUAGES, languageName, pickText } from '../common/lang.js';
import { PreviewDrawer, type PreviewSource } from '../common/PreviewDrawer.js';
import { PublishControls } from '../common/PublishControls.js';
import { ChannelSelect, ScholarshipSelect } from '../common/RefSelects.js';
import { CompletenessMarks, StateTag } from '../common/StateTag.js';
import { useConsoleT } from '../common/i18n.js';
import type { ContentKind } from './defs.js';
import { formatDate, formatDateTime } from '../../components/content/format.js';
import { scrollX } from '../common/table.js';

type Item = Record<string, unknown> & {
  id: number;
  state: ContentState;
  publishAt: string;
  updatedAt: string;
  completeness: Completeness;
};

/** Builds the preview of a stored item (or of the editor's values). */
export function previewOf(kind: ContentKind, item: Record<string, unknown>): PreviewSource {
  const loc = (name?: string) => (name ? ((item[name] as Record<string, string>) ?? {}) : undefined);
  return {
    title: loc(kind.titleField)!,
    summary: loc(kind.preview.summary),
    bodies: kind.preview.body.map((b) => loc(b)!),
    image: kind.preview.image ? (item[kind.preview.image] as PreviewSource['image']) : null,
    publicPath: item.state === 'published' && kind.publicPath ? kind.publicPath(item) : undefined,
  };
}

/** The list of one content kind: search, filters (state, missing language, kind-specific), sorting, paging and row actions. */
export default function ContentListPage({ kind }: { kind: ContentKind }) {
  const { t } = useConsoleT(kind.catalog);
  const lang = currentLanguage();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const params: Record<string, string | number | undefined> = {
    pageNum: Number(search.get('pageNum') ?? 1),
    pageSize: Number(search.get('pageSize') ?? 20),
    keywords: search.get('keywords') ?? undefined,
    state: search.get('state') ?? undefined,
    untranslated: search.get('untranslated') ?? undefined,
    sort: search.get('sort') ?? undefined,
    order: search.get('order') ?? undefined,
  };
  for (const f of kind.filters) params[f.name] = search.get(f.name) ?? undefined;
  const list = useAdminList<Item>(kind.api.list, params);
  const actions = useContentActions(kind.api);

  const setParam = (changes: Record<string, string | number | undefined | null>, resetPage = true) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === null || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (resetPage) next.delete('pageNum');
    setSearch(next, { replace: true });
  };

  const sortable = (name: string) =>
    kind.sorts.includes(name)
      ? {
          sorter: true,
          sortOrder:
            params.sort === name ? (params.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
        }
      : {};
  const columns: TableProps<Item>['columns'] = [
    { title: t('columns.id'), dataIndex: 'id', width: 80, key: 'id', ...sortable('id') },
    {
      title: t('columns.title'),
      key: 'title',
      render: (_, item) => (
        <Space direction="vertical" size={2}>
          <Link to={`/admin/${kind.route}/${item.id}`}>
            {pickText(item[kind.titleField], lang) || t('preview.noTitle')}
          </Link>
          <CompletenessMarks completeness={item.completeness} />
        </Space>
      ),
    },
    {
      title: t('columns.state'),
      key: 'state',
      width: 110,
      render: (_, item) => <StateTag state={item.state} publishAt={item.publishAt} />,
    },
    ...(kind.sorts.includes('views')
      ? [{ title: t('columns.views'), dataIndex: 'views', key: 'views', width: 90, ...sortable('views') }]
      : []),
    ...(kind.sorts.includes('sortOrder')
      ? [
          {
            title: t('fields.sortOrder'),
            dataIndex: 'sortOrder',
            key: 'sortOrder',
            width: 90,
            ...sortable('sortOrder'),
          },
        ]
      : []),
    ...(kind.sorts.includes('deadline')
      ? [
          {
            title: t('fields.deadline'),
            dataIndex: 'deadline',
            key: 'deadline',
            width: 150,
            ...sortable('deadline'),
            render: (v: string) => formatDate(v),
          },
        ]
      : []),
    {
      title: t('columns.publishAt'),
      dataIndex: 'publishAt',
      key: 'publishAt',
      width: 170,
      ...sortable('publishAt'),
      render: (v: string) => formatDateTime(v, { seconds: false }),
    },
    {
      title: t('columns.updatedAt'),
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      width: 170,
      ...sortable('updatedAt'),
      render: (v: string) => formatDateTime(v, { seconds: false }),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 330,
      render: (_, item) => (
        <Space wrap size="small">
          <Tooltip title={t('actions.edit')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('actions.edit')}
              onClick={() => void navigate(`/admin/${kind.route}/${item.id}`)}
            />
          </Tooltip>
          <Tooltip title={t('actions.preview')}>
            <Button
              size="small"
              icon={<EyeOutlined />}
              aria-label={t('actions.preview')}
              onClick={() => setPreview(previewOf(kind, item))}
            />
          </Tooltip>
          <PublishControls
            size="small"
            state={item.state}
            publishAt={item.publishAt}
            handlers={{
              publish: (publishAt) => actions.publish.mutateAsync({ id: item.id, publishAt }),
              unpublish: () => actions.unpublish.mutateAsync({ id: item.id }),
              remove: () => actions.remove.mutateAsync({ id: item.id }),
            }}
          />
        </Space>
      ),
    },
  ];

  const filterControl = (f: ContentKind['filters'][number]) => {
    const value = search.get(f.name) ?? undefined;
    // A label for every filter (the placeholder disappears once a value is chosen, and is no label).
    const common = {
      key: f.name,
      allowClear: true,
      style: { minWidth: 160 },
      placeholder: t(`fields.${f.name}`),
      'aria-label': t(`fields.${f.name}`),
    };
    if (f.kind === 'channel')
      return (
        <ChannelSelect
          {...common}
          value={value ? Number(value) : undefined}
          onChange={(v) => setParam({ [f.name]: v })}
        />
      );
    if (f.kind === 'scholarship')
      return (
        <ScholarshipSelect
          {...common}
          value={value ? Number(value) : undefined}
          onChange={(v) => setParam({ [f.name]: v })}
        />
      );
    return (
      <Select
        {...common}
        value={value}
        onChange={(v) => setParam({ [f.name]: v })}
        options={f.options!.map((o) => ({ value: o, label: t(`${f.optionKeys}.${o}`) }))}
      />
    );
  };

  return (
    <Card
      title={
        <Typography.Title level={1} className="admin-title">
          {t(`kinds.${kind.key}.plural`)}
        </Typography.Title>
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`/admin/${kind.route}/new`)}>
          {t('actions.create')}
        </Button>
      }
    >
      <Space wrap className="admin-filters">
        <Input.Search
          allowClear
          defaultValue={params.keywords as string | undefined}
          placeholder={t('filters.search')}
          aria-label={t('filters.search')}
          onSearch={(v) => setParam({ keywords: v.trim() })}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          aria-label={t('filters.state')}
          placeholder={t('filters.state')}
          value={params.state}
          onChange={(v) => setParam({ state: v })}
          options={CONTENT_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
          style={{ minWidth: 130 }}
        />
        <Select
          allowClear
          aria-label={t('filters.untranslated')}
          placeholder={t('filters.untranslated')}
          value={params.untranslated}
          onChange={(v) => setParam({ untranslated: v })}
          options={LANGUAGES.map((l) => ({ value: l, label: t('filters.missingIn', { language: languageName(l) }) }))}
          style={{ minWidth: 170 }}
        />
        {kind.filters.map(filterControl)}
      </Space>
      <Table<Item>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        columns={columns}
        scroll={scrollX(1000, list.data?.list)}
        pagination={{
          current: Number(params.pageNum),
          pageSize: Number(params.pageSize),
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: (total) => t('list.total', { count: total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const sort = s?.order ? String(s.columnKey) : undefined;
          const sortChanged =
            sort !== params.sort || (s?.order === 'ascend' ? 'asc' : s?.order ? 'desc' : undefined) !== params.order;
          setParam(
            {
              sort,
              order: s?.order === 'ascend' ? 'asc' : s?.order ? 'desc' : undefined,
              pageNum: sortChanged ? undefined : pagination.current,
              pageSize: pagination.pageSize,
            },
            false,
          );
        }}
      />
      <PreviewDrawer open={!!preview} source={preview} onClose={() => setPreview(null)} />
    </Card>
  );
}

export const detailPath = (kind: ContentKind, id: number) => apiPath(kind.api.detail, { id });
