import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_PATTERN } from '@acsc/shared';
import { hashPassword } from '../../components/auth/credentials.js';
import { toast } from '../../components/api/http.js';
import { loadUserInfo } from '../../components/session/index.js';
import { accountApi } from './accountApi.js';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

/**
 * A first password for a member who signed up by phone (no old one to give). It signs in with the bound
 * email, so without one the form says to bind it first. Only MD5 hex leaves the browser.
 */
export function FirstPasswordForm({ hasEmail }: { hasEmail: boolean }) {
  const { t } = useTranslation('setting-account');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  if (!hasEmail) return <Alert type="info" showIcon title={t('setting-account:firstPassword.bindEmailFirst')} />;

  const save = async (v: Values) => {
    setSaving(true);
    try {
      await accountApi.setPassword({ newPassword: hashPassword(v.newPassword), confirmPassword: hashPassword(v.confirmPassword) });
      toast.success(t('setting-account:firstPassword.done'));
      // hasPassword turns true: the page shows "Change password" instead of this form.
      await loadUserInfo();
    } catch {
      // toasted by the client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} name="first-password" layout="vertical" className="setting-form" onFinish={save}>
      <p>{t('setting-account:firstPassword.hint')}</p>
      <Form.Item name="newPassword" label={t('settings.newPassword')} rules={[{ required: true, pattern: PASSWORD_PATTERN, message: t('settings.passwordRule') }]}>
        <Input.Password autoComplete="new-password" maxLength={30} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('settings.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('settings.passwordRule') },
          ({ getFieldValue }) => ({
            validator: (_r, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('settings.passwordsDiffer')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={30} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('setting-account:firstPassword.submit')}
      </Button>
    </Form>
  );
}
