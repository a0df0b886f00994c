import { Space, Tag, Typography } from 'antd';
import type { AdminRegistration } from '@acsc/shared';
import { formatLongDateTime } from '../../components/content/format.js';
import { useConsoleT } from '../common/i18n.js';

const PAYMENT_COLORS = { due: 'gold', paid: 'green', refunded: 'default', expired: 'red', door: 'blue' } as const;

/** A registration's payment: its state, amount and order number (and until when a due one holds the place). */
export function PaymentCell({ payment }: { payment: NonNullable<AdminRegistration['payment']> }) {
  const { t } = useConsoleT('admin-reservation');
  return (
    <Space direction="vertical" size={0}>
      <Tag color={PAYMENT_COLORS[payment.state]}>
        {t(`payment.${payment.state}`)} · {payment.amount} {payment.currency}
      </Tag>
      {payment.orderNo && <Typography.Text type="secondary">{payment.orderNo}</Typography.Text>}
      {payment.expiresAt && (
        <Typography.Text type="secondary">
          {t('payment.until', { time: formatLongDateTime(payment.expiresAt) })}
        </Typography.Text>
      )}
      {payment.refundNote && <Typography.Text type="secondary">{payment.refundNote}</Typography.Text>}
    </Space>
  );
}
