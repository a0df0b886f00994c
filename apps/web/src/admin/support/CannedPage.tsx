import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, List, Popconfirm, Space } from 'antd';
import { LANGUAGES, SUPPORT_LIMITS, type SupportCanned } from '@acsc/shared';
import { useConsoleT } from '../common/i18n.js';
import { staffSupportApi } from './api.js';

type Draft = Omit<SupportCanned, 'id'> & { id?: string };
const EMPTY: Draft = { title: '', text: { zh_CN: '', km_KH: '', en_US: '' } };

/** Canned replies, each in the three languages (the inbox inserts the visitor's). */
export default function CannedPage() {
  const { t } = useConsoleT('admin-support');
  const [list, setList] = useState<SupportCanned[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [form] = Form.useForm<Draft>();
  const load = () =>
    staffSupportApi.canned().then(
      (r) => setList(r.list),
      () => {},
    );
  useEffect(() => {
    void load();
  }, []);
  useEffect(() => {
    if (draft) form.setFieldsValue(draft);
  }, [draft, form]);

  const save = async (values: Draft) => {
    try {
      await staffSupportApi.cannedSave({ ...values, ...(draft?.id ? { id: Number(draft.id) } : {}) } as never);
      setDraft(null);
      await load();
    } catch {
      // The HTTP client showed why.
    }
  };

  return (
    <Card
      size="small"
      title={t('cannedTitle')}
      className="admin-section"
      extra={<Button onClick={() => setDraft(EMPTY)}>{t('cannedNew')}</Button>}
    >
      {draft && (
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)} className="support-canned__form">
          <Form.Item name="title" label={t('cannedName')} rules={[{ required: true, whitespace: true, max: 60 }]}>
            <Input />
          </Form.Item>
          {LANGUAGES.map((l) => (
            <Form.Item
              key={l}
              name={['text', l]}
              label={t(`languages.${l}`)}
              rules={[{ required: true, whitespace: true, max: SUPPORT_LIMITS.textMax }]}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" htmlType="submit">
              {t('save')}
            </Button>
            <Button onClick={() => setDraft(null)}>{t('cancel')}</Button>
          </Space>
        </Form>
      )}
      <List
        dataSource={list}
        renderItem={(c) => (
          <List.Item
            actions={[
              <Button key="edit" size="small" onClick={() => setDraft(c)}>
                {t('edit')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('cannedDelete')}
                onConfirm={() => void staffSupportApi.cannedDelete(c.id).then(load, () => {})}
              >
                <Button size="small" danger>
                  {t('delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={c.title} description={c.text.en_US} />
          </List.Item>
        )}
      />
    </Card>
  );
}
