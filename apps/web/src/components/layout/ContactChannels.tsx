import { Button } from 'antd';
import { useTranslation } from '../i18n/index.js';
import { MailOutlined, PhoneOutlined, TelegramFilled, WechatOutlined } from '@ant-design/icons';
import { isWebUrl, useSiteSettings } from './useSiteSettings.js';

/**
 * The associations' own contact channels from the site settings, each as a working link: shown under the
 * live support chat of menu id 9 (pages/support/SupportChat.tsx) as the other ways to reach the staff.
 */
export default function ContactChannels() {
  const { t } = useTranslation(['footer', 'layout']);
  const settings = useSiteSettings();
  const s = settings.data;
  return (
    <div className="shell-chat">
      <p className="shell-chat__intro">{t('chat.intro')}</p>
      {settings.isError && (
        <div className="shell-chat__error" role="alert">
          <p>{t('chat.failed')}</p>
          <Button onClick={() => void settings.refetch()}>{t('chat.retry')}</Button>
        </div>
      )}
      {s && (
        <ul className="shell-chat__list">
          {isWebUrl(s.telegram) && (
            <li>
              <a href={s.telegram} target="_blank" rel="noopener noreferrer" className="shell-chat__channel">
                <TelegramFilled aria-hidden className="shell-chat__icon shell-chat__icon--telegram" />
                <span>
                  <strong>{t('chat.telegram')}</strong>
                  <small>{s.telegram.replace(/^https?:\/\//, '')}</small>
                </span>
              </a>
            </li>
          )}
          {s.wechat && (
            <li>
              <div className="shell-chat__channel">
                <WechatOutlined aria-hidden className="shell-chat__icon shell-chat__icon--wechat" />
                <span>
                  <strong>{t('chat.wechat')}</strong>
                  <small>
                    {s.wechat} · {t('chat.wechatHint')}
                  </small>
                  {s.wechatQr && <img src={s.wechatQr} alt={t('chat.wechatQr')} className="shell-chat__qr" />}
                </span>
              </div>
            </li>
          )}
          {s.emails.map((email) => (
            <li key={email}>
              <a href={`mailto:${email}`} className="shell-chat__channel">
                <MailOutlined aria-hidden className="shell-chat__icon" />
                <span>
                  <strong>{t('chat.email')}</strong>
                  <small>{email}</small>
                </span>
              </a>
            </li>
          ))}
          {s.phones.map((phone) => (
            <li key={phone}>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="shell-chat__channel">
                <PhoneOutlined aria-hidden className="shell-chat__icon" />
                <span>
                  <strong>{t('chat.phone')}</strong>
                  <small>{phone}</small>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
