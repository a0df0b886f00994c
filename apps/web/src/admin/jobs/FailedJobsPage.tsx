import { useState } from 'react';
import { App, Button, Card, Input, Space, Table, Tooltip, Typography } from 'antd';
import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { ADMIN_API, apiPath, failedJobsQuery, type FailedJob } from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { useAdminList, useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { maxLengthOf } from '../common/rules.js';
import { formatDateTime } from '../../components/content/format.js';
import { scrollX } from '../common/table.js';

const when = (v: string | null) => (v ? formatDateTime(v) : '—');

/** Background jobs that failed every attempt (admin only): what failed and why, run again or delete, each change audited. */
export default function FailedJobsPage() {
  const { t } = useConsoleT('admin-jobs');
  const { modal, message } = App.useApp();
  const [params, setParams] = useState<{ pageNum: number; pageSize: number; name?: string }>({
    pageNum: 1,
    pageSize: 20,
  });
  const list = useAdminList<FailedJob>(ADMIN_API.jobs.failed, params);
  const retry = useAdminMutation((id: number) => post(apiPath(ADMIN_API.jobs.retry, { id })));
  const remove = useAdminMutation((id: number) => post(apiPath(ADMIN_API.jobs.remove, { id })));

  const askRemove = (job: FailedJob) =>
    modal.confirm({
      title: t('jobs.deleteTitle'),
      content: t('jobs.deleteText'),
      okText: t('actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        await remove.mutateAsync(job.id);
        void message.success(t('actions.deleted'));
      },
    });

  return (
    <Card
      title={
        <Typography.Title level={1} className="admin-title">
          {t('menu.jobs')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{t('jobs.intro')}</Typography.Paragraph>
      <Space wrap className="admin-filters">
        <Input.Search
          allowClear
          placeholder={t('jobs.search')}
          aria-label={t('jobs.search')}
          maxLength={maxLengthOf(failedJobsQuery.shape.name)}
          style={{ width: 280 }}
          onSearch={(v) => setParams({ ...params, name: v.trim() || undefined, pageNum: 1 })}
        />
      </Space>
      <Table<FailedJob>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('jobs.empty') }}
        scroll={scrollX(900, list.data?.list)}
        expandable={{
          expandedRowRender: (job) => (
            <table className="admin-diff">
              <tbody>
                <tr>
                  <th>{t('jobs.lastError')}</th>
                  <td>
                    <pre>{job.lastError ?? '—'}</pre>
                  </td>
                </tr>
                <tr>
                  <th>{t('jobs.data')}</th>
                  <td>
                    <pre>{JSON.stringify(job.data, null, 2)}</pre>
                  </td>
                </tr>
              </tbody>
            </table>
          ),
        }}
        pagination={{
          current: params.pageNum,
          pageSize: params.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => setParams({ ...params, pageNum, pageSize }),
          showTotal: (n) => t('list.total', { count: n }),
        }}
        columns={[
          { title: t('columns.id'), dataIndex: 'id', width: 80 },
          { title: t('jobs.name'), dataIndex: 'name' },
          {
            title: t('jobs.attempts'),
            key: 'attempts',
            width: 110,
            render: (_, job) => `${job.attempts} / ${job.maxAttempts}`,
          },
          {
            title: t('jobs.lastError'),
            dataIndex: 'lastError',
            ellipsis: true,
            render: (v: string | null) => v ?? '—',
          },
          { title: t('jobs.createdAt'), dataIndex: 'createdAt', width: 170, render: when },
          { title: t('jobs.failedAt'), dataIndex: 'failedAt', width: 170, render: when },
          {
            title: t('columns.actions'),
            key: 'actions',
            width: 110,
            render: (_, job) => (
              <Space>
                <Tooltip title={t('jobs.retry')}>
                  <Button
                    size="small"
                    icon={<RedoOutlined />}
                    aria-label={`${t('jobs.retry')} #${job.id}`}
                    loading={retry.isPending && retry.variables === job.id}
                    onClick={() =>
                      void retry.mutateAsync(job.id).then(
                        () => message.success(t('jobs.retried')),
                        () => undefined,
                      )
                    }
                  />
                </Tooltip>
                <Tooltip title={t('actions.delete')}>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('actions.delete')} #${job.id}`}
                    onClick={() => askRemove(job)}
                  />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
