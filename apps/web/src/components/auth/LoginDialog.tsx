import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/index.js';
import { Link } from 'react-router';
import { CODE_TYPES, type LoginResult } from '@acsc/shared';
import { toast } from '../api/http.js';
import { setToken } from '../session/index.js';
import { AgreementField, agreementPrefill, rememberAgreement } from './AgreementField.js';
import { authApi, countryCodesKey } from './api.js';
import { useCountdown } from './countdown.js';
import { hashPassword } from './credentials.js';
import { CodeField, EmailField, PhoneField, emailOf, phoneInitialValues, phoneOf } from './fields.js';
import { dialogProps, useIsPhone } from './useIsPhone.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';

/** Login dialog status (spec section 4): 1 = mobile, 2 = email. */
export type LoginStatus = 1 | 2;

interface Props {
  open: boolean;
  /** Changes on every opening, which resets the dialog (spec section 4). */
  openSeq: number;
  onClose(): void;
  /** The token is stored and the success toast shown; the host decides what comes next. */
  onLoggedIn(result: LoginResult, status: LoginStatus): void;
}

export function LoginDialog({ open, openSeq, onClose, onLoggedIn }: Props) {
  const { t } = useTranslation('auth');
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LoginStatus>(1);
  /** The email tab's "Forgot password?" shows the reset form in the dialog instead of the tabs. */
  const [forgot, setForgot] = useState(false);
  const [mobileForm] = Form.useForm();
  const [emailForm] = Form.useForm();
  const countdown = useCountdown();
  const [submitting, setSubmitting] = useState(false);

  const resetAll = () => {
    mobileForm.resetFields();
    emailForm.resetFields();
    countdown.clear();
  };

  useEffect(() => {
    if (openSeq === 0) return;
    resetAll();
    setForgot(false);
    void queryClient.invalidateQueries({ queryKey: countryCodesKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an opening (openSeq) resets; resetAll and queryClient do not change what an opening does
  }, [openSeq]);

  const switchTab = (key: string) => {
    setStatus(key === '2' ? 2 : 1);
    resetAll();
  };

  const finish = async (
    call: () => Promise<LoginResult>,
    address: string,
    form: typeof mobileForm,
    via: LoginStatus,
  ) => {
    setSubmitting(true);
    try {
      const result = await call();
      setToken(result.token);
      rememberAgreement(form, address);
      toast.success(t('loginSuccess'));
      onLoggedIn(result, via);
    } catch {
      // Shown by the HTTP client (wrong code, throttled, ...); the dialog stays open to try again.
    } finally {
      setSubmitting(false);
    }
  };

  const loginByPhone = () => {
    const address = phoneOf(mobileForm);
    const code = String(mobileForm.getFieldValue('code')).trim();
    return finish(() => authApi.loginByCode(address, code), address, mobileForm, 1);
  };
  const loginByEmail = () => {
    const address = emailOf(emailForm);
    const password = hashPassword(String(emailForm.getFieldValue('pwd')));
    return finish(() => authApi.loginByPassword(address, password), address, emailForm, 2);
  };

  const mobileTab = (
    <Form
      form={mobileForm}
      name="loginMobile"
      initialValues={phoneInitialValues}
      onFinish={() => void loginByPhone()}
      className="auth-form"
      size="large"
    >
      <PhoneField onBlur={agreementPrefill(mobileForm, () => phoneOf(mobileForm))} />
      <CodeField
        address={() => phoneOf(mobileForm)}
        emptyMessage={t('typeYourPhoneNumber')}
        type={CODE_TYPES.login}
        countdown={countdown}
      />
      <AgreementField />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login')}
      </Button>
    </Form>
  );

  const emailTab = (
    <Form form={emailForm} name="loginEmail" onFinish={() => void loginByEmail()} className="auth-form" size="large">
      <EmailField onBlur={agreementPrefill(emailForm, () => emailOf(emailForm))} />
      <Form.Item name="pwd" rules={[{ required: true, message: t('typeYourPassword') }]} className="auth-password-item">
        <Input.Password
          placeholder={t('passwordPlaceholder')}
          aria-label={t('passwordPlaceholder')}
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      <div className="auth-forgot-link">
        <Button type="link" onClick={() => setForgot(true)}>
          {t('forgot.link')}
        </Button>
      </div>
      <AgreementField />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login')}
      </Button>
      <div className="auth-links">
        <Link to="/register" onClick={onClose}>
          {t('emailRegistration')}
        </Link>
      </div>
    </Form>
  );

  const forgotForm = (
    <ForgotPasswordForm
      resetSeq={openSeq}
      email={emailOf(emailForm)}
      onBack={() => setForgot(false)}
      onDone={(result) => {
        setForgot(false);
        onLoggedIn(result, 2);
      }}
    />
  );

  return (
    <Modal
      {...dialogProps(isPhone)}
      open={open}
      onCancel={onClose}
      title={forgot ? t('forgot.title') : t('loginTitle')}
    >
      {forgot ? forgotForm : null}
      <Tabs
        className={forgot ? 'auth-hidden' : undefined}
        activeKey={String(status)}
        onChange={switchTab}
        centered
        items={[
          { key: '1', label: t('mobileLogin'), children: mobileTab, forceRender: true },
          { key: '2', label: t('emailLogin'), children: emailTab, forceRender: true },
        ]}
      />
    </Modal>
  );
}
