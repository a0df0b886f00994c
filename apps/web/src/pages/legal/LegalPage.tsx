import { loadNamespace, useTranslation } from '../../components/i18n/index.js';
import { useSiteSettings } from '../../components/layout/useSiteSettings.js';
import { useDocumentTitle } from '../../components/layout/PageFrame.js';
import './legal.css';

type Doc = 'terms' | 'privacy';
type Section = Record<string, string> & { heading: string };

/** The agreement texts are long: the router awaits this with the page chunk, not on every first load. */
export const legalTextsReady = loadNamespace('legal');

const OTHER: Record<Doc, { doc: Doc; href: string }> = {
  terms: { doc: 'privacy', href: '/privacy.html' },
  privacy: { doc: 'terms', href: '/terms.html' },
};

/** Contacts come from the site settings, so staff keep one copy of them. */
function Contacts() {
  const { t } = useTranslation('legal');
  const { data: s, isPending, isError } = useSiteSettings();
  return (
    <section className="legal__section" aria-labelledby="legal-contact">
      <h2 id="legal-contact">{t('contactTitle')}</h2>
      <p>{t('contactIntro')}</p>
      {isPending && <p>{t('loading')}</p>}
      {isError && <p role="alert">{t('failed')}</p>}
      {s && (
        <dl className="legal__contacts">
          {s.emails.length > 0 && (
            <>
              <dt>{t('email')}</dt>
              <dd>
                {s.emails.map((e) => (
                  <a key={e} href={`mailto:${e}`}>
                    {e}
                  </a>
                ))}
              </dd>
            </>
          )}
          {s.phones.length > 0 && (
            <>
              <dt>{t('phone')}</dt>
              <dd>
                {s.phones.map((p) => (
                  <a key={p} href={`tel:${p.replace(/[^\d+]/g, '')}`}>
                    {p}
                  </a>
                ))}
              </dd>
            </>
          )}
          {s.address && (
            <>
              <dt>{t('address')}</dt>
              <dd>
                <address>{s.address}</address>
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}

function LegalDocument({ doc }: { doc: Doc }) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Record<string, Section>;
  const other = OTHER[doc];
  useDocumentTitle(t(`${doc}.title`));
  return (
    <article className="legal shell-container">
      <header className="legal__head">
        <h1>{t(`${doc}.title`)}</h1>
        <p className="legal__version">{t('version')}</p>
        <p className="legal__intro">{t(`${doc}.intro`)}</p>
      </header>
      <nav className="legal__toc" aria-label={t('contents')}>
        <ol>
          {Object.entries(sections).map(([id, s]) => (
            <li key={id}>
              <a href={`#${doc}-${id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {Object.entries(sections).map(([id, { heading, ...paragraphs }]) => (
        <section key={id} id={`${doc}-${id}`} className="legal__section" aria-labelledby={`${doc}-${id}-h`}>
          <h2 id={`${doc}-${id}-h`}>{heading}</h2>
          {Object.entries(paragraphs).map(([k, text]) => (
            <p key={k}>{text}</p>
          ))}
        </section>
      ))}
      <Contacts />
      <p className="legal__see">
        {t('see')}{' '}
        <a href={other.href} target="_blank" rel="noopener">
          {t(`${other.doc}.title`)}
        </a>
      </p>
    </article>
  );
}

/** /terms.html (User Agreement) in the static layout. */
export const TermsPage = () => <LegalDocument doc="terms" />;
/** /privacy.html (Privacy Policy) in the static layout. */
export const PrivacyPage = () => <LegalDocument doc="privacy" />;
