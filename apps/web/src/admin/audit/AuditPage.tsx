import { useState } from 'react';
import { Card, DatePicker, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useConsoleT } from '../common/i18n.js';
import { ADMIN_API, AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditEntry, type StaffMember } from '@acsc/shared';
import { useAdminList } from '../api.js';
import { JsonDiff } from './JsonDiff.js';
import { formatDateTime } from '../../components/content/format.js';
import { scrollX } from '../common/table.js';

interface Filters {
  pageNum: number;
  pageSize: number;
  actorId?: number;
  entityType?: string;
  entityId?: string;
  action?: string;
  range?: [Dayjs, Dayjs] | null;
}

/** Who changed what and when: filter by actor, entity, action and dates; each row expands to its before and after. */
export default function AuditPage() {
  const { t } = useConsoleT('admin-audit');
  const [f, setF] = useState<Filters>({ pageNum: 1, pageSize: 20 });
  const staff = useAdminList<StaffMember>(ADMIN_API.staff.list, { pageNum: 1, pageSize: 50, staffOnly: 'true' });
  const list = useAdminList<AuditEntry>(ADMIN_API.audit.list, {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    actorId: f.actorId,
    entityType: f.entityType,
    entityId: f.entityId,
    action: f.action,
    from: f.range?.[0]?.startOf('day').toISOString(),
    to: f.range?.[1]?.endOf('day').toISOString(),
  });
  const set = (patch: Partial<Filters>) => setF({ ...f, ...patch, pageNum: patch.pageNum ?? 1 });

  return (
    <Card
      title={
        <Typography.Title level={1} className="admin-title">
          {t('menu.audit')}
        </Typography.Title>
      }
    >
      <Space wrap className="admin-filters">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('audit.actor')}
          aria-label={t('audit.actor')}
          style={{ width: 200 }}
          value={f.actorId}
          onChange={(actorId) => set({ actorId })}
          options={(staff.data?.list ?? []).map((m) => ({ value: m.id, label: m.nickname }))}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('audit.entityType')}
          aria-label={t('audit.entityType')}
          style={{ width: 180 }}
          value={f.entityType}
          onChange={(entityType) => set({ entityType })}
          options={AUDIT_ENTITY_TYPES.map((e) => ({ value: e, label: t(`entities.${e}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('audit.entityId')}
          aria-label={t('audit.entityId')}
          style={{ width: 160 }}
          onSearch={(v) => set({ entityId: v.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder={t('audit.action')}
          aria-label={t('audit.action')}
          style={{ width: 150 }}
          value={f.action}
          onChange={(action) => set({ action })}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`actions.audit.${a}`) }))}
        />
        <DatePicker.RangePicker
          value={f.range ?? null}
          onChange={(range) => set({ range: range as [Dayjs, Dayjs] | null })}
          aria-label={t('audit.dates')}
        />
      </Space>
      <Table<AuditEntry>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={scrollX(800, list.data?.list)}
        expandable={{
          expandedRowRender: (e) => <JsonDiff before={e.before} after={e.after} />,
          expandRowByClick: true,
        }}
        pagination={{
          current: f.pageNum,
          pageSize: f.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => setF({ ...f, pageNum, pageSize }),
          showTotal: (n) => t('list.total', { count: n }),
        }}
        columns={[
          { title: t('audit.at'), dataIndex: 'at', width: 180, render: (v: string) => formatDateTime(v) },
          { title: t('audit.actor'), dataIndex: 'actorName' },
          {
            title: t('audit.action'),
            dataIndex: 'action',
            render: (a: string) => <Tag>{t(`actions.audit.${a}`)}</Tag>,
          },
          { title: t('audit.entityType'), dataIndex: 'entityType', render: (e: string) => t(`entities.${e}`) },
          { title: t('audit.entityId'), dataIndex: 'entityId' },
          { title: t('audit.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
