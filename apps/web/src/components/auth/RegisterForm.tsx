import { useEffect, useState } from 'react';
import { Button, Form, Input, Steps } from 'antd';
import { useTranslation } from '../i18n/index.js';
import { CODE_TYPES, LIMITS, PASSWORD_PATTERN } from '@acsc/shared';
import { toast } from '../api/http.js';
import { loadUserInfo, setToken } from '../session/index.js';
import { AgreementField, agreementPrefill, rememberAgreement } from './AgreementField.js';
import { BindForm } from './BindForm.js';
import { authApi } from './api.js';
import { useCountdown } from './countdown.js';
import { hashPassword } from './credentials.js';
import { CodeField, EmailField, emailOf } from './fields.js';

/** Register step (spec section 4): 1 = email registration, 2 = bind phone. */
export type RegisterStep = 1 | 2;

interface Props {
  /** Prefix of the form names, so the dialog and the page never produce the same element ids. */
  name: string;
  /** Changes when the flow must start over at step 1 (a new opening of the dialog). */
  resetSeq?: number;
  /** Registered and signed in with user info loaded (after step 2 or straight after step 1). */
  onDone(): void;
  /** The footer's "Click to log in". */
  onLogin(): void;
}

/** Email registration (step 1) and phone binding (step 2), for the register dialog and the /register page. */
export function RegisterForm({ name, resetSeq = 0, onDone, onLogin }: Props) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm();
  const countdown = useCountdown();
  const [step, setStep] = useState<RegisterStep>(1);
  const [bindSeq, setBindSeq] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    setStep(1);
    form.resetFields();
    countdown.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new opening (resetSeq) resets the form; form and countdown are stable, and listing them would reset on every render
  }, [resetSeq]);

  const finishSignIn = async () => {
    try {
      await loadUserInfo(true);
    } catch {
      // Shown by the HTTP client; the token is kept, so a reload picks the session up.
    }
    onDone();
  };

  const register = async () => {
    const address = emailOf(form);
    setSubmitting(true);
    try {
      const result = await authApi.registerByEmailCode(
        address,
        String(form.getFieldValue('code')).trim(),
        hashPassword(String(form.getFieldValue('pwd'))),
        hashPassword(String(form.getFieldValue('pwdAgain'))),
      );
      setToken(result.token);
      rememberAgreement(form, address);
      toast.success(t('registeredSuccessfully'));
      if (result.needShowBindPhone === 1) {
        setBindSeq((n) => n + 1);
        setStep(2);
      } else {
        await finishSignIn();
      }
    } catch {
      // Deviation from spec section 7: the HTTP client shows the failure (wrong code, email taken...).
    } finally {
      setSubmitting(false);
    }
  };

  const stepOne = (
    <Form form={form} name={`${name}Email`} onFinish={() => void register()} className="auth-form" size="large">
      <EmailField onBlur={agreementPrefill(form, () => emailOf(form))} />
      <CodeField
        address={() => emailOf(form)}
        emptyMessage={t('typeYourEmail')}
        type={CODE_TYPES.login}
        countdown={countdown}
      />
      <Form.Item
        name="pwd"
        validateFirst
        rules={[
          { required: true, message: t('typeYourPassword') },
          {
            pattern: PASSWORD_PATTERN,
            message: t('passwordRule', { min: LIMITS.passwordMin, max: LIMITS.passwordMax }),
          },
        ]}
      >
        <Input.Password
          placeholder={t('passwordPlaceholder')}
          aria-label={t('passwordPlaceholder')}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
        />
      </Form.Item>
      <Form.Item
        name="pwdAgain"
        dependencies={['pwd']}
        validateFirst
        rules={[
          { required: true, message: t('typeYourPasswordAgain') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              value === getFieldValue('pwd')
                ? Promise.resolve()
                : Promise.reject(new Error(t('passwordsInconsistent'))),
          }),
        ]}
      >
        <Input.Password
          placeholder={t('passwordAgainPlaceholder')}
          aria-label={t('passwordAgainPlaceholder')}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
        />
      </Form.Item>
      <AgreementField />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('register')}
      </Button>
      <div className="auth-links">
        <span>{t('alreadyHaveAccount')}</span>
        <Button type="link" onClick={onLogin} className="auth-inline-link">
          {t('clickToLogin')}
        </Button>
      </div>
    </Form>
  );

  return (
    <div className="auth-register">
      <Steps
        size="small"
        responsive={false}
        titlePlacement="vertical"
        current={step - 1}
        className="auth-steps"
        items={[{ title: t('registerStepEmail') }, { title: t('registerStepPhone') }]}
      />
      {/* Both steps stay mounted (hidden) so their forms can always be reset. */}
      <div hidden={step !== 1}>{stepOne}</div>
      <div hidden={step !== 2}>
        <BindForm name={`${name}Phone`} status={2} resetSeq={bindSeq} onDone={() => void finishSignIn()} />
      </div>
    </div>
  );
}
