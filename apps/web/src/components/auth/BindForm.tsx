import { useEffect, useState } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from '../i18n/index.js';
import { CODE_TYPES } from '@acsc/shared';
import { toast } from '../api/http.js';
import { authApi } from './api.js';
import { useCountdown } from './countdown.js';
import { CodeField, EmailField, PhoneField, emailOf, phoneInitialValues, phoneOf } from './fields.js';

/** Bind dialog status (spec section 4): 1 = bind email, 2 = bind phone. */
export type BindStatus = 1 | 2;

interface Props {
  /** Form name, unique on the page (it prefixes the element ids). */
  name: string;
  status: BindStatus;
  /** Changes whenever the form must start over: fields and countdown cleared (spec section 4). */
  resetSeq: number;
  /** Bound (toast shown) or skipped; the caller loads user info. */
  onDone(): void;
}

/**
 * Proves the address with a type-0 code (captcha/v1/check -> uniqueMark) and binds it to the signed-in
 * member. Used by the bind dialog and by step 2 of registration; its button says "Bind" in both (the spec
 * gives the bind dialog "Log in": docs/spec-deviations.md).
 */
export function BindForm({ name, status, resetSeq, onDone }: Props) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm();
  const countdown = useCountdown();
  const [submitting, setSubmitting] = useState(false);
  const address = () => (status === 1 ? emailOf(form) : phoneOf(form));

  useEffect(() => {
    form.resetFields();
    countdown.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form resets when it is opened again or binds the other address; form and countdown are stable objects
  }, [resetSeq, status]);

  const bind = async () => {
    setSubmitting(true);
    try {
      const to = address();
      const { uniqueMark } = await authApi.checkCode(to, String(form.getFieldValue('code')).trim());
      await authApi.bind(to, uniqueMark);
      toast.success(t('bindingSuccessfully'));
      onDone();
    } catch {
      // Deviation from spec section 7: the HTTP client shows the failure instead of ignoring it.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      name={name}
      initialValues={phoneInitialValues}
      onFinish={() => void bind()}
      className="auth-form"
      size="large"
    >
      {status === 1 ? <EmailField /> : <PhoneField />}
      <CodeField
        address={address}
        emptyMessage={status === 1 ? t('typeYourEmail') : t('typeYourPhoneNumber')}
        type={CODE_TYPES.bind}
        countdown={countdown}
      />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('bind')}
      </Button>
      <div className="auth-links">
        <Button type="link" onClick={onDone} className="auth-skip">
          {t('notNeededSkip')}
        </Button>
      </div>
    </Form>
  );
}
