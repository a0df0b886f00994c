import { useEffect, useState } from 'react';
import { Button, Form, Input, Segmented, Steps } from 'antd';
import { CODE_TYPES, LIMITS, PASSWORD_PATTERN, type LoginResult } from '@acsc/shared';
import { useTranslation } from '../i18n/index.js';
import { toast } from '../api/http.js';
import { setToken } from '../session/index.js';
import { authApi } from './api.js';
import { useCountdown } from './countdown.js';
import { hashPassword } from './credentials.js';
import { CodeField, EmailField, PhoneField, emailOf, phoneInitialValues, phoneOf } from './fields.js';

type Via = 'email' | 'phone';

interface Props {
  /** Changes whenever the form must start over (a new opening of the dialog). */
  resetSeq: number;
  /** The email already typed in the login form, offered again. */
  email: string;
  /** Signed in with the new password (token stored, toast shown). */
  onDone(result: LoginResult): void;
  onBack(): void;
}

/**
 * Forgot password (issue 28): a code to the email, or to the phone bound to the account (captcha/v1/send
 * and captcha/v1/check with type 3), then the new password twice by the register form's rule; the
 * member is signed in and every other device signed out. Only MD5 hex of the password leaves the browser.
 */
export function ForgotPasswordForm({ resetSeq, email, onDone, onBack }: Props) {
  const { t } = useTranslation('auth');
  const [via, setVia] = useState<Via>('email');
  const [step, setStep] = useState<1 | 2>(1);
  const [proof, setProof] = useState<{ address: string; uniqueMark: string } | null>(null);
  const [verifyForm] = Form.useForm();
  const [passwordForm] = Form.useForm();
  const countdown = useCountdown();
  const [submitting, setSubmitting] = useState(false);
  const address = () => (via === 'email' ? emailOf(verifyForm) : phoneOf(verifyForm));

  useEffect(() => {
    setStep(1);
    setVia('email');
    setProof(null);
    verifyForm.resetFields();
    verifyForm.setFieldsValue({ email });
    passwordForm.resetFields();
    countdown.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new opening (resetSeq) resets the steps; the email prefill is read at that moment, and a change of it later must not wipe what the member typed
  }, [resetSeq]);

  const switchVia = (next: Via) => {
    setVia(next);
    verifyForm.setFieldsValue({ code: '' });
    countdown.clear();
  };

  const busy = async (work: () => Promise<void>) => {
    setSubmitting(true);
    try {
      await work();
    } catch {
      // Shown by the HTTP client (wrong code, expired, no such account...); the form stays as typed.
    } finally {
      setSubmitting(false);
    }
  };

  const verify = () =>
    busy(async () => {
      const to = address();
      const { uniqueMark } = await authApi.checkCode(
        to,
        String(verifyForm.getFieldValue('code')).trim(),
        CODE_TYPES.resetPassword,
      );
      setProof({ address: to, uniqueMark });
      setStep(2);
    });

  const reset = () =>
    busy(async () => {
      if (!proof) return;
      const result = await authApi.resetPassword({
        address: proof.address,
        uniqueMark: proof.uniqueMark,
        newPassword: hashPassword(String(passwordForm.getFieldValue('pwd'))),
        confirmPassword: hashPassword(String(passwordForm.getFieldValue('pwdAgain'))),
      });
      setToken(result.token);
      toast.success(t('forgot.done'));
      onDone(result);
    });

  const stepOne = (
    <Form
      form={verifyForm}
      name="forgotVerify"
      initialValues={{ ...phoneInitialValues, email }}
      onFinish={() => void verify()}
      className="auth-form"
      size="large"
    >
      <Form.Item>
        <Segmented<Via>
          block
          value={via}
          onChange={switchVia}
          options={[
            { value: 'email', label: t('forgot.byEmail') },
            { value: 'phone', label: t('forgot.byPhone') },
          ]}
        />
      </Form.Item>
      <p className="auth-hint">{via === 'email' ? t('forgot.hintEmail') : t('forgot.hintPhone')}</p>
      {via === 'email' ? <EmailField /> : <PhoneField />}
      <CodeField
        address={address}
        emptyMessage={via === 'email' ? t('typeYourEmail') : t('typeYourPhoneNumber')}
        type={CODE_TYPES.resetPassword}
        countdown={countdown}
      />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('forgot.next')}
      </Button>
    </Form>
  );

  const stepTwo = (
    <Form form={passwordForm} name="forgotPassword" onFinish={() => void reset()} className="auth-form" size="large">
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
          placeholder={t('forgot.newPassword')}
          aria-label={t('forgot.newPassword')}
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
          placeholder={t('forgot.newPasswordAgain')}
          aria-label={t('forgot.newPasswordAgain')}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('forgot.submit')}
      </Button>
    </Form>
  );

  return (
    <div className="auth-forgot">
      <Steps
        size="small"
        responsive={false}
        titlePlacement="vertical"
        current={step - 1}
        className="auth-steps"
        items={[{ title: t('forgot.stepVerify') }, { title: t('forgot.stepPassword') }]}
      />
      {/* Both steps stay mounted (hidden) so their forms can always be reset. */}
      <div hidden={step !== 1}>{stepOne}</div>
      <div hidden={step !== 2}>{stepTwo}</div>
      <div className="auth-links">
        <Button type="link" onClick={onBack} className="auth-inline-link">
          {t('forgot.backToLogin')}
        </Button>
      </div>
    </div>
  );
}
