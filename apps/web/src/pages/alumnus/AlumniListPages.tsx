import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { ArrowRightOutlined, SafetyCertificateFilled, SearchOutlined } from '@ant-design/icons';
import { ALUMNI_STYLES, LIMITS, type AlumniStyle, type CertifiedAlumnus } from '@acsc/shared';
import { useAlumniNews, useAlumniStories, useCertifiedAlumni } from '../../components/api/content.js';
import { PageView } from '../../components/content/PageView.js';
import { usePageParam, useQueryParamsUpdate } from '../../components/content/Pager.js';
import { CardListSkeleton } from '../../components/content/Skeletons.js';
import { ContentImage } from '../../components/content/ContentImage.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { SectionFrame } from '../frames.js';
import { AlumniNewsCard, StoryCard } from './StoryCard.js';
import { StoryPages } from './StoryPages.js';

function PersonCard({ person, heading: H = 'h3' }: { person: CertifiedAlumnus; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation('content');
  return (
    <article className="person-card">
      {person.avatar ? (
        <ContentImage className="person-card__avatar" image={person.avatar} alt={person.name} sizes="64px" />
      ) : (
        <span className="person-card__avatar" aria-hidden="true">
          {person.name.slice(0, 1)}
        </span>
      )}
      <div>
        <H className="person-card__name">
          {person.name}
          <SafetyCertificateFilled className="person-card__badge" aria-label={t('alumni.certified')} role="img" />
        </H>
        <p className="person-card__school">
          {[
            person.school,
            person.major,
            person.graduationYear !== null && t('alumni.classOf', { year: person.graduationYear }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p>{[person.position, person.city].filter(Boolean).join(' · ')}</p>
      </div>
    </article>
  );
}

/** /alumnus: the latest alumni news and stories and some certified alumni, each with a way to see all. */
export function AlumnusPage() {
  const { t } = useTranslation('content');
  const news = useAlumniNews({ pageNum: 1, pageSize: 3 });
  const stories = useAlumniStories({ pageNum: 1, pageSize: 3 });
  const people = useCertifiedAlumni({ pageNum: 1, pageSize: 6 });
  const head = (id: string, title: string, to: string, more: string) => (
    <div className="alumni-section__head">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <Link to={to} className="more-link">
        {more} <ArrowRightOutlined aria-hidden />
      </Link>
    </div>
  );
  return (
    <SectionFrame id="alumnus">
      <section className="alumni-section" aria-labelledby="alumni-stories">
        {head('alumni-stories', t('alumni.storiesTitle'), '/alumnus/style', t('alumni.allStories'))}
        <PageView
          compact
          query={stories}
          skeleton={<CardListSkeleton count={3} layout="tile" />}
          empty={<EmptyState compact title={t('alumni.noStories')} />}
        >
          {(list) => (
            <ul className="story-grid">
              {list.map((s) => (
                <li key={s.id}>
                  <StoryCard story={s} />
                </li>
              ))}
            </ul>
          )}
        </PageView>
      </section>
      <section className="alumni-section" aria-labelledby="alumni-news">
        {head('alumni-news', t('alumni.newsTitle'), '/alumnus/news', t('alumni.allNews'))}
        <PageView
          compact
          query={news}
          skeleton={<CardListSkeleton count={3} />}
          empty={<EmptyState compact title={t('alumni.noNews')} />}
        >
          {(list) => (
            <ul className="article-list">
              {list.map((n) => (
                <li key={n.id}>
                  <AlumniNewsCard item={n} />
                </li>
              ))}
            </ul>
          )}
        </PageView>
      </section>
      <section className="alumni-section" aria-labelledby="alumni-people">
        {head('alumni-people', t('alumni.certifiedTitle'), '/alumnus/audited', t('alumni.allCertified'))}
        <PageView
          compact
          query={people}
          skeleton={<CardListSkeleton count={3} layout="tile" />}
          empty={<EmptyState compact title={t('alumni.noCertified')} />}
        >
          {(list) => (
            <ul className="people-grid">
              {list.map((p) => (
                <li key={p.id}>
                  <PersonCard person={p} />
                </li>
              ))}
            </ul>
          )}
        </PageView>
      </section>
    </SectionFrame>
  );
}

export function AlumnusNewsPage() {
  const { t } = useTranslation('content');
  const pageNum = usePageParam();
  const query = useAlumniNews({ pageNum, pageSize: 10 });
  return (
    <SectionFrame id="alumnusNews">
      <PageView
        query={query}
        pageNum={pageNum}
        skeleton={<CardListSkeleton count={4} />}
        empty={<EmptyState title={t('alumni.noNews')} />}
      >
        {(list) => (
          <ul className="article-list">
            {list.map((n) => (
              <li key={n.id}>
                <AlumniNewsCard item={n} heading="h2" />
              </li>
            ))}
          </ul>
        )}
      </PageView>
    </SectionFrame>
  );
}

/** /alumnus/style: stories of alumni, of one person or of a group (?style=person|group). */
export function AlumnusStylePage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const raw = params.get('style');
  const style = (ALUMNI_STYLES as readonly string[]).includes(raw ?? '') ? (raw as AlumniStyle) : undefined;
  return (
    <SectionFrame id="alumnusStyle">
      <nav className="channel-tabs" aria-label={t('alumni.styleFilter')}>
        {[undefined, ...ALUMNI_STYLES].map((s) => (
          <Link
            key={s ?? 'all'}
            to={s ? `?style=${s}` : '?'}
            className="channel-tabs__tab"
            aria-current={s === style ? 'page' : undefined}
          >
            {s ? t(`alumni.style.${s}`) : t('alumni.allStyles')}
          </Link>
        ))}
      </nav>
      <StoryPages style={style} />
    </SectionFrame>
  );
}

/** /alumnus/audited: alumni whose studies the associations have certified, searchable by name, school or major. */
export function AlumnusAuditedPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const update = useQueryParamsUpdate();
  const keywords = (params.get('keywords') ?? '').trim().slice(0, LIMITS.keywordMax);
  const pageNum = usePageParam();
  const query = useCertifiedAlumni({ pageNum, pageSize: 12, keywords: keywords || undefined });
  const [draft, setDraft] = useState(keywords);
  useEffect(() => setDraft(keywords), [keywords]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ keywords: draft.trim() || undefined });
  };
  return (
    <SectionFrame id="alumnusAudited">
      <p className="muted">{t('alumni.certifiedLead')}</p>
      <form className="filters" role="search" onSubmit={submit}>
        <label className="filters__search">
          {t('alumni.searchLabel')}
          <input
            type="search"
            value={draft}
            maxLength={LIMITS.keywordMax}
            placeholder={t('alumni.searchPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <div className="filters__actions">
          <button type="submit" className="btn btn--primary">
            <SearchOutlined aria-hidden /> {t('search.submit')}
          </button>
        </div>
      </form>
      <PageView
        query={query}
        pageNum={pageNum}
        skeleton={<CardListSkeleton count={4} layout="tile" />}
        empty={<EmptyState title={keywords ? t('alumni.noMatch', { keywords }) : t('alumni.noCertified')} />}
      >
        {(list) => (
          <ul className="people-grid">
            {list.map((p) => (
              <li key={p.id}>
                <PersonCard person={p} heading="h2" />
              </li>
            ))}
          </ul>
        )}
      </PageView>
    </SectionFrame>
  );
}
