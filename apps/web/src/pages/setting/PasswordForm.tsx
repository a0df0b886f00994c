import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from '../../components/i18n/index.js';
import { hashPassword } from '../../components/auth/credentials.js';
import { toast } from '../../components/api/http.js';
import { settingApi } from './api.js';
import { NewPasswordFields } from './NewPasswordFields.js';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password: the current one, the new one twice (the register form's rule); only MD5 hex leaves the browser. */
export function PasswordForm() {
  const { t } = useTranslation('setting-account');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      await settingApi.updatePassword({ oldPassword: hashPassword(v.oldPassword), newPassword: hashPassword(v.newPassword), confirmPassword: hashPassword(v.confirmPassword) });
      form.resetFields();
      toast.success(t('settings.passwordChanged'));
    } catch {
      // toasted by the client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" className="setting-form" onFinish={save}>
      <Form.Item name="oldPassword" label={t('settings.oldPassword')} rules={[{ required: true, message: t('settings.oldPasswordRule') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('settings.changePassword')}
      </Button>
    </Form>
  );
}
