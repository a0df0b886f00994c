import { lazy, Suspense, useState } from 'react';
import { AndroidFilled, AppleFilled } from '@ant-design/icons';
import { currentLanguage, useTranslation } from '../../components/i18n/index.js';
import { useDownload } from '../../components/api/content.js';
import { publicOrigin } from '../../components/api/boot.js';
import { Icon, type IconName } from '../../components/layout/icons.js';
import { promptInstall } from '../../components/pwa/install.js';
import './download.css';

const QrCode = lazy(() => import('../../components/content/QrCode.js'));
const ICONS = { android: AndroidFilled, ios: AppleFilled } as const;
const FEATURES: [key: string, icon: IconName][] = [
  ['home', 'home'],
  ['offline', 'news'],
  ['updates', 'check'],
];

/**
 * /download (issue 27): there is no native app; the site is the app. It installs from here (the
 * browser's own dialog, or iOS's "Add to Home Screen" steps), a QR code opens the site on another phone,
 * and a native app link of the site settings (an app store page) is listed only when staff set one.
 */
export function DownloadContent() {
  const { t } = useTranslation('download');
  const stores = useDownload().data?.links ?? [];
  // The site's own address (PUBLIC_URL, else this page's origin), in the reader's language.
  const site = `${publicOrigin()}/`;
  const scanned = `${site}?lang=${currentLanguage()}`;
  return (
    <>
      <p className="download-lead">{t('download.lead')}</p>
      <ul className="download-features">
        {FEATURES.map(([key, icon]) => (
          <li key={key}>
            <Icon name={icon} /> {t(`download.features.${key}`)}
          </li>
        ))}
      </ul>
      <div className="download-grid">
        <section className="download-card card" aria-labelledby="download-install">
          <h2 id="download-install" className="download-card__title">
            <Icon name="download" /> {t('install.title')}
          </h2>
          {/* The icon the app gets on the home screen (the manifest's). */}
          <img className="download-icon" src="/icons/icon-192.png" alt="" width={96} height={96} />
          <InstallPanel />
        </section>
        <section className="download-card card" aria-labelledby="download-qr">
          <h2 id="download-qr" className="download-card__title">
            {t('qr.title')}
          </h2>
          <Suspense fallback={<div className="skeleton skeleton--qr" />}>
            <QrCode value={scanned} label={t('qr.label', { url: site })} />
          </Suspense>
          <p className="muted">{t('qr.scan')}</p>
          <a className="download-site" href={scanned}>
            {site}
          </a>
        </section>
      </div>
      {stores.length > 0 && (
        <section className="download-stores" aria-labelledby="download-stores">
          <h2 id="download-stores">{t('download.stores')}</h2>
          {stores.map((l) => {
            const StoreIcon = ICONS[l.platform];
            const name = t(`download.${l.platform}`);
            return (
              <a key={l.platform} className="btn" href={l.url} target="_blank" rel="noopener noreferrer">
                <StoreIcon aria-hidden /> {t('download.get', { platform: name })}
                <span className="visually-hidden"> {t('content:share.newTab')}</span>
              </a>
            );
          })}
        </section>
      )}
      <p className="download-privacy muted">{t('download.privacy')}</p>
    </>
  );
}

/**
 * The way this browser installs the site: one button, iOS's three steps, or the browser's menu. Every way is
 * drawn and the page shows this browser's (html[data-install], which the entry keeps from the first moment:
 * components/pwa/install.ts): the server's page shows it without the app, which the button's tap starts.
 */
function InstallPanel() {
  const { t } = useTranslation('download');
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null);
  const done = (
    <p className="download-done" role="status">
      <Icon name="check" /> {t('install.installed')}
    </p>
  );
  if (outcome === 'accepted') return done;
  return (
    <>
      <div className="install-way install-way--installed">{done}</div>
      <div className="install-way install-way--prompt">
        <button
          type="button"
          className="btn btn--primary download-install"
          onClick={() =>
            void promptInstall().then(
              (ok) => setOutcome(ok ? 'accepted' : 'dismissed'),
              // The browser refused to show its dialog (no longer offered): the menu's way is shown.
              () => setOutcome('dismissed'),
            )
          }
        >
          <Icon name="download" /> {t('install.button')}
        </button>
      </div>
      <div className="install-way install-way--ios download-steps">
        <p>{t('install.iosIntro')}</p>
        <ol>
          <li>
            <ShareIcon /> {t('install.iosShare')}
          </li>
          <li>
            <AddIcon /> {t('install.iosAdd')}
          </li>
          <li>{t('install.iosConfirm')}</li>
        </ol>
      </div>
      <div className="install-way install-way--menu download-steps">
        {outcome === 'dismissed' && <p role="status">{t('install.dismissed')}</p>}
        <p>{t('install.menu')}</p>
      </div>
    </>
  );
}

/** Safari's share button: a square with an arrow pointing up. */
const ShareIcon = () => (
  <svg
    className="download-glyph"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 3v12M8 7l4-4 4 4M7 11H5v10h14V11h-2" />
  </svg>
);

/** iOS's "Add to Home Screen" item: a plus in a rounded square. */
const AddIcon = () => (
  <svg
    className="download-glyph"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <path d="M12 8.5v7M8.5 12h7" />
  </svg>
);
