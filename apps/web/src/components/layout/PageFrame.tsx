import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.js';

export interface Crumb {
  label: string;
  to?: string;
}

export interface SectionLink {
  label: string;
  to: string;
}

/** Sets the document title for the page ("Title - ACSC | CCYA"). */
export function useDocumentTitle(title: string | null) {
  const { t } = useTranslation('layout');
  const site = t('brand.short');
  useEffect(() => {
    document.title = title ? `${title} - ${site}` : site;
  }, [title, site]);
}

/**
 * Every content page's frame: breadcrumb (home first), the title, optional links to the section's
 * sub-pages, then the content. Feature issues replace the children, not the frame.
 */
export function PageFrame({
  title,
  crumbs = [],
  actions,
  links,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  links?: SectionLink[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('layout');
  useDocumentTitle(title);
  return (
    <div className="page shell-container">
      <nav className="page__crumbs" aria-label={t('breadcrumb.label')}>
        <ol>
          <li>
            <Link to="/">{t('breadcrumb.home')}</Link>
          </li>
          {crumbs.map((c) => (
            <li key={c.label + (c.to ?? '')}>{c.to ? <Link to={c.to}>{c.label}</Link> : c.label}</li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className="page__head">
        <h1 className="page__title">{title}</h1>
        {actions && <div className="page__actions">{actions}</div>}
      </div>
      {links && links.length > 0 && (
        <nav className="page__links" aria-label={t('breadcrumb.sections')}>
          {links.map((l) => (
            <Link key={l.to} to={l.to} className="page__chip">
              {l.label}
            </Link>
          ))}
        </nav>
      )}
      <div className="page__body">{children}</div>
    </div>
  );
}
