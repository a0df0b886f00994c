import { useState } from 'react';
import { App, Button, Card, Input, Select, Space, Table, Tag, Typography } from 'antd';
import {
  ADMIN_RESERVATION_API,
  RESERVATION_STATUSES,
  type AdminActivity,
  type AdminRegistration,
  type ReservationStatus,
} from '@acsc/shared';
import { apiHeaders, post } from '../../components/api/http.js';
import { formatLongDateTime } from '../../components/content/format.js';
import { useAdminList, useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { MessageRegistered } from './MessageRegistered.js';
import { PaymentCell } from './PaymentCell.js';

const STATUS_COLORS: Record<string, string> = {
  Registered: 'green',
  CheckedIn: 'blue',
  Pending: 'gold',
  Waiting: 'orange',
  Failed: 'red',
  Cancelled: 'default',
};
const titleOf = (a: AdminActivity) => a.title.zh_CN || a.title.en_US || a.title.km_KH || `#${a.id}`;

/** Saves an event's registrations as CSV (the call needs the staff token, so it is fetched, not linked). */
async function downloadCsv(activityId: number) {
  const res = await fetch(`/prod-api${ADMIN_RESERVATION_API.exportCsv}?activityId=${activityId}`, {
    headers: apiHeaders(),
  });
  if (!res.ok) return;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `registrations-${activityId}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** One event's registrations, in queue order, with approve and reject (with a reason). */
export default function RegistrationsPage() {
  const { t } = useConsoleT('admin-reservation');
  const { modal } = App.useApp();
  const [activityId, setActivityId] = useState<number | undefined>();
  const [status, setStatus] = useState<ReservationStatus | undefined>();
  const [page, setPage] = useState(1);
  const events = useAdminList<AdminActivity>(ADMIN_RESERVATION_API.activity.list, { pageSize: 50, sort: 'startsAt' });
  const regs = useAdminList<AdminRegistration>(
    ADMIN_RESERVATION_API.registrations,
    { activityId, status, pageNum: page, pageSize: 50 },
    activityId !== undefined,
  );
  const approve = useAdminMutation((id: number) => post(ADMIN_RESERVATION_API.approve, { id }));
  const refund = useAdminMutation((v: { id: number; note: string }) => post(ADMIN_RESERVATION_API.refund, v));
  const askRefund = (id: number) => {
    let note = '';
    modal.confirm({
      title: t('payment.refundTitle'),
      content: (
        <Input.TextArea
          maxLength={500}
          aria-label={t('payment.refundNote')}
          onChange={(e) => (note = e.target.value)}
        />
      ),
      onOk: () => refund.mutateAsync({ id, note: note.trim() }).then(() => undefined),
    });
  };
  const reject = useAdminMutation((v: { id: number; reason: string }) => post(ADMIN_RESERVATION_API.reject, v));
  const askReason = (id: number) => {
    let reason = '';
    modal.confirm({
      title: t('registrations.rejectTitle'),
      content: (
        <Input.TextArea
          maxLength={500}
          aria-label={t('registrations.reason')}
          onChange={(e) => (reason = e.target.value)}
        />
      ),
      onOk: () =>
        reason.trim() ? reject.mutateAsync({ id, reason: reason.trim() }).then(() => undefined) : Promise.reject(),
    });
  };
  return (
    <>
      <Typography.Title level={3}>{t('registrations.title')}</Typography.Title>
      <Card size="small" className="admin-section">
        <Space wrap>
          <Select
            style={{ minWidth: 320 }}
            placeholder={t('registrations.pickEvent')}
            aria-label={t('registrations.pickEvent')}
            value={activityId}
            onChange={(v) => {
              setActivityId(v);
              setPage(1);
            }}
            options={(events.data?.list ?? []).map((a) => ({
              value: a.id,
              label: `${titleOf(a)} (${a.taken}/${a.capacity}, ${t('registrations.waitingN', { count: a.waiting })})`,
            }))}
          />
          <Select
            allowClear
            style={{ minWidth: 180 }}
            placeholder={t('registrations.status')}
            aria-label={t('registrations.status')}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            options={RESERVATION_STATUSES.filter((s) => s !== 'Booked').map((s) => ({
              value: s,
              label: t(`status.${s}`),
            }))}
          />
          {activityId !== undefined && (
            <>
              <Button onClick={() => void downloadCsv(activityId)}>{t('registrations.csv')}</Button>
              <MessageRegistered activityId={activityId} />
            </>
          )}
        </Space>
        {activityId !== undefined && (
          <Table<AdminRegistration>
            rowKey="id"
            loading={regs.isFetching}
            dataSource={regs.data?.list ?? []}
            pagination={{ current: page, pageSize: 50, total: regs.data?.total ?? 0, onChange: setPage }}
            locale={{ emptyText: t('registrations.empty') }}
            columns={[
              { title: t('registrations.member'), render: (_, r) => r.member.nickname },
              {
                title: t('registrations.status'),
                render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`status.${r.status}`)}</Tag>,
              },
              { title: t('registrations.ticket'), dataIndex: 'ticketCode' },
              {
                title: t('payment.title'),
                render: (_, r) => (r.payment ? <PaymentCell payment={r.payment} /> : null),
              },
              {
                title: t('registrations.answers'),
                render: (_, r) => r.answers.map((a) => `${a.label}: ${a.answer}`).join(' · '),
              },
              { title: t('registrations.at'), render: (_, r) => formatLongDateTime(r.createdAt) },
              {
                title: t('registrations.actions'),
                render: (_, r) => (
                  <Space>
                    {r.status === 'Pending' && (
                      <Button size="small" type="primary" onClick={() => approve.mutate(r.id)}>
                        {t('registrations.approve')}
                      </Button>
                    )}
                    {(r.status === 'Pending' || r.status === 'Waiting') && (
                      <Button size="small" danger onClick={() => askReason(r.id)}>
                        {t('registrations.reject')}
                      </Button>
                    )}
                    {r.payment?.state === 'paid' && (
                      <Button size="small" onClick={() => askRefund(r.id)}>
                        {t('payment.refund')}
                      </Button>
                    )}
                    {r.reason && <Typography.Text type="secondary">{r.reason}</Typography.Text>}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
