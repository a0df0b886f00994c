import { lazy, Suspense } from 'react';
import { useTranslation } from '../../components/i18n/index.js';
import { AndroidFilled, AppleFilled } from '@ant-design/icons';
import { useDownload } from '../../components/api/content.js';
import { ErrorRetry } from '../../components/content/ErrorRetry.js';
import { CardListSkeleton } from '../../components/content/Skeletons.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import './download.css';

const QrCode = lazy(() => import('../../components/content/QrCode.js'));
const ICONS = { android: AndroidFilled, ios: AppleFilled } as const;

/** The app download links of the site settings, each with a QR code to scan with the phone. */
export function DownloadContent() {
  const { t } = useTranslation('download');
  const query = useDownload();
  if (query.isError) return <ErrorRetry error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <CardListSkeleton count={2} layout="tile" />;
  const { links, pageUrl } = query.data;
  if (links.length === 0) return <EmptyState title={t('download.none')} description={t('download.noneHint')} />;
  return (
    <>
      <p className="muted">{t('download.lead')}</p>
      <ul className="download-grid">
        {links.map((l) => {
          const Icon = ICONS[l.platform];
          const name = t(`download.${l.platform}`);
          return (
            <li key={l.platform} className="download-card card">
              <h2 className="download-card__title">
                <Icon aria-hidden /> {name}
              </h2>
              <Suspense fallback={<div className="skeleton skeleton--qr" />}>
                <QrCode value={l.url} label={t('download.qrLabel', { platform: name })} />
              </Suspense>
              <p className="muted">{t('download.scan')}</p>
              <a className="btn btn--primary" href={l.url} target="_blank" rel="noopener noreferrer">
                {t('download.get', { platform: name })}
                <span className="visually-hidden"> {t('content:share.newTab')}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <p className="download-share muted">
        {t('download.sharePage')} <a href={pageUrl}>{pageUrl}</a>
      </p>
    </>
  );
}
