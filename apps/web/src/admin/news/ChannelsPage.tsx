import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Switch,
  Table,
  Typography,
  type TableProps,
} from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ADMIN_API, ASSOCIATIONS, apiPath, channelInput, type AdminChannel } from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { currentLanguage } from '../../components/i18n/index.js';
import { useAdminList, useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { pickText } from '../common/lang.js';
import { localizedMaxOf, maxLengthOf, rangeOf, rulesOf } from '../common/rules.js';
import { CompletenessMarks } from '../common/StateTag.js';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton.js';
import { Translations } from '../common/Translations.js';
import { scrollX } from '../common/table.js';

type Values = Omit<AdminChannel, 'id' | 'articleCount' | 'completeness' | 'createdAt' | 'updatedAt'>;

/** News channels: names in three languages, order, association, shown or hidden; deleted only when empty. */
export default function ChannelsPage() {
  const { t } = useConsoleT('admin-news');
  const { message } = App.useApp();
  const lang = currentLanguage();
  const [params, setParams] = useState({
    pageNum: 1,
    pageSize: 20,
    keywords: undefined as string | undefined,
    sort: 'sortOrder',
    order: 'asc',
  });
  const list = useAdminList<AdminChannel>(ADMIN_API.channel.list, params);
  const [editing, setEditing] = useState<AdminChannel | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const save = useAdminMutation(({ id, body }: { id?: number; body: Values }) =>
    post(id ? apiPath(ADMIN_API.channel.update, { id }) : ADMIN_API.channel.create, body),
  );
  const remove = useAdminMutation((id: number) => post(apiPath(ADMIN_API.channel.remove, { id })));

  const open = (c: AdminChannel | 'new') => {
    form.resetFields();
    form.setFieldsValue(
      c === 'new' ? { code: '', name: {}, description: {}, association: null, sortOrder: 100, enabled: true } : c,
    );
    setEditing(c);
  };

  const columns: TableProps<AdminChannel>['columns'] = [
    { title: t('fields.code'), dataIndex: 'code', key: 'code', sorter: true },
    {
      title: t('fields.name'),
      key: 'name',
      render: (_, c) => (
        <Space direction="vertical" size={2}>
          {pickText(c.name, lang)}
          <CompletenessMarks completeness={c.completeness} />
        </Space>
      ),
    },
    {
      title: t('fields.association'),
      dataIndex: 'association',
      key: 'association',
      render: (a: string | null) => (a ? t(`associations.${a}`) : '—'),
    },
    { title: t('columns.articles'), dataIndex: 'articleCount', key: 'articleCount', width: 100 },
    { title: t('fields.sortOrder'), dataIndex: 'sortOrder', key: 'sortOrder', sorter: true, width: 110 },
    {
      title: t('fields.enabled'),
      key: 'enabled',
      width: 100,
      render: (_, c) => (
        <Switch
          checked={c.enabled}
          aria-label={t('fields.enabled')}
          onChange={(enabled) =>
            void save.mutateAsync({
              id: c.id,
              body: {
                code: c.code,
                name: c.name,
                description: c.description,
                association: c.association,
                sortOrder: c.sortOrder,
                enabled,
              },
            })
          }
        />
      ),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 120,
      render: (_, c) => (
        <Space>
          <Button size="small" icon={<EditOutlined />} aria-label={t('actions.edit')} onClick={() => open(c)} />
          <ConfirmDeleteButton
            size="small"
            disabled={c.articleCount > 0}
            reason={t('channels.notEmpty')}
            onConfirm={async () => {
              await remove.mutateAsync(c.id);
              void message.success(t('actions.deleted'));
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={
        <Typography.Title level={1} className="admin-title">
          {t('menu.channels')}
        </Typography.Title>
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('actions.create')}
        </Button>
      }
    >
      <Space wrap className="admin-filters">
        <Input.Search
          allowClear
          placeholder={t('filters.search')}
          aria-label={t('filters.search')}
          onSearch={(v) => setParams({ ...params, keywords: v.trim() || undefined, pageNum: 1 })}
          style={{ width: 240 }}
        />
      </Space>
      <Table<AdminChannel>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        columns={columns}
        scroll={scrollX(800, list.data?.list)}
        pagination={{
          current: params.pageNum,
          pageSize: params.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (n) => t('list.total', { count: n }),
        }}
        onChange={(p, _f, s) => {
          const sorter = Array.isArray(s) ? s[0] : s;
          setParams({
            ...params,
            pageNum: p.current ?? 1,
            sort: sorter?.order ? String(sorter.columnKey) : 'sortOrder',
            order: sorter?.order === 'descend' ? 'desc' : 'asc',
          });
        }}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('channels.new') : t('channels.edit')}
        width={720}
        okText={t('actions.save')}
        cancelText={t('actions.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={async () => {
          const values = await form.validateFields();
          await save.mutateAsync({
            id: editing === 'new' ? undefined : editing!.id,
            body: { ...form.getFieldsValue(true), ...values },
          });
          void message.success(t('actions.saved'));
          setEditing(null);
        }}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Space wrap align="start">
            <Form.Item
              name="code"
              label={t('fields.code')}
              rules={rulesOf(channelInput.shape.code, {
                required: t('validation.required', { field: t('fields.code') }),
                invalid: t('validation.code'),
              })}
            >
              <Input maxLength={maxLengthOf(channelInput.shape.code)} />
            </Form.Item>
            <Form.Item name="association" label={t('fields.association')}>
              <Select
                allowClear
                style={{ width: 200 }}
                options={ASSOCIATIONS.map((a) => ({ value: a, label: t(`associations.${a}`) }))}
              />
            </Form.Item>
            <Form.Item name="sortOrder" label={t('fields.sortOrder')}>
              <InputNumber {...rangeOf(channelInput.shape.sortOrder)} />
            </Form.Item>
            <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Translations
            form={form}
            fields={[
              { name: 'name', kind: 'text', required: true, max: localizedMaxOf(channelInput.shape.name) },
              { name: 'description', kind: 'textarea', max: localizedMaxOf(channelInput.shape.description) },
            ]}
          />
        </Form>
      </Modal>
    </Card>
  );
}
