import { lazy, Suspense } from 'react';
import { Modal } from 'antd';
import { useTranslation } from '../i18n/index.js';

const QrCode = lazy(() => import('./QrCode.js'));

/** WeChat has no web share link: a QR code of the page to scan with the phone. Loaded on first use. */
export default function WechatShareDialog({
  open,
  onClose,
  url,
  title,
}: {
  open: boolean;
  onClose: () => void;
  url: string;
  title: string;
}) {
  const { t } = useTranslation('content');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      mask={{ closable: false }}
      title={t('share.wechatTitle')}
      width={320}
      centered
      destroyOnHidden
    >
      <div className="share__qr">
        <Suspense fallback={<div className="skeleton skeleton--qr" />}>
          <QrCode value={url} label={t('share.qrLabel', { title })} />
        </Suspense>
        <p>{t('share.wechatHint')}</p>
      </div>
    </Modal>
  );
}
