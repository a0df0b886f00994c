import { useState } from 'react';
import { Button, Form, Radio } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { PRIVACY_AUDIENCES, type PrivacySettings, type UserInfo } from '@acsc/shared';
import { loadUserInfo } from '../../components/session/index.js';
import { toast } from '../../components/api/http.js';
import { privacyApi } from './privacyApi.js';

/** Who may message the member and see their profile (everyone, members, the people they follow in the exchange). */
export function PrivacyForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('privacy');
  const [form] = Form.useForm<PrivacySettings>();
  const [saving, setSaving] = useState(false);

  const save = async (values: PrivacySettings) => {
    setSaving(true);
    try {
      await privacyApi.update(values);
      await loadUserInfo();
      toast.success(t('saved'));
    } catch {
      // toasted by the client
    } finally {
      setSaving(false);
    }
  };

  const choices = (name: keyof PrivacySettings, label: string) => (
    <Form.Item name={name} label={label} rules={[{ required: true }]}>
      <Radio.Group>
        {PRIVACY_AUDIENCES.map((a) => (
          <Radio key={a} value={a}>
            {t(`audience.${a}`)}
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      className="setting-form setting-privacy"
      initialValues={user.privacy}
      onFinish={save}
    >
      {choices('messages', t('messagesLabel'))}
      {choices('profile', t('profileLabel'))}
      <p className="setting-privacy__note">
        {t('followingNote')} <Link to="/exchange/components/attention?kind=following">{t('followingLink')}</Link>
      </p>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('save')}
      </Button>
    </Form>
  );
}
