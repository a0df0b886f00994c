import { useState } from 'react';
import { Button, Checkbox, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../components/i18n/index.js';
import { hashPassword } from '../../components/auth/credentials.js';
import { toast } from '../../components/api/http.js';
import { settingApi, sessionsKey } from './api.js';
import { NewPasswordFields } from './NewPasswordFields.js';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  signOutOthers: boolean;
}

/**
 * Change password: the current one, the new one twice (the register form's rule); only MD5 hex leaves the
 * browser. "Sign out my other devices" is ticked by default (issue 28): a member changing a password
 * because someone else may know it ends that someone's session at once.
 */
export function PasswordForm() {
  const { t } = useTranslation('setting-account');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      const signOutOthers = v.signOutOthers !== false;
      await settingApi.updatePassword({
        oldPassword: hashPassword(v.oldPassword),
        newPassword: hashPassword(v.newPassword),
        confirmPassword: hashPassword(v.confirmPassword),
        signOutOthers,
      });
      form.resetFields();
      toast.success(signOutOthers ? t('passwordChange.changedSignedOut') : t('settings.passwordChanged'));
      if (signOutOthers) await queryClient.invalidateQueries({ queryKey: sessionsKey });
    } catch {
      // toasted by the client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="setting-form"
      onFinish={save}
      initialValues={{ signOutOthers: true }}
    >
      <Form.Item
        name="oldPassword"
        label={t('settings.oldPassword')}
        rules={[{ required: true, message: t('settings.oldPasswordRule') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields />
      <Form.Item name="signOutOthers" valuePropName="checked">
        <Checkbox>{t('passwordChange.signOutOthers')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('settings.changePassword')}
      </Button>
    </Form>
  );
}
