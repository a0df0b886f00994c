import { Modal } from 'antd';
import { useTranslation } from '../i18n/index.js';
import { RegisterForm } from './RegisterForm.js';
import { dialogProps, useIsPhone } from './useIsPhone.js';

interface Props {
  open: boolean;
  openSeq: number;
  onClose(): void;
  onDone(): void;
  onLogin(): void;
}

export function RegisterDialog({ open, openSeq, onClose, onDone, onLogin }: Props) {
  const { t } = useTranslation('auth');
  const isPhone = useIsPhone();
  return (
    <Modal {...dialogProps(isPhone)} open={open} onCancel={onClose} title={t('registerTitle')}>
      <RegisterForm name="registerDialog" resetSeq={openSeq} onDone={onDone} onLogin={onLogin} />
    </Modal>
  );
}
