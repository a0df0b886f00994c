import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { ASSOCIATIONS, type AssociationCode } from '@acsc/shared';

/** Which of the two associations the page shows: `?association=ccya`, ACSC by default. */
export function useAssociationCode(): AssociationCode {
  const [params] = useSearchParams();
  const v = params.get('association');
  return (ASSOCIATIONS as readonly string[]).includes(v ?? '') ? (v as AssociationCode) : 'acsc';
}

/** Switches the association pages between ACSC and CCYA, keeping the page. */
export function AssociationSwitch() {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation('content');
  const current = useAssociationCode();
  return (
    <nav className="assoc-switch" aria-label={tc('association.switch')}>
      {ASSOCIATIONS.map((a) => (
        <Link
          key={a}
          to={a === 'acsc' ? '?' : `?association=${a}`}
          className="assoc-switch__item"
          aria-current={a === current ? 'page' : undefined}
        >
          {t(`brand.${a}`)}
        </Link>
      ))}
    </nav>
  );
}

/** Keeps the association choice on links between the association pages. */
export const withAssociation = (path: string, a: AssociationCode) => (a === 'acsc' ? path : `${path}?association=${a}`);
