import { useState } from 'react';
import { Button, Form, Input, Radio, Steps } from 'antd';
import { useTranslation } from '../../components/i18n/index.js';
import { CODE_TYPES, type UserInfo } from '@acsc/shared';
import { toast } from '../../components/api/http.js';
import { authApi } from '../../components/auth/api.js';
import { useCountdown } from '../../components/auth/countdown.js';
import {
  CodeField,
  EmailField,
  PhoneField,
  emailOf,
  phoneInitialValues,
  phoneOf,
} from '../../components/auth/fields.js';
import { loadUserInfo } from '../../components/session/index.js';
import { accountApi } from './accountApi.js';

export type AddressKind = 'phone' | 'email';

/**
 * Changes (or adds) the member's phone or email by the spec's bind flow: (1) a code to an address the
 * member has now, checked with captcha/v1/check for a uniqueMark; (2) the new address with its own code,
 * sent with that uniqueMark to setting/v1/phoneEmail/change. Either bound address proves the account, so
 * a lost phone is changed through the email. The member info only shows the phone masked: the member
 * types the full current number to get its code.
 */
export function BindingForm({ kind, user, onDone }: { kind: AddressKind; user: UserInfo; onDone(): void }) {
  const { t } = useTranslation('setting-account');
  const { t: ta } = useTranslation('auth');
  const bound: AddressKind[] = [...(user.phone ? ['phone' as const] : []), ...(user.email ? ['email' as const] : [])];
  const [proofKind, setProofKind] = useState<AddressKind>(bound.includes(kind) ? kind : bound[0]);
  const [uniqueMark, setUniqueMark] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [current] = Form.useForm();
  const [next] = Form.useForm();
  const currentCountdown = useCountdown();
  const nextCountdown = useCountdown();

  const currentAddress = () => (proofKind === 'email' ? (user.email ?? '') : phoneOf(current));
  const nextAddress = () => (kind === 'email' ? emailOf(next) : phoneOf(next));
  const codeOf = (form: typeof current) => String(form.getFieldValue('code') ?? '').trim();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The HTTP client has shown why (wrong code, address taken...).
    } finally {
      setBusy(false);
    }
  };

  const verifyCurrent = () =>
    run(async () => {
      const { uniqueMark: mark } = await authApi.checkCode(currentAddress(), codeOf(current));
      setUniqueMark(mark);
    });

  const bindNext = () =>
    run(async () => {
      await accountApi.changeAddress({ uniqueMark: uniqueMark!, address: nextAddress(), captcha: codeOf(next) });
      toast.success(ta('bindingSuccessfully'));
      await loadUserInfo();
      onDone();
    });

  const formName = (step: string) => `binding-${kind}-${step}`;

  return (
    <div className="settings-binding">
      <Steps
        size="small"
        responsive={false}
        current={uniqueMark ? 1 : 0}
        items={[{ title: t('setting-account:binding.stepCurrent') }, { title: t('setting-account:binding.stepNew') }]}
      />
      {/* Keyed: the step-2 form must not reuse the step-1 form's store (rc-field-form keeps the first instance). */}
      {!uniqueMark ? (
        <Form
          key="current"
          form={current}
          name={formName('current')}
          initialValues={phoneInitialValues}
          onFinish={() => void verifyCurrent()}
          className="auth-form"
          size="large"
          layout="vertical"
        >
          {bound.length > 1 && (
            <Form.Item label={t('setting-account:binding.verifyWith')}>
              <Radio.Group
                value={proofKind}
                onChange={(e) => {
                  setProofKind(e.target.value);
                  current.resetFields(['code']);
                }}
                options={bound.map((k) => ({ value: k, label: t(`settings.${k}`) }))}
              />
            </Form.Item>
          )}
          {proofKind === 'email' ? (
            <Form.Item label={t('setting-account:binding.currentEmail')}>
              <Input value={user.email ?? ''} disabled />
            </Form.Item>
          ) : (
            <>
              <p className="settings-binding__hint">
                {t('setting-account:binding.typeCurrentPhone', { phone: user.phone })}
              </p>
              <PhoneField />
            </>
          )}
          <CodeField
            address={currentAddress}
            emptyMessage={proofKind === 'email' ? ta('typeYourEmail') : ta('typeYourPhoneNumber')}
            type={CODE_TYPES.bind}
            countdown={currentCountdown}
          />
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('setting-account:binding.next')}
          </Button>
        </Form>
      ) : (
        <Form
          key="new"
          form={next}
          name={formName('new')}
          initialValues={phoneInitialValues}
          onFinish={() => void bindNext()}
          className="auth-form"
          size="large"
          layout="vertical"
        >
          <p className="settings-binding__hint">
            {kind === 'email' ? t('setting-account:binding.newEmailHint') : t('setting-account:binding.newPhoneHint')}
          </p>
          {kind === 'email' ? <EmailField autoComplete="off" /> : <PhoneField />}
          <CodeField
            address={nextAddress}
            emptyMessage={kind === 'email' ? ta('typeYourEmail') : ta('typeYourPhoneNumber')}
            type={CODE_TYPES.bind}
            countdown={nextCountdown}
          />
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('setting-account:binding.bind')}
          </Button>
        </Form>
      )}
    </div>
  );
}
