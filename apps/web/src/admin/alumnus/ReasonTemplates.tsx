import { useState } from 'react';
import { Button, Card, Input, List, Space, Typography } from 'antd';
import { ADMIN_ALUMNI_CERT_API as S, LANGUAGES, apiPath, type Language, type ReasonTemplate } from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { useAdminGet, useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';

type Texts = ReasonTemplate['text'];

/** Three text areas, one per language, for a rejection reason (a template's or the one being sent). */
export function ReasonFields({ value, onChange }: { value: Texts; onChange: (v: Texts) => void }) {
  const { t } = useConsoleT('admin-alumnus');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {LANGUAGES.map((lang: Language) => (
        <Input.TextArea
          key={lang}
          rows={2}
          maxLength={500}
          lang={lang === 'km_KH' ? 'km' : lang === 'zh_CN' ? 'zh' : 'en'}
          aria-label={t(`cert.reasonIn.${lang}`)}
          placeholder={t(`cert.reasonIn.${lang}`)}
          value={value[lang] ?? ''}
          onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
        />
      ))}
    </Space>
  );
}

/** The rejection reasons staff pick from, kept in the three languages: add, edit, delete. */
export function ReasonTemplates() {
  const { t } = useConsoleT('admin-alumnus');
  const reasons = useAdminGet<ReasonTemplate[]>(S.reasons);
  const [draft, setDraft] = useState<Texts>({});
  const [editing, setEditing] = useState<number | null>(null);
  const save = useAdminMutation((v: { id: number | null; text: Texts }) =>
    post(v.id === null ? S.reasonCreate : apiPath(S.reasonUpdate, { id: v.id }), { text: v.text }),
  );
  const remove = useAdminMutation((id: number) => post(apiPath(S.reasonDelete, { id })));
  const submit = () =>
    save.mutate(
      { id: editing, text: draft },
      {
        onSuccess: () => {
          setDraft({});
          setEditing(null);
        },
      },
    );
  return (
    <Card size="small" title={t('cert.templates')} className="admin-section">
      <List
        dataSource={reasons.data ?? []}
        locale={{ emptyText: t('cert.noTemplates') }}
        renderItem={(r) => (
          <List.Item
            actions={[
              <Button
                key="edit"
                size="small"
                onClick={() => {
                  setEditing(r.id);
                  setDraft(r.text);
                }}
              >
                {t('cert.edit')}
              </Button>,
              <Button key="delete" size="small" danger onClick={() => remove.mutate(r.id)}>
                {t('cert.delete')}
              </Button>,
            ]}
          >
            <Typography.Text>{[r.text.zh_CN, r.text.km_KH, r.text.en_US].filter(Boolean).join(' / ')}</Typography.Text>
          </List.Item>
        )}
      />
      <ReasonFields value={draft} onChange={setDraft} />
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" loading={save.isPending} onClick={submit}>
          {editing === null ? t('cert.addTemplate') : t('cert.saveTemplate')}
        </Button>
        {editing !== null && (
          <Button
            onClick={() => {
              setEditing(null);
              setDraft({});
            }}
          >
            {t('cert.cancel')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
