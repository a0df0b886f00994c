import { Checkbox, Form, type FormInstance } from 'antd';
import { Trans, useTranslation } from '../i18n/index.js';
import { hasAgreeFlag, storeAgreeFlag } from './credentials.js';

export const AGREE_FIELD = 'agree';

/** The agreement checkbox with links to the agreement pages (new tab); it must be ticked to go on. */
export function AgreementField() {
  const { t } = useTranslation('auth');
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  return (
    <Form.Item
      name={AGREE_FIELD}
      valuePropName="checked"
      className="auth-agreement"
      rules={[
        {
          validator: (_, checked) =>
            checked ? Promise.resolve() : Promise.reject(new Error(t('byCreatingYourAccountYou'))),
        },
      ]}
    >
      <Checkbox>
        <Trans
          t={t}
          i18nKey="agreement"
          components={{
            terms: <a href="/terms.html" target="_blank" rel="noopener noreferrer" onClick={stop} />,
            privacy: <a href="/privacy.html" target="_blank" rel="noopener noreferrer" onClick={stop} />,
          }}
        />
      </Checkbox>
    </Form.Item>
  );
}

/**
 * Spec section 4: the box is pre-ticked when a flag is stored for the address; the flag is looked up
 * when the address field loses focus, and stored after a successful sign-in or registration.
 */
export function agreementPrefill(form: FormInstance, address: () => string) {
  return () => {
    if (hasAgreeFlag(address())) form.setFieldValue(AGREE_FIELD, true);
  };
}

export function rememberAgreement(form: FormInstance, address: string) {
  if (form.getFieldValue(AGREE_FIELD)) storeAgreeFlag(address);
}
