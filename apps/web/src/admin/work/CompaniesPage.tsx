import { useState } from 'react';
import { Button, Card, Form, Input, Modal, Select, Space, Switch, Table, Typography } from 'antd';
import {
  ADMIN_WORK_API,
  COMPANY_SIZES,
  CONTENT_ROLES,
  WORK_INDUSTRIES,
  apiPath,
  type AdminCompany,
  type CompanyInput,
} from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { useAdminList, useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { Translations } from '../common/Translations.js';
import { useSession } from '../../components/session/index.js';
import { pick } from './lang.js';

/** Companies: trilingual name, introduction and locations, industry, size, website; an employer edits its own. */
export default function CompaniesPage() {
  const { t } = useConsoleT('admin-work');
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminCompany | 'new' | null>(null);
  const [form] = Form.useForm<CompanyInput>();
  const list = useAdminList<AdminCompany>(ADMIN_WORK_API.companyList, { pageNum: page, pageSize: 20 });
  const save = useAdminMutation((v: CompanyInput) =>
    editing === 'new' || !editing
      ? post<AdminCompany>(ADMIN_WORK_API.companyCreate, v)
      : post<AdminCompany>(apiPath(ADMIN_WORK_API.companyUpdate, { id: editing.id }), v),
  );
  // Company creation is content staff's (the server's companyCreate roles).
  const canCreate = (user?.roles ?? []).some((r) => CONTENT_ROLES.includes(r));
  const open = (c: AdminCompany | 'new') => {
    setEditing(c);
    form.setFieldsValue(
      c === 'new'
        ? { name: {}, intro: {}, locations: {}, industry: 'other', size: 's21_100', website: null, hidden: false }
        : { ...c },
    );
  };
  return (
    <>
      <Typography.Title level={3}>{t('companies.title')}</Typography.Title>
      <Card size="small" className="admin-section">
        {canCreate && (
          <Button type="primary" onClick={() => open('new')}>
            {t('companies.create')}
          </Button>
        )}
        <Table<AdminCompany>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
          columns={[
            { title: t('fields.name'), render: (_, c) => pick(c.name, `#${c.id}`) },
            { title: t('fields.industry'), render: (_, c) => t(`industry.${c.industry}`) },
            { title: t('companies.openJobs'), dataIndex: 'openJobs' },
            {
              title: t('ui.actions'),
              render: (_, c) => (
                <Button size="small" onClick={() => open(c)}>
                  {t('ui.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={editing !== null}
        width={820}
        title={editing === 'new' ? t('companies.create') : t('ui.edit')}
        okText={t('ui.save')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() =>
          void form
            .validateFields()
            .then((v) => save.mutateAsync({ ...v, website: v.website || null }))
            .then(() => setEditing(null))
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Translations
            form={form}
            catalog="admin-work"
            fields={[
              { name: 'name', kind: 'text', required: true, max: 200 },
              { name: 'locations', kind: 'text', max: 200 },
              { name: 'intro', kind: 'rich' },
            ]}
          />
          <Space wrap>
            <Form.Item name="industry" label={t('fields.industry')}>
              <Select
                style={{ minWidth: 200 }}
                options={WORK_INDUSTRIES.map((v) => ({ value: v, label: t(`industry.${v}`) }))}
              />
            </Form.Item>
            <Form.Item name="size" label={t('fields.size')}>
              <Select
                style={{ minWidth: 200 }}
                options={COMPANY_SIZES.map((v) => ({ value: v, label: t(`size.${v}`) }))}
              />
            </Form.Item>
            <Form.Item name="website" label={t('fields.website')}>
              <Input maxLength={2000} />
            </Form.Item>
            <Form.Item name="hidden" label={t('fields.hidden')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </>
  );
}
