import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import {
  DownloadOutlined,
  EnvironmentOutlined,
  InstagramOutlined,
  MailOutlined,
  PhoneOutlined,
  TelegramFilled,
  TikTokOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { isWebUrl, useSiteSettings } from './useSiteSettings.js';
import acscLogo from '../../assets/logo-acsc.svg';
import ccyaLogo from '../../assets/logo-ccya.svg';

/** Links to the agreement pages always open in a new tab (spec section 2). */
export function AgreementLinks({ className }: { className?: string }) {
  const { t } = useTranslation(['footer', 'layout']);
  return (
    <span className={className}>
      <a href="/terms.html" target="_blank" rel="noopener">
        {t('footer.terms')}
        <span className="visually-hidden"> {t('footer.newTab')}</span>
      </a>
      <a href="/privacy.html" target="_blank" rel="noopener">
        {t('footer.privacy')}
        <span className="visually-hidden"> {t('footer.newTab')}</span>
      </a>
    </span>
  );
}

function External({ href, children, label }: { href: string; children: React.ReactNode; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}

/** Site footer: social channels, contacts, the Phnom Penh address, the app link and copyright, all from site settings. */
export function Footer() {
  const { t } = useTranslation(['footer', 'layout']);
  const { data: s } = useSiteSettings();
  return (
    <footer className="shell-footer" aria-label={t('footer.label')}>
      <div className="shell-container shell-footer__grid">
        <section>
          <div className="shell-footer__logos">
            <img src={acscLogo} alt={t('layout:logo.acsc')} width={44} height={44} />
            <img src={ccyaLogo} alt={t('layout:logo.ccya')} width={44} height={44} />
          </div>
          <h2 className="shell-footer__title">{t('footer.about')}</h2>
          <p>{t('layout:brand.acsc')}</p>
          <p>{t('layout:brand.ccya')}</p>
          <p className="shell-footer__muted">{t('footer.aboutText')}</p>
        </section>
        <section>
          <h2 className="shell-footer__title">{t('footer.follow')}</h2>
          <ul className="shell-footer__list">
            {s && isWebUrl(s.telegram) && (
              <li>
                <External href={s.telegram} label={t('footer.telegram')}>
                  <TelegramFilled aria-hidden /> {t('footer.telegram')}
                </External>
              </li>
            )}
            {s && isWebUrl(s.tiktok) && (
              <li>
                <External href={s.tiktok} label={t('footer.tiktok')}>
                  <TikTokOutlined aria-hidden /> {t('footer.tiktok')}
                </External>
              </li>
            )}
            {s?.wechat && (
              <li className="shell-footer__wechat">
                <WechatOutlined aria-hidden /> {t('footer.wechat')}: <strong>{s.wechat}</strong>
              </li>
            )}
            {s && isWebUrl(s.instagram) && (
              <li>
                <External href={s.instagram} label={t('footer.instagram')}>
                  <InstagramOutlined aria-hidden /> {t('footer.instagram')}
                </External>
              </li>
            )}
          </ul>
        </section>
        <section>
          <h2 className="shell-footer__title">{t('footer.contact')}</h2>
          <ul className="shell-footer__list">
            {s?.emails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`}>
                  <MailOutlined aria-label={t('footer.email')} /> {email}
                </a>
              </li>
            ))}
            {s?.phones.map((phone) => (
              <li key={phone}>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                  <PhoneOutlined aria-label={t('footer.phone')} /> {phone}
                </a>
              </li>
            ))}
            {s?.address && (
              <li>
                <address>
                  <EnvironmentOutlined aria-label={t('footer.address')} /> {s.address}
                </address>
              </li>
            )}
          </ul>
        </section>
        <section>
          <h2 className="shell-footer__title">{t('footer.app')}</h2>
          <p className="shell-footer__muted">{t('footer.appText')}</p>
          {s && isWebUrl(s.appDownloadUrl) && (
            <Link to={s.appDownloadUrl} className="shell-footer__download">
              <DownloadOutlined aria-hidden /> {t('footer.download')}
            </Link>
          )}
        </section>
      </div>
      <div className="shell-footer__bottom">
        <div className="shell-container shell-footer__bottom-inner">
          <span>{s?.copyright || t('footer.copyright')}</span>
          <AgreementLinks className="shell-footer__legal" />
        </div>
      </div>
    </footer>
  );
}
