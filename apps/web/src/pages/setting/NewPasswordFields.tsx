import { Form, Input } from 'antd';
import { useTranslation } from '../../components/i18n/index.js';
import { PASSWORD_PATTERN } from '@acsc/shared';

/**
 * The new password and its repetition, with the registration's rule and "the two differ" check: one
 * definition for changing a password and for setting a first one.
 */
export function NewPasswordFields() {
  const { t } = useTranslation('setting-account');
  return (
    <>
      <Form.Item
        name="newPassword"
        label={t('settings.newPassword')}
        rules={[{ required: true, pattern: PASSWORD_PATTERN, message: t('settings.passwordRule') }]}
      >
        <Input.Password autoComplete="new-password" maxLength={30} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('settings.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('settings.passwordRule') },
          ({ getFieldValue }) => ({
            validator: (_r, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('settings.passwordsDiffer'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={30} />
      </Form.Item>
    </>
  );
}
