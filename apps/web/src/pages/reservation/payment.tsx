/** Paid events on the member's pages (issue 31): the fee, the KHQR to pay with and its countdown, payment states. */
import { useEffect, useState } from 'react';
import { App, Button, QRCode, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentItem, RegistrationItem } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { pageLanguage } from '../../components/content/format.js';
import { reservationApi } from './api.js';
import { formatFee } from './parts.js';

/** How often the page asks check_pay while the QR code is shown. */
export const CHECK_PAY_EVERY_MS = 3000;

/** The status tag's label: a Pending registration may wait for payment, a Failed one may have run out of time. */
export function statusLabelKey(mine: Pick<RegistrationItem, 'status' | 'payment'>): string {
  if (mine.status === 'Pending' && mine.payment?.state === 'due') return 'pay.statusDue';
  if (mine.status === 'Failed' && mine.payment?.state === 'expired') return 'pay.statusExpired';
  return `status.${mine.status}`;
}

/** The payment's state as a tag: paid, refunded, at the door... (the QR panel shows a due one). */
export function PaymentTag({ payment }: { payment: PaymentItem }) {
  const { t } = useTranslation('reservation');
  const lang = pageLanguage();
  const color = { due: 'gold', paid: 'green', refunded: 'default', expired: 'red', door: 'blue' }[payment.state];
  return (
    <Tag color={color}>
      {t(`pay.state.${payment.state}`)} · {formatFee(payment, lang)}
    </Tag>
  );
}

function useCountdown(until: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  const left = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = String(left % 60).padStart(2, '0');
  return { left, text: h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}` };
}

/**
 * A due order: the KHQR as a QR code with the amount and the time the place is held, while the page asks
 * check_pay every few seconds; once paid (or run out) the reservation queries reload and show the new status.
 */
export function PayPanel({ payment }: { payment: PaymentItem }) {
  const { t } = useTranslation('reservation');
  const lang = pageLanguage();
  const { message } = App.useApp();
  const client = useQueryClient();
  const countdown = useCountdown(payment.expiresAt);
  const orderNo = payment.orderNo ?? '';
  const check = useQuery({
    queryKey: ['reservation', 'checkPay', orderNo],
    queryFn: () => reservationApi.checkPay(orderNo),
    refetchInterval: CHECK_PAY_EVERY_MS,
    enabled: Boolean(orderNo),
  });
  // An error answer (the order is gone) is passed on as it is: the panel keeps asking, nothing is toasted.
  const status = check.data?.data?.status ?? null;
  useEffect(() => {
    if (!status || status === 'Pending') return;
    if (status === 'Paid') void message.success(t('pay.paidToast'));
    void client.invalidateQueries({ queryKey: ['reservation'] });
  }, [status, client, message, t]);
  if (!payment.khqr) return null;
  const amount = formatFee(payment, lang);
  return (
    <div className="rsv-pay" data-testid="khqr">
      <QRCode value={payment.khqr} size={200} />
      <div>
        <h3>{t('pay.payTitle')}</h3>
        <p className="rsv-pay__amount">{amount}</p>
        <p>{t('pay.scan', { amount })}</p>
        <p className="rsv-ticket__label">{t('pay.order', { orderNo })}</p>
        {countdown && (
          <p role="timer" aria-live="off">
            {countdown.left > 0 ? t('pay.countdown', { time: countdown.text }) : t('pay.timeUp')}
          </p>
        )}
        <p aria-live="polite">{t('pay.checking')}</p>
        {import.meta.env.DEV && (
          <Button onClick={() => void reservationApi.devPay(orderNo).then(() => check.refetch())}>
            {t('pay.devPay')}
          </Button>
        )}
      </div>
    </div>
  );
}
