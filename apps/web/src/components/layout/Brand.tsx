import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import acscLogo from '../../assets/logo-acsc.svg';
import ccyaLogo from '../../assets/logo-ccya.svg';

/** The two associations' logos with their names; links home. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <Link to="/" className="shell-brand" title={t('logo.home')}>
      <img src={acscLogo} alt={t('logo.acsc')} width={40} height={40} />
      <img src={ccyaLogo} alt={t('logo.ccya')} width={40} height={40} />
      <span className={compact ? 'shell-brand__text shell-brand__text--compact' : 'shell-brand__text'}>
        <strong>{t('brand.short')}</strong>
        {!compact && <small>{t('brand.tagline')}</small>}
      </span>
    </Link>
  );
}
