import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from '../../components/i18n/index.js';
import { hashPassword } from '../../components/auth/credentials.js';
import { toast } from '../../components/api/http.js';
import { loadUserInfo } from '../../components/session/index.js';
import { accountApi } from './accountApi.js';
import { NewPasswordFields } from './NewPasswordFields.js';

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
      await accountApi.setPassword({
        newPassword: hashPassword(v.newPassword),
        confirmPassword: hashPassword(v.confirmPassword),
      });
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
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('setting-account:firstPassword.submit')}
      </Button>
    </Form>
  );
}
