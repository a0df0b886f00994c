import { useState } from 'react';
import { InputNumber, Select, Space } from 'antd';
import { FEE_CURRENCIES, type FeeCurrency, type FeeValue } from '@acsc/shared';
import { useConsoleT } from '../common/i18n.js';

/** An event's fee: an amount and its currency (USD, KHR, CNY); no amount = a free event (null). */
export function FeeField({
  value,
  onChange,
  id,
  label,
}: {
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
  label: string;
}) {
  const { t } = useConsoleT('admin-reservation');
  const fee = (value as FeeValue | null | undefined) ?? null;
  const [currency, setCurrency] = useState<FeeCurrency>(fee?.currency ?? 'USD');
  const shown = fee?.currency ?? currency;
  return (
    <Space.Compact>
      <InputNumber
        id={id}
        aria-label={label}
        placeholder={t('fee.free')}
        min={0.01}
        max={100_000_000}
        step={shown === 'KHR' ? 1000 : 1}
        precision={shown === 'KHR' ? 0 : 2}
        value={fee?.amount ?? null}
        onChange={(amount) => onChange?.(amount ? { amount, currency: shown } : null)}
      />
      <Select
        aria-label={t('fee.currency')}
        value={shown}
        style={{ minWidth: 110 }}
        options={FEE_CURRENCIES.map((c) => ({ value: c, label: t(`fee.currencies.${c}`) }))}
        onChange={(c: FeeCurrency) => {
          setCurrency(c);
          if (fee) onChange?.({ ...fee, currency: c });
        }}
      />
    </Space.Compact>
  );
}
