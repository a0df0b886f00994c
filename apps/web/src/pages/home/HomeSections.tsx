import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { ArrowRightOutlined } from '@ant-design/icons';
import type { HomePayload } from '@acsc/shared';
import { ArticleCard } from '../../components/content/ArticleCard.js';
import { ContentImage } from '../../components/content/ContentImage.js';
import { ScholarshipCard } from '../../components/content/ScholarshipCard.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { StoryCard } from '../alumnus/StoryCard.js';
import './home-content.css';

function Head({ id, title, to, more }: { id: string; title: string; to: string; more: string }) {
  return (
    <div className="home-section__head">
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      <Link to={to} className="home-section__more">
        {more} <ArrowRightOutlined aria-hidden />
      </Link>
    </div>
  );
}

/** Latest news, one tab per channel (buttons over the data the home call already brought). */
export function HomeNews({ channels }: { channels: HomePayload['channels'] }) {
  const { t } = useTranslation('content');
  const { t: tp } = useTranslation('pages');
  const withNews = channels.filter((c) => c.articles.length > 0);
  const [active, setActive] = useState(0);
  const current = withNews[Math.min(active, withNews.length - 1)];
  return (
    <section className="shell-container home-section" aria-labelledby="home-latest">
      <Head
        id="home-latest"
        title={tp('home.latestTitle')}
        to={current ? `/news?channel=${current.channel.id}` : '/news'}
        more={tp('home.viewAll')}
      />
      {!current ? (
        <div className="card">
          <EmptyState compact title={tp('home.latestEmpty')} description={tp('home.latestHint')} />
        </div>
      ) : (
        <>
          <div className="home-tabs" role="tablist" aria-label={t('news.channels')}>
            {withNews.map((c, i) => (
              <button
                key={c.channel.id}
                type="button"
                role="tab"
                id={`home-tab-${c.channel.id}`}
                aria-selected={c === current}
                aria-controls="home-news-panel"
                tabIndex={c === current ? 0 : -1}
                className="home-tabs__tab"
                onClick={() => setActive(i)}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                  const next = (i + (e.key === 'ArrowRight' ? 1 : -1) + withNews.length) % withNews.length;
                  setActive(next);
                  document.getElementById(`home-tab-${withNews[next].channel.id}`)?.focus();
                }}
              >
                {c.channel.name}
              </button>
            ))}
          </div>
          <div id="home-news-panel" role="tabpanel" aria-labelledby={`home-tab-${current.channel.id}`}>
            <div className="home-news">
              <div className="home-news__lead">
                <ArticleCard article={current.articles[0]} layout="tile" />
              </div>
              <ul className="home-news__rest">
                {current.articles.slice(1, 4).map((a) => (
                  <li key={a.id}>
                    <ArticleCard article={a} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </>
      )}
    </section>
  );
}

export function HomeScholarships({ items }: { items: HomePayload['scholarships'] }) {
  const { t } = useTranslation('content');
  if (items.length === 0) return null;
  return (
    <section className="shell-container home-section" aria-labelledby="home-scholarships">
      <Head
        id="home-scholarships"
        title={t('home.scholarships')}
        to="/scholarship?status=open"
        more={t('home.allScholarships')}
      />
      <ul className="scholarship-grid home-grid">
        {items.slice(0, 3).map((s) => (
          <li key={s.id}>
            <ScholarshipCard item={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeStories({ items }: { items: HomePayload['alumniStories'] }) {
  const { t } = useTranslation('content');
  if (items.length === 0) return null;
  return (
    <section className="shell-container home-section" aria-labelledby="home-stories">
      <Head id="home-stories" title={t('home.stories')} to="/alumnus/style" more={t('alumni.allStories')} />
      <ul className="story-grid home-grid">
        {items.slice(0, 3).map((s) => (
          <li key={s.id}>
            <StoryCard story={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The main association's introduction (without its body) with a way to the association pages. */
export function HomeAssociation({ intro }: { intro: HomePayload['association'] }) {
  const { t } = useTranslation('content');
  if (!intro) return null;
  return (
    <div className="home-intro card">
      {intro.image && (
        <ContentImage
          className="home-intro__image"
          image={intro.image}
          alt={intro.name}
          sizes="(max-width: 767px) 100vw, 360px"
        />
      )}
      <div className="home-intro__text">
        <h3>{intro.name}</h3>
        <p className="home-intro__founded">{t('association.founded', { year: intro.foundedYear })}</p>
        <p>{intro.summary}</p>
        <Link to="/association" className="more-link">
          {t('association.readIntroduction')} <ArrowRightOutlined aria-hidden />
        </Link>
      </div>
    </div>
  );
}

/** Everything below the shortcuts: news by channel, open scholarships, alumni stories. */
export function HomeBelow({ data }: { data: HomePayload }) {
  return (
    <div className="home-below">
      <HomeNews channels={data.channels} />
      <HomeScholarships items={data.scholarships} />
      <HomeStories items={data.alumniStories} />
    </div>
  );
}
