import { useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from '../i18n/index.js';
import { authApi, type CodeType } from './api.js';
import type { Countdown } from './countdown.js';

interface Props {
  /** The address to send to, or '' when its field is empty. */
  address: () => string;
  /** Shown (as a warning, with no request) when the address is empty. */
  emptyMessage: string;
  type: CodeType;
  countdown: Countdown;
}

/**
 * Spec sections 4 and 5: a warning and no request without an address; nothing sent while the 60 s
 * countdown runs, and during it the button gives way to the "resend after N seconds" text.
 */
export function SendCodeButton({ address, emptyMessage, type, countdown }: Props) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);

  if (countdown.running) {
    return (
      <span className="auth-countdown" role="status" aria-live="polite">
        {t('resendAfter', { seconds: countdown.seconds })}
      </span>
    );
  }

  const send = async () => {
    if (countdown.running || sending) return;
    const to = address();
    if (!to) {
      void message.warning(emptyMessage);
      return;
    }
    setSending(true);
    try {
      await authApi.sendCode(to, type);
      void message.success(t('sendSuccessfully'));
      countdown.start();
    } catch {
      // The HTTP client has shown why (resend too soon, bad address, daily cap...).
    } finally {
      setSending(false);
    }
  };

  return (
    <Button type="link" size="small" className="auth-send" loading={sending} onClick={() => void send()}>
      {t('send')}
    </Button>
  );
}
