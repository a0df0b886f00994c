import { useState } from 'react';
import { App, Button, Card, Descriptions, InputNumber, List, Space, Table, Tabs, Tag, Typography } from 'antd';
import { ADMIN_API, MODERATION_LIMITS, type ModerationAction, type ModerationItem } from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { MemberCard } from '../../components/member/MemberCard.js';
import { useAdminList, useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { ReportedMessageImage } from './ReportedMessageImage.js';
import { formatDateTime } from '../../components/content/format.js';
import { scrollX } from '../common/table.js';

const when = (v: string | null) => (v ? formatDateTime(v, { seconds: false }) : '—');
type View = 'reports' | 'pending';

/**
 * The moderators' queue: reported items grouped by item (most reported first) with the item (a reported
 * message's image on request, audited), its reports and its author's history; posts held for review. Each decision is audited and the author told.
 */
export default function ModerationPage() {
  const { t } = useConsoleT('admin-moderation');
  const { modal, message } = App.useApp();
  const [view, setView] = useState<View>('reports');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const list = useAdminList<ModerationItem>(ADMIN_API.moderation.queue, { view, ...page });
  const decide = useAdminMutation((v: { item: ModerationItem; action: ModerationAction }) =>
    post(ADMIN_API.moderation.decide, { type: v.item.type, id: v.item.id, action: v.action }),
  );
  const suspend = useAdminMutation((v: { memberId: string; days: number }) => post(ADMIN_API.moderation.suspend, v));

  const act = (item: ModerationItem, action: ModerationAction) => {
    const run = () => decide.mutateAsync({ item, action }).then(() => void message.success(t(`done.${action}`)));
    if (action !== 'delete' && action !== 'reject') return void run().catch(() => undefined);
    modal.confirm({
      title: t(`confirm.${action}`),
      okText: t(`moderate.${action}`),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: run,
    });
  };

  const askSuspend = (item: ModerationItem) => {
    let days = 7;
    modal.confirm({
      title: t('suspend.title', { name: item.author.nickname }),
      content: (
        <Space direction="vertical">
          <label>
            {t('suspend.days')}{' '}
            <InputNumber
              min={1}
              max={MODERATION_LIMITS.suspendDaysMax}
              defaultValue={days}
              onChange={(v) => (days = Number(v) || 1)}
              aria-label={t('suspend.days')}
            />
          </label>
          <Typography.Text type="secondary">{t('suspend.hint')}</Typography.Text>
        </Space>
      ),
      okText: t('moderate.suspend'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: () =>
        suspend.mutateAsync({ memberId: item.author.id, days }).then(() => void message.success(t('done.suspend'))),
    });
  };

  const actionsOf = (item: ModerationItem): ModerationAction[] => {
    if (item.status === 'pending') return ['approve', 'reject'];
    if (item.type === 'member') return ['dismiss'];
    if (item.status === 'deleted') return ['dismiss'];
    return item.status === 'hidden' ? ['restore', 'delete', 'dismiss'] : ['hide', 'delete', 'dismiss'];
  };

  return (
    <Card
      title={
        <Typography.Title level={1} className="admin-title">
          {t('menu.queue')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('queue.intro', {
          count: MODERATION_LIMITS.hideScore,
          member: MODERATION_LIMITS.reportWeight.member,
          days: MODERATION_LIMITS.reportWeight.seasonedDays,
          fresh: MODERATION_LIMITS.reportWeight.newAccount,
        })}
      </Typography.Paragraph>
      <Tabs
        activeKey={view}
        onChange={(k) => {
          setView(k as View);
          setPage({ ...page, pageNum: 1 });
        }}
        items={[
          { key: 'reports', label: t('queue.reports') },
          { key: 'pending', label: t('queue.pending') },
        ]}
      />
      <Table<ModerationItem>
        rowKey={(i) => `${i.type}:${i.id}`}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t(view === 'reports' ? 'queue.empty' : 'queue.emptyPending') }}
        scroll={scrollX(900, list.data?.list)}
        // The expand column stays in view while the rows scroll sideways; an empty table neither scrolls nor
        // pins a column (a fixed column alone makes antd's table a scrolling region with nothing to focus).
        expandable={{
          expandedRowRender: (item) => <ItemDetail item={item} />,
          fixed: list.data?.list.length ? 'left' : undefined,
        }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
          showTotal: (n) => t('list.total', { count: n }),
        }}
        columns={[
          { title: t('queue.type'), dataIndex: 'type', width: 100, render: (v: string) => t(`types.${v}`) },
          {
            title: t('queue.status'),
            dataIndex: 'status',
            width: 100,
            render: (v: string) => (
              <Tag color={v === 'hidden' ? 'red' : v === 'pending' ? 'gold' : undefined}>
                {t(`status.${v}`, { defaultValue: v })}
              </Tag>
            ),
          },
          {
            title: t('queue.content'),
            key: 'content',
            ellipsis: true,
            render: (_, i) =>
              [i.title, i.text].filter(Boolean).join(' — ') ||
              (i.mediaCount ? t('queue.media', { count: i.mediaCount }) : '—'),
          },
          {
            title: t('queue.author'),
            key: 'author',
            width: 200,
            render: (_, i) => <MemberCard member={i.author} size="small" link={false} />,
          },
          { title: t('queue.reportCount'), dataIndex: 'reportCount', width: 90 },
          { title: t('queue.lastReportedAt'), dataIndex: 'lastReportedAt', width: 150, render: when },
          {
            title: t('columns.actions'),
            key: 'actions',
            width: 320,
            render: (_, item) => (
              <Space wrap>
                {actionsOf(item).map((a) => (
                  <Button
                    key={a}
                    size="small"
                    danger={a === 'delete' || a === 'reject' || a === 'hide'}
                    loading={decide.isPending && decide.variables?.item === item && decide.variables.action === a}
                    onClick={() => act(item, a)}
                  >
                    {t(`moderate.${a}`)}
                  </Button>
                ))}
                <Button size="small" danger onClick={() => askSuspend(item)}>
                  {t('moderate.suspend')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

function ItemDetail({ item }: { item: ModerationItem }) {
  const { t } = useConsoleT('admin-moderation');
  const h = item.authorHistory;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {item.text && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{item.text}</Typography.Paragraph>}
      {item.type === 'message' && item.mediaCount > 0 && <ReportedMessageImage messageId={item.id} />}
      <Descriptions size="small" column={{ xs: 1, md: 3 }} title={t('history.title')}>
        <Descriptions.Item label={t('history.reportsReceived')}>{h.reportsReceived}</Descriptions.Item>
        <Descriptions.Item label={t('history.hidden')}>{h.hidden}</Descriptions.Item>
        <Descriptions.Item label={t('history.deleted')}>{h.deleted}</Descriptions.Item>
        <Descriptions.Item label={t('history.suspensions')}>{h.suspensions}</Descriptions.Item>
        <Descriptions.Item label={t('history.suspendedUntil')}>{when(h.suspendedUntil)}</Descriptions.Item>
        <Descriptions.Item label={t('queue.createdAt')}>{when(item.createdAt)}</Descriptions.Item>
      </Descriptions>
      <List
        size="small"
        header={t('queue.reportsOf')}
        dataSource={item.reports}
        locale={{ emptyText: t('queue.noReports') }}
        renderItem={(r) => (
          <List.Item>
            <Space wrap>
              <MemberCard member={r.reporter} size="small" link={false} />
              <Tag>{t(`reasons.${r.reason}`)}</Tag>
              {r.text && <span>{r.text}</span>}
              <Typography.Text type="secondary">{when(r.createdAt)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Space>
  );
}
