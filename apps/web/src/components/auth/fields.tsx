import { Form, Input, Space, type FormInstance } from 'antd';
import { LIMITS } from '@acsc/shared';
import { useTranslation } from '../i18n/index.js';
import { CountryCodeSelect } from './CountryCodeSelect.js';
import { SendCodeButton } from './SendCodeButton.js';
import type { CodeType } from './api.js';
import type { Countdown } from './countdown.js';
import { emailAddress, phoneAddress } from './credentials.js';

/** The address and code fields the login, bind and register forms share (field names of spec section 3). */
export interface PhoneFields {
  countryCode: string;
  phone: string;
  code: string;
}
export interface EmailFields {
  email: string;
  code: string;
}

export const phoneInitialValues = { countryCode: LIMITS.defaultCountryCode };

export function phoneOf(form: FormInstance): string {
  const phone = String(form.getFieldValue('phone') ?? '').trim();
  return phone ? phoneAddress(String(form.getFieldValue('countryCode') ?? LIMITS.defaultCountryCode), phone) : '';
}

export function emailOf(form: FormInstance): string {
  return emailAddress(String(form.getFieldValue('email') ?? ''));
}

/** Country-code select and phone input on one line; the phone's error shows under both. */
export function PhoneField({ onBlur }: { onBlur?: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item className="auth-phone-item">
      <Space.Compact block>
        <Form.Item name="countryCode" noStyle>
          <CountryCodeSelect />
        </Form.Item>
        <Form.Item
          name="phone"
          noStyle
          rules={[{ required: true, whitespace: true, message: t('typeYourPhoneNumber') }]}
        >
          <Input
            placeholder={t('phonePlaceholder')}
            aria-label={t('phonePlaceholder')}
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            onBlur={onBlur}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

export function EmailField({ onBlur, autoComplete = 'email' }: { onBlur?: () => void; autoComplete?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name="email" rules={[{ required: true, whitespace: true, message: t('typeYourEmail') }]}>
      <Input
        placeholder={t('emailPlaceholder')}
        aria-label={t('emailPlaceholder')}
        inputMode="email"
        autoComplete={autoComplete}
        maxLength={LIMITS.addressMax}
        onBlur={onBlur}
      />
    </Form.Item>
  );
}

interface CodeFieldProps {
  address: () => string;
  emptyMessage: string;
  type: CodeType;
  countdown: Countdown;
}

/** The verification code with its Send button (or the countdown text) inside the input. */
export function CodeField({ address, emptyMessage, type, countdown }: CodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name="code" rules={[{ required: true, whitespace: true, message: t('typeTheVerificationCode') }]}>
      <Input
        placeholder={t('codePlaceholder')}
        aria-label={t('codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        suffix={<SendCodeButton address={address} emptyMessage={emptyMessage} type={type} countdown={countdown} />}
      />
    </Form.Item>
  );
}
