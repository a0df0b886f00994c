import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { Icon, type IconName } from '../../components/layout/icons.js';
import { useSession } from '../../components/session/index.js';
import { showLogin as openLogin } from '../../components/layout/login.js';
import { useHome } from '../../components/api/content-base.js';
import { ErrorRetry } from '../../components/content/ErrorRetry.js';
import { CardListSkeleton } from '../../components/content/Skeletons.js';
import { HomeBanners, HomeBannersPlaceholder } from './HomeBanners.js';
import { useDocumentTitle } from '../../components/layout/PageFrame.js';
import acscLogo from '../../assets/logo-acsc.svg';
import ccyaLogo from '../../assets/logo-ccya.svg';
import './home.css';

/** Below the fold: its cards and their styles arrive in a chunk of their own, after the first paint. */
const HomeBelow = lazy(() => import('./HomeSections.js').then((m) => ({ default: m.HomeBelow })));
const HomeAssociation = lazy(() => import('./HomeSections.js').then((m) => ({ default: m.HomeAssociation })));

interface Shortcut {
  key: string;
  to: string;
  titleKey: string;
  icon: IconName;
}

const SHORTCUTS: Shortcut[] = [
  { key: 'news', to: '/news', titleKey: 'menu.news', icon: 'news' },
  { key: 'scholarship', to: '/scholarship', titleKey: 'menu.scholarship', icon: 'trophy' },
  { key: 'association', to: '/association', titleKey: 'menu.association', icon: 'bank' },
  { key: 'exchange', to: '/exchange', titleKey: 'menu.exchange', icon: 'comment' },
  { key: 'reservation', to: '/reservation', titleKey: 'menu.reservation', icon: 'calendar' },
  { key: 'work', to: '/work', titleKey: 'menu.work', icon: 'work' },
  { key: 'alumnus', to: '/alumnus', titleKey: 'menu.alumnus', icon: 'team' },
  { key: 'download', to: '/download', titleKey: 'menu.download', icon: 'download' },
];

/** The landing page: banners, where to go, the latest news by channel, open scholarships, alumni stories, the associations. */
export function HomePage() {
  const { t } = useTranslation('pages');
  const { t: tl } = useTranslation('layout');
  const { loggedIn } = useSession();
  const home = useHome();
  useDocumentTitle(null);
  const banners = home.data?.banners ?? [];

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="shell-container home-hero__inner">
          <div className="home-hero__text">
            <p className="home-hero__eyebrow">{t('home.heroEyebrow')}</p>
            <h1 id="home-title" className="home-hero__title">
              <span>{t('home.heroTitle')}</span>
              <span className="home-hero__title-alt">{t('home.heroTitleAlt')}</span>
            </h1>
            <p className="home-hero__mission">{t('home.mission')}</p>
            <div className="home-hero__cta">
              <Link to="/news" className="btn btn--gold">
                {t('home.ctaNews')} <Icon name="arrowRight" />
              </Link>
              {loggedIn ? (
                <Link to="/association" className="btn btn--ghost">
                  {t('home.ctaAbout')}
                </Link>
              ) : (
                <button type="button" className="btn btn--ghost" onClick={() => openLogin()}>
                  {t('home.ctaJoin')}
                </button>
              )}
            </div>
          </div>
          {banners.length > 0 ? (
            <HomeBanners banners={banners} />
          ) : home.isPending ? (
            <HomeBannersPlaceholder />
          ) : (
            <div className="home-hero__emblems" aria-hidden="true">
              <img src={acscLogo} alt="" width={160} height={160} />
              <img src={ccyaLogo} alt="" width={160} height={160} />
            </div>
          )}
        </div>
      </section>

      <section className="shell-container home-section" aria-labelledby="home-sections">
        <h2 id="home-sections" className="home-section__title">
          {t('home.sectionsTitle')}
        </h2>
        <p className="home-section__lead">{t('home.sectionsLead')}</p>
        <ul className="home-cards">
          {SHORTCUTS.map(({ key, to, titleKey, icon }) => (
            <li key={key}>
              <Link to={to} className="home-card">
                <span className="home-card__icon">
                  <Icon name={icon} />
                </span>
                <span className="home-card__title">{tl(titleKey)}</span>
                <span className="home-card__text">{t(`home.cards.${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {home.isError ? (
        <section className="shell-container home-section" aria-label={t('home.latestTitle')}>
          <ErrorRetry error={home.error} onRetry={() => void home.refetch()} />
        </section>
      ) : (
        <Suspense fallback={<HomeBelowSkeleton />}>
          {home.data ? <HomeBelow data={home.data} /> : <HomeBelowSkeleton />}
        </Suspense>
      )}

      <section className="shell-container home-section home-about" aria-labelledby="home-about">
        <h2 id="home-about" className="home-section__title">
          {t('home.aboutTitle')}
        </h2>
        {home.data?.association && (
          <Suspense fallback={null}>
            <HomeAssociation intro={home.data.association} />
          </Suspense>
        )}
        <div className="home-about__grid">
          <article className="card home-about__card">
            <img src={acscLogo} alt={tl('logo.acsc')} width={56} height={56} />
            <div>
              <h3>{tl('brand.acsc')}</h3>
              <p>{t('home.acscText')}</p>
            </div>
          </article>
          <article className="card home-about__card">
            <img src={ccyaLogo} alt={tl('logo.ccya')} width={56} height={56} />
            <div>
              <h3>{tl('brand.ccya')}</h3>
              <p>{t('home.ccyaText')}</p>
            </div>
          </article>
        </div>
      </section>
    </div>
  );
}

function HomeBelowSkeleton() {
  return (
    <div className="shell-container home-section">
      <CardListSkeleton count={3} />
    </div>
  );
}
