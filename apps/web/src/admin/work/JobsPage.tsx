import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, DatePicker, Form, InputNumber, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ADMIN_WORK_API,
  JOB_TYPES,
  LANGUAGE_LEVELS,
  SALARY_CURRENCIES,
  WORK_INDUSTRIES,
  WORK_LANGUAGES,
  apiPath,
  type AdminCompany,
  type AdminJob,
  type JobInput,
} from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { formatLongDateTime } from '../../components/content/format.js';
import { useAdminList, useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { Translations } from '../common/Translations.js';
import { pick } from './lang.js';

type FormValues = Omit<JobInput, 'deadline'> & { deadline: Dayjs };
const STATE_COLORS = { draft: 'default', published: 'green', closed: 'red' } as const;

/** Jobs: trilingual editing, publish, close, copy; each row leads to its applications. */
export default function JobsPage() {
  const { t } = useConsoleT('admin-work');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminJob | 'new' | null>(null);
  const [form] = Form.useForm<FormValues>();
  const list = useAdminList<AdminJob>(ADMIN_WORK_API.jobList, { pageNum: page, pageSize: 20 });
  const companies = useAdminList<AdminCompany>(ADMIN_WORK_API.companyList, { pageSize: 50 });
  const save = useAdminMutation((v: JobInput) =>
    editing === 'new' || !editing
      ? post<AdminJob>(ADMIN_WORK_API.jobCreate, v)
      : post<AdminJob>(apiPath(ADMIN_WORK_API.jobUpdate, { id: editing.id }), v),
  );
  const act = useAdminMutation((v: { path: string; id: number }) => post<AdminJob>(apiPath(v.path, { id: v.id }), {}));
  const open = (j: AdminJob | 'new') => {
    setEditing(j);
    const first = companies.data?.list[0]?.id;
    form.setFieldsValue(
      j === 'new'
        ? ({
            companyId: first,
            title: {},
            city: {},
            description: {},
            requirements: {},
            type: 'fullTime',
            industry: 'other',
            country: 'KH',
            currency: 'USD',
            salaryMin: null,
            salaryMax: null,
            languages: [],
            openings: 1,
            deadline: dayjs().add(30, 'day'),
          } as unknown as FormValues)
        : ({ ...j, deadline: dayjs(j.deadline) } as unknown as FormValues),
    );
  };
  return (
    <>
      <Typography.Title level={3}>{t('jobs.title')}</Typography.Title>
      <Card size="small" className="admin-section">
        <Button type="primary" onClick={() => open('new')} disabled={!companies.data?.list.length}>
          {t('jobs.create')}
        </Button>
        <Table<AdminJob>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
          columns={[
            { title: t('fields.title'), render: (_, j) => pick(j.title, `#${j.id}`) },
            { title: t('fields.companyId'), dataIndex: 'companyName' },
            {
              title: t('jobs.state'),
              render: (_, j) => <Tag color={STATE_COLORS[j.status]}>{t(`state.${j.status}`)}</Tag>,
            },
            { title: t('fields.deadline'), render: (_, j) => formatLongDateTime(j.deadline) },
            {
              title: t('jobs.applications'),
              render: (_, j) => <Link to={`/admin/work/applications?jobId=${j.id}`}>{j.applications}</Link>,
            },
            {
              title: t('ui.actions'),
              render: (_, j) => (
                <Space wrap>
                  <Button size="small" onClick={() => open(j)}>
                    {t('ui.edit')}
                  </Button>
                  {j.status !== 'published' && (
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => act.mutate({ path: ADMIN_WORK_API.jobPublish, id: j.id })}
                    >
                      {t('jobs.publish')}
                    </Button>
                  )}
                  {j.status === 'published' && (
                    <Button size="small" danger onClick={() => act.mutate({ path: ADMIN_WORK_API.jobClose, id: j.id })}>
                      {t('jobs.close')}
                    </Button>
                  )}
                  <Button size="small" onClick={() => act.mutate({ path: ADMIN_WORK_API.jobCopy, id: j.id })}>
                    {t('jobs.copy')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={editing !== null}
        width={860}
        title={editing === 'new' ? t('jobs.create') : t('ui.edit')}
        okText={t('ui.save')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() =>
          void form
            .validateFields()
            .then((v) => save.mutateAsync({ ...v, deadline: v.deadline.toISOString() }))
            .then(() => setEditing(null))
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="companyId" label={t('fields.companyId')} rules={[{ required: true }]}>
            <Select
              options={(companies.data?.list ?? []).map((c) => ({ value: c.id, label: pick(c.name, `#${c.id}`) }))}
            />
          </Form.Item>
          <Translations
            form={form}
            catalog="admin-work"
            fields={[
              { name: 'title', kind: 'text', required: true, max: 200 },
              { name: 'city', kind: 'text', max: 200 },
              { name: 'description', kind: 'rich' },
              { name: 'requirements', kind: 'rich' },
            ]}
          />
          <Space wrap>
            <Form.Item name="type" label={t('fields.type')}>
              <Select style={{ minWidth: 140 }} options={JOB_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
            </Form.Item>
            <Form.Item name="industry" label={t('fields.industry')}>
              <Select
                style={{ minWidth: 180 }}
                options={WORK_INDUSTRIES.map((v) => ({ value: v, label: t(`industry.${v}`) }))}
              />
            </Form.Item>
            <Form.Item name="salaryMin" label={t('fields.salaryMin')}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="salaryMax" label={t('fields.salaryMax')}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="currency" label={t('fields.currency')}>
              <Select style={{ minWidth: 90 }} options={SALARY_CURRENCIES.map((v) => ({ value: v, label: v }))} />
            </Form.Item>
            <Form.Item name="openings" label={t('fields.openings')}>
              <InputNumber min={1} />
            </Form.Item>
            <Form.Item name="deadline" label={t('fields.deadline')} rules={[{ required: true }]}>
              <DatePicker showTime />
            </Form.Item>
          </Space>
          <Form.List name="languages">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} wrap>
                    <Form.Item name={[f.name, 'language']} label={t('fields.language')}>
                      <Select
                        style={{ minWidth: 120 }}
                        options={WORK_LANGUAGES.map((v) => ({ value: v, label: t(`lang.${v}`) }))}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'level']} label={t('fields.level')}>
                      <Select
                        style={{ minWidth: 120 }}
                        options={LANGUAGE_LEVELS.map((v) => ({ value: v, label: t(`level.${v}`) }))}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'hsk']} label="HSK">
                      <InputNumber min={1} max={9} />
                    </Form.Item>
                    <Button onClick={() => remove(f.name)}>{t('jobs.removeLanguage')}</Button>
                  </Space>
                ))}
                <Button onClick={() => add({ language: 'zh', level: 'working', hsk: null })}>
                  {t('jobs.addLanguage')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      </Modal>
    </>
  );
}
