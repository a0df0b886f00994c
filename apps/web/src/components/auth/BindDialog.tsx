import { Modal, Typography } from 'antd';
import { useTranslation } from '../i18n/index.js';
import { BindForm, type BindStatus } from './BindForm.js';
import { dialogProps, useIsPhone } from './useIsPhone.js';

interface Props {
  open: boolean;
  status: BindStatus;
  openSeq: number;
  /** Bound, skipped or closed: the member is signed in either way, so the host loads user info. */
  onDone(): void;
}

export function BindDialog({ open, status, openSeq, onDone }: Props) {
  const { t } = useTranslation('auth');
  const isPhone = useIsPhone();
  return (
    <Modal
      {...dialogProps(isPhone)}
      open={open}
      onCancel={onDone}
      title={status === 1 ? t('bindEmailTitle') : t('bindPhoneTitle')}
    >
      <Typography.Paragraph type="secondary" className="auth-hint">
        {status === 1 ? t('bindEmailHint') : t('bindPhoneHint')}
      </Typography.Paragraph>
      {/* Spec section 2: the bind dialog's button is the Login button (it finishes signing in). */}
      <BindForm name="bindDialog" status={status} resetSeq={openSeq} onDone={onDone} />
    </Modal>
  );
}
