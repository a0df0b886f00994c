import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { AcscLogo, CcyaLogo } from './Logo.js';

/** The two associations' logos with their names; links home. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <Link to="/" className="shell-brand" title={t('logo.home')}>
      <AcscLogo size={40} label={t('logo.acsc')} />
      <CcyaLogo size={40} label={t('logo.ccya')} />
      <span className={compact ? 'shell-brand__text shell-brand__text--compact' : 'shell-brand__text'}>
        <strong>{t('brand.short')}</strong>
        {!compact && <small>{t('brand.tagline')}</small>}
      </span>
    </Link>
  );
}
