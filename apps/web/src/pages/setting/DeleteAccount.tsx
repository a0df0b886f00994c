import { useState } from 'react';
import { Alert, App, Button, Form, Input, Radio } from 'antd';
import { useTranslation } from '../../components/i18n/index.js';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETION_DAYS, type DeletionCodeBody, type UserInfo } from '@acsc/shared';
import { clearSession, loadUserInfo } from '../../components/session/index.js';
import { toast } from '../../components/api/http.js';
import { emit } from '../../components/events.js';
import { useCountdown } from '../../components/auth/countdown.js';
import { privacyApi } from './privacyApi.js';
import { formatLongDate } from '../../components/content/format.js';

type Channel = DeletionCodeBody['channel'];

/** While a deletion is pending: its date and the way to keep the account. */
export function KeepAccount({ deleteAt }: { deleteAt: string }) {
  const { t } = useTranslation('privacy');
  const [busy, setBusy] = useState(false);
  const keep = async () => {
    setBusy(true);
    try {
      await privacyApi.cancelDeletion();
      await loadUserInfo();
      toast.success(t('danger.kept'));
    } catch {
      // toasted by the client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      message={t('danger.pending', { date: formatLongDate(deleteAt) })}
      action={
        <Button onClick={() => void keep()} loading={busy}>
          {t('danger.keep')}
        </Button>
      }
    />
  );
}

/**
 * The danger zone of /setting: what deleting the account does (the window, what is erased, what stays),
 * then a code sent to a bound address and a last confirmation. On success every device, this one too,
 * is signed out and the member lands on the home page.
 */
export function DeleteAccount({ user }: { user: UserInfo }) {
  const { t } = useTranslation('privacy');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const countdown = useCountdown();
  const channels: Channel[] = [
    ...(user.phone ? (['phone'] as const) : []),
    ...(user.email ? (['email'] as const) : []),
  ];
  const [channel, setChannel] = useState<Channel | undefined>(channels[0]);
  const [captcha, setCaptcha] = useState('');
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (user.deleteAt) return <KeepAccount deleteAt={user.deleteAt} />;

  const send = async () => {
    if (!channel || countdown.running) return;
    setSending(true);
    try {
      await privacyApi.sendDeletionCode({ channel });
      toast.success(t('danger.codeSent'));
      countdown.start();
    } catch {
      // toasted by the client
    } finally {
      setSending(false);
    }
  };

  const remove = async () => {
    if (!channel) return;
    setDeleting(true);
    try {
      const { deleteAt } = await privacyApi.deleteAccount({ channel, captcha: captcha.trim() });
      clearSession();
      emit('login', { type: 2 });
      toast.success(t('danger.scheduledToast', { date: formatLongDate(deleteAt!) }));
      navigate('/');
    } catch {
      // toasted by the client (wrong or expired code)
    } finally {
      setDeleting(false);
    }
  };

  const confirm = () => {
    const date = formatLongDate(new Date(Date.now() + ACCOUNT_DELETION_DAYS * 86_400_000).toISOString());
    modal.confirm({
      title: t('danger.confirmTitle'),
      content: t('danger.confirmBody', { date }),
      okText: t('danger.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('danger.cancel'),
      onOk: remove,
    });
  };

  const codeValid = /^\d{6}$/.test(captcha.trim());
  return (
    <div className="setting-danger">
      <p>{t('danger.intro')}</p>
      <ol className="setting-danger__steps">
        <li>{t('danger.step1')}</li>
        <li>{t('danger.step2', { days: ACCOUNT_DELETION_DAYS })}</li>
        <li>{t('danger.step3', { days: ACCOUNT_DELETION_DAYS })}</li>
        <li>{t('danger.step4')}</li>
      </ol>
      {channels.length === 0 ? (
        <Alert type="info" message={t('danger.noAddress')} />
      ) : (
        <Form layout="vertical" className="setting-form" onFinish={confirm}>
          <Form.Item label={t('danger.channelLabel')}>
            <Radio.Group value={channel} onChange={(e) => setChannel(e.target.value as Channel)}>
              {channels.map((c) => (
                <Radio key={c} value={c}>
                  {c === 'phone'
                    ? t('danger.channelPhone', { address: user.phone })
                    : t('danger.channelEmail', { address: user.email })}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item
            label={t('danger.codeLabel')}
            help={captcha && !codeValid ? t('danger.codeRule') : undefined}
            validateStatus={captcha && !codeValid ? 'error' : undefined}
          >
            <div className="setting-danger__code">
              <Input
                value={captcha}
                onChange={(e) => setCaptcha(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                aria-label={t('danger.codeLabel')}
              />
              {countdown.running ? (
                <span role="status" aria-live="polite">
                  {t('danger.resendAfter', { seconds: countdown.seconds })}
                </span>
              ) : (
                <Button onClick={() => void send()} loading={sending}>
                  {t('danger.sendCode')}
                </Button>
              )}
            </div>
          </Form.Item>
          <Button danger type="primary" htmlType="submit" disabled={!codeValid} loading={deleting}>
            {t('danger.deleteButton')}
          </Button>
        </Form>
      )}
    </div>
  );
}
