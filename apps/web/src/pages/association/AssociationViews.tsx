import { Link } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { ArrowRightOutlined } from '@ant-design/icons';
import type { OrgNode } from '@acsc/shared';
import {
  useAssociationArticles,
  useAssociationBasicData,
  useAssociationFounder,
  useAssociationIntroduction,
  useAssociationOrganization,
} from '../../components/api/content.js';
import { ArticleBody } from '../../components/content/ArticleBody.js';
import { ArticleCard } from '../../components/content/ArticleCard.js';
import { ContentImage } from '../../components/content/ContentImage.js';
import { ErrorRetry } from '../../components/content/ErrorRetry.js';
import { LanguageFallbackNotice, htmlLang } from '../../components/content/LanguageFallbackNotice.js';
import { Pager, usePageParam } from '../../components/content/Pager.js';
import { CardListSkeleton, DetailSkeleton } from '../../components/content/Skeletons.js';
import { formatDate } from '../../components/content/format.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { useAssociationCode, withAssociation } from './useAssociation.js';
import { Figures } from './Figures.js';
import './association.css';

type Query<T> = { data?: T; error: unknown; isError: boolean; refetch: () => unknown };

/** Loading, failure and the loaded view of one association read. */
function Loaded<T>({
  query,
  children,
  skeleton = <DetailSkeleton />,
}: {
  query: Query<T>;
  children: (data: T) => React.ReactNode;
  skeleton?: React.ReactNode;
}) {
  if (query.isError) return <ErrorRetry error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <>{skeleton}</>;
  return <>{children(query.data)}</>;
}

export function IntroductionView({ full = true }: { full?: boolean }) {
  const { t } = useTranslation('content');
  const a = useAssociationCode();
  const query = useAssociationIntroduction(a);
  return (
    <Loaded query={query}>
      {(intro) => (
        <article className="assoc-intro card" lang={htmlLang(intro.servedLanguage)}>
          {intro.image && (
            <figure className="assoc-intro__image">
              <ContentImage image={intro.image} alt={intro.name} sizes="(max-width: 900px) 100vw, 480px" eager />
            </figure>
          )}
          <div className="assoc-intro__text">
            <h2 className="assoc-intro__name">{intro.name}</h2>
            <p className="assoc-intro__founded">{t('association.founded', { year: intro.foundedYear })}</p>
            <LanguageFallbackNotice meta={intro} />
            <p className="assoc-intro__summary">{intro.summary}</p>
            {full ? (
              <ArticleBody html={intro.body} />
            ) : (
              <Link to={withAssociation('/association/components/introduction', a)} className="more-link">
                {t('association.readIntroduction')} <ArrowRightOutlined aria-hidden />
              </Link>
            )}
          </div>
        </article>
      )}
    </Loaded>
  );
}

export function FounderView({ teaser = false }: { teaser?: boolean }) {
  const { t } = useTranslation('content');
  const a = useAssociationCode();
  const query = useAssociationFounder(a);
  return (
    <Loaded query={query}>
      {(f) => (
        <article className={teaser ? 'founder card founder--teaser' : 'founder card'} lang={htmlLang(f.servedLanguage)}>
          {f.photo && <ContentImage className="founder__photo" image={f.photo} alt={f.name} sizes="240px" />}
          <div className="founder__text">
            {teaser ? <h3 className="founder__name">{f.name}</h3> : <h2 className="founder__name">{f.name}</h2>}
            <p className="founder__role">{f.role}</p>
            {!teaser && <LanguageFallbackNotice meta={f} />}
            <blockquote className="founder__quote">{f.quote}</blockquote>
            {teaser ? (
              <Link to={withAssociation('/association/components/founder', a)} className="more-link">
                {t('association.readFounder')} <ArrowRightOutlined aria-hidden />
              </Link>
            ) : (
              <ArticleBody html={f.body} />
            )}
          </div>
        </article>
      )}
    </Loaded>
  );
}

function OrgBranch({ node, depth = 0 }: { node: OrgNode; depth?: number }) {
  // Below the second level, a list of leaves (city offices...) stacks vertically to keep the chart narrow.
  const stack = depth >= 1 && node.children.length > 1 && node.children.every((c) => c.children.length === 0);
  return (
    <li className="org__item">
      <div className="org__node" id={`org-${node.id}`}>
        <span className="org__name">{node.name}</span>
        {node.person && <span className="org__person">{node.person}</span>}
      </div>
      {node.children.length > 0 && (
        <ul className={stack ? 'org__children org__children--stack' : 'org__children'}>
          {node.children.map((c) => (
            <OrgBranch key={c.id} node={c} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The organization as a top-down chart of nested lists (a readable outline for screen readers and phones). */
export function OrganizationView() {
  const a = useAssociationCode();
  const query = useAssociationOrganization(a);
  return (
    <Loaded query={query}>
      {(org) => (
        <section className="card org-card" aria-labelledby="org-title" lang={htmlLang(org.servedLanguage)}>
          <h2 id="org-title" className="card__title">
            {org.title}
          </h2>
          <LanguageFallbackNotice meta={org} />
          <div className="org-scroll">
            <ul className="org" data-testid="org-chart">
              <OrgBranch node={org.root} />
            </ul>
          </div>
        </section>
      )}
    </Loaded>
  );
}

export function BasicDataView() {
  const { t } = useTranslation('content');
  const a = useAssociationCode();
  const query = useAssociationBasicData(a);
  return (
    <Loaded query={query}>
      {(d) => (
        <section className="card" aria-labelledby="figures-title" lang={htmlLang(d.servedLanguage)}>
          <h2 id="figures-title" className="card__title">
            {d.title}
          </h2>
          <LanguageFallbackNotice meta={d} />
          <Figures figures={d.figures} />
          <p className="muted figures__asof">{t('association.asOf', { date: formatDate(d.asOf) })}</p>
        </section>
      )}
    </Loaded>
  );
}

export function AssociationArticlesView() {
  const { t } = useTranslation('content');
  const a = useAssociationCode();
  const pageNum = usePageParam();
  const query = useAssociationArticles(a, { pageNum, pageSize: 10 });
  return (
    <Loaded query={query} skeleton={<CardListSkeleton count={4} />}>
      {(page) =>
        page.list.length === 0 ? (
          <div className="card">
            <EmptyState compact title={t('association.noArticles')} />
          </div>
        ) : (
          <div className={query.isPlaceholderData ? 'is-refreshing' : undefined}>
            <ul className="article-list">
              {page.list.map((item) => (
                <li key={item.id}>
                  <ArticleCard article={item} heading="h2" />
                </li>
              ))}
            </ul>
            <Pager total={page.total} pageNum={pageNum} pageSize={page.pageSize} />
          </div>
        )
      }
    </Loaded>
  );
}
