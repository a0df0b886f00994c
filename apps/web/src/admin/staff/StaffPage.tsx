import { useState } from 'react';
import { App, Card, Checkbox, Input, Select, Space, Switch, Table, Typography } from 'antd';
import { useConsoleT } from '../common/i18n.js';
import { ADMIN_API, ROLES, type Role, type StaffMember } from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { useSession } from '../../components/session/index.js';
import { useAdminList, useAdminMutation } from '../api.js';
import { formatDate } from '../../components/content/format.js';
import { scrollX } from '../common/table.js';

/** Staff accounts (admin only): find members, grant or revoke roles, each change after a confirmation. */
export default function StaffPage() {
  const { t } = useConsoleT('admin-staff');
  const { modal, message } = App.useApp();
  const { user } = useSession();
  const [params, setParams] = useState<{
    pageNum: number;
    pageSize: number;
    keywords?: string;
    role?: Role;
    staffOnly: 'true' | 'false';
  }>({ pageNum: 1, pageSize: 20, staffOnly: 'true' });
  const list = useAdminList<StaffMember>(ADMIN_API.staff.list, params);
  const change = useAdminMutation(({ grant, memberId, role }: { grant: boolean; memberId: number; role: Role }) =>
    post(grant ? ADMIN_API.staff.grant : ADMIN_API.staff.revoke, { memberId, role }),
  );

  const ask = (m: StaffMember, role: Role, grant: boolean) =>
    modal.confirm({
      title: grant
        ? t('staff.grantTitle', { role: t(`roles.${role}`), name: m.nickname })
        : t('staff.revokeTitle', { role: t(`roles.${role}`), name: m.nickname }),
      content: t(`staff.roleHelp.${role}`),
      okText: grant ? t('staff.grant') : t('staff.revoke'),
      okButtonProps: { danger: !grant },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        await change.mutateAsync({ grant, memberId: m.id, role });
        void message.success(grant ? t('staff.granted') : t('staff.revoked'));
      },
    });

  return (
    <Card
      title={
        <Typography.Title level={1} className="admin-title">
          {t('menu.staff')}
        </Typography.Title>
      }
    >
      <Space wrap className="admin-filters">
        <Input.Search
          allowClear
          placeholder={t('staff.search')}
          aria-label={t('staff.search')}
          onSearch={(v) => setParams({ ...params, keywords: v.trim() || undefined, pageNum: 1 })}
          style={{ width: 280 }}
        />
        <Select
          allowClear
          placeholder={t('staff.role')}
          aria-label={t('staff.role')}
          style={{ width: 160 }}
          value={params.role}
          onChange={(role) => setParams({ ...params, role, pageNum: 1 })}
          options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        />
        <Space>
          <Switch
            checked={params.staffOnly === 'true'}
            onChange={(on) => setParams({ ...params, staffOnly: on ? 'true' : 'false', pageNum: 1 })}
            aria-label={t('staff.staffOnly')}
          />
          {t('staff.staffOnly')}
        </Space>
      </Space>
      <Table<StaffMember>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={scrollX(900, list.data?.list)}
        pagination={{
          current: params.pageNum,
          pageSize: params.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum) => setParams({ ...params, pageNum }),
          showTotal: (n) => t('list.total', { count: n }),
        }}
        columns={[
          { title: t('columns.id'), dataIndex: 'id', width: 80 },
          { title: t('staff.nickname'), dataIndex: 'nickname' },
          { title: t('staff.email'), dataIndex: 'email', render: (v: string | null) => v ?? '—' },
          { title: t('staff.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
          { title: t('staff.joined'), dataIndex: 'createdAt', render: (v: string) => formatDate(v) },
          {
            title: t('staff.roles'),
            key: 'roles',
            render: (_, m) => (
              <Space wrap>
                {ROLES.map((role) => {
                  const has = m.roles.includes(role);
                  // An admin cannot take their own admin role away (the console would lock them out).
                  const self = String(m.id) === user?.userId && role === 'admin' && has;
                  return (
                    <Checkbox
                      key={role}
                      checked={has}
                      disabled={self || change.isPending}
                      onChange={() => ask(m, role, !has)}
                    >
                      {t(`roles.${role}`)}
                    </Checkbox>
                  );
                })}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
