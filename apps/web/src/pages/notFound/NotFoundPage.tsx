import { Link } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { Icon } from '../../components/layout/icons.js';
import { useDocumentTitle } from '../../components/layout/PageFrame.js';
import notFoundImage from '../../assets/not-found.svg';

/** Unknown routes (spec section 2): the 404 image and "This page could not be found". */
export function NotFoundPage() {
  const { t } = useTranslation('pages');
  // The site title stays as index.html has it (spec section 9: "page title ACSC | CCYA").
  useDocumentTitle(null);
  return (
    <div className="shell-container not-found">
      <img src={notFoundImage} alt={t('notFound.image')} className="not-found__image" width={480} height={300} />
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <Link to="/" className="btn btn--primary">
        <Icon name="home" /> {t('notFound.home')}
      </Link>
    </div>
  );
}
