import { useState } from 'react';
import { Button, Checkbox, Form, Input, Popconfirm, Select, Space, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  VITAE_EXPERIENCE_KINDS,
  VITAE_LIMITS,
  vitaeEnumWord,
  vitaeWord,
  type VitaeExperience,
  type VitaeReply,
} from '@acsc/shared';
import { useTranslation } from '../../../components/i18n/index.js';
import { pageLanguage } from '../../../components/content/format.js';
import { EmptyState } from '../../../components/layout/EmptyState.js';
import { SectionFrame } from '../../frames.js';
import { vitaeApi, vitaeKey } from './api.js';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
type Draft = Omit<VitaeExperience, 'id' | 'end'> & { id?: number; end: string | null; present: boolean };

function EntryForm({ draft, onDone }: { draft: Draft; onDone: (cv?: VitaeReply) => void }) {
  const { t } = useTranslation('vitae');
  const lang = pageLanguage();
  const [form] = Form.useForm<Draft>();
  const [saving, setSaving] = useState(false);
  const present = Form.useWatch('present', form) ?? draft.present;
  const month = [
    { required: true, message: t('required') },
    { pattern: MONTH, message: t('monthFormat') },
  ];
  const save = async ({ present: now, ...v }: Draft) => {
    setSaving(true);
    try {
      onDone(
        await vitaeApi.saveExperience({
          ...v,
          id: draft.id,
          end: now ? null : v.end,
          description: v.description ?? '',
        }),
      );
    } catch {
      // Toasted (for example: ends before it starts).
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={draft} onFinish={save} className="vitae-list-item vitae-form">
      <h3>{draft.id ? t('editEntry') : t('addEntry')}</h3>
      <Form.Item label={t('kind')} name="kind">
        <Select options={VITAE_EXPERIENCE_KINDS.map((k) => ({ value: k, label: vitaeEnumWord(k, lang) }))} />
      </Form.Item>
      <Form.Item
        label={t('organization')}
        name="organization"
        rules={[{ required: true, whitespace: true, message: t('required') }]}
      >
        <Input maxLength={VITAE_LIMITS.textMax} />
      </Form.Item>
      <Form.Item label={t('role')} name="role" rules={[{ required: true, whitespace: true, message: t('required') }]}>
        <Input maxLength={VITAE_LIMITS.textMax} />
      </Form.Item>
      <Form.Item label={t('start')} name="start" rules={month}>
        <Input inputMode="numeric" placeholder="2022-07" maxLength={7} />
      </Form.Item>
      <Form.Item name="present" valuePropName="checked">
        <Checkbox>{t('present')}</Checkbox>
      </Form.Item>
      {!present && (
        <Form.Item label={t('end')} name="end" rules={month}>
          <Input inputMode="numeric" placeholder="2023-06" maxLength={7} />
        </Form.Item>
      )}
      <Form.Item label={t('description')} name="description">
        <Input.TextArea maxLength={VITAE_LIMITS.descriptionMax} showCount autoSize={{ minRows: 3 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('save')}
        </Button>
        <Button onClick={() => onDone()}>{t('cancel')}</Button>
      </Space>
    </Form>
  );
}

/** /work/vitae/experience (issue 32): work, internship and project entries: add, edit, reorder, delete. */
export function VitaeExperiencePage() {
  const { t } = useTranslation('vitae');
  const lang = pageLanguage();
  const client = useQueryClient();
  const query = useQuery({ queryKey: vitaeKey, queryFn: vitaeApi.get });
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = query.data?.experience ?? [];
  const put = (cv: VitaeReply) => client.setQueryData(vitaeKey, cv);
  const act = async (call: () => Promise<VitaeReply>) => {
    try {
      put(await call());
    } catch {
      // Toasted.
    }
  };
  const move = (i: number, by: number) => {
    const ids = list.map((x) => x.id);
    [ids[i], ids[i + by]] = [ids[i + by], ids[i]];
    return act(() => vitaeApi.reorder(ids));
  };
  const blank: Draft = {
    kind: 'work',
    organization: '',
    role: '',
    start: '',
    end: null,
    present: false,
    description: '',
  };

  return (
    <SectionFrame id="workVitaeExperience">
      {!query.data ? (
        <Spin />
      ) : (
        <div className="vitae-page">
          {draft ? (
            <EntryForm
              draft={draft}
              onDone={(cv) => {
                if (cv) put(cv);
                setDraft(null);
              }}
            />
          ) : (
            list.length < VITAE_LIMITS.experienceMax && (
              <Button type="primary" onClick={() => setDraft(blank)}>
                {t('addEntry')}
              </Button>
            )
          )}
          {list.length === 0 && !draft && <EmptyState title={t('noExperience')} />}
          {list.map((x, i) => (
            <div key={x.id} className="vitae-list-item" data-testid="vitae-entry">
              <div className="vitae-view__what">
                {x.organization} · {x.role}
              </div>
              <div className="vitae-view__when">
                {vitaeEnumWord(x.kind, lang)} · {x.start} – {x.end ?? vitaeWord('present', lang)}
              </div>
              <Space wrap style={{ marginTop: 8 }}>
                <Button size="small" onClick={() => setDraft({ ...x, present: x.end === null })}>
                  {t('edit')}
                </Button>
                <Button size="small" disabled={i === 0} onClick={() => move(i, -1)}>
                  {t('moveUp')}
                </Button>
                <Button size="small" disabled={i === list.length - 1} onClick={() => move(i, 1)}>
                  {t('moveDown')}
                </Button>
                <Popconfirm title={t('confirmDelete')} onConfirm={() => act(() => vitaeApi.deleteExperience(x.id))}>
                  <Button size="small" danger>
                    {t('remove')}
                  </Button>
                </Popconfirm>
              </Space>
            </div>
          ))}
        </div>
      )}
    </SectionFrame>
  );
}
