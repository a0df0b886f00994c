import { Link } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { CONTENT_ROUTES, type AlumniNewsItem, type AlumniStoryItem } from '@acsc/shared';
import { ContentImage } from '../../components/content/ContentImage.js';
import { formatDate } from '../../components/content/format.js';
import { LanguageMark, htmlLang } from '../../components/content/LanguageFallbackNotice.js';
import './alumnus.css';

/** An alumni story ("style"): the person or group, where they studied, what they do now. */
export function StoryCard({ story, heading: H = 'h3' }: { story: AlumniStoryItem; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation('content');
  return (
    <article className="story-card">
      <Link to={CONTENT_ROUTES.alumniStory(story.id)} className="story-card__link">
        <div className="story-card__media">
          {story.cover ? (
            <ContentImage image={story.cover} alt={story.name} sizes="(max-width: 640px) 100vw, 400px" />
          ) : (
            <div className="article-card__placeholder" aria-hidden="true" />
          )}
          <span className="story-card__style">{t(`alumni.style.${story.style}`)}</span>
        </div>
        <div className="story-card__body" lang={htmlLang(story.servedLanguage)}>
          <LanguageMark served={story.servedLanguage} />
          <H className="story-card__title">{story.title}</H>
          <p className="story-card__who">
            <strong>{story.name}</strong>
            {story.school && <span> · {story.school}</span>}
          </p>
          {story.position && <p className="story-card__position">{story.position}</p>}
          <p className="story-card__summary">{story.summary}</p>
        </div>
      </Link>
    </article>
  );
}

/** An alumni news item in a list. */
export function AlumniNewsCard({ item, heading: H = 'h3' }: { item: AlumniNewsItem; heading?: 'h2' | 'h3' }) {
  return (
    <article className="article-card article-card--row">
      <Link to={CONTENT_ROUTES.alumniNews(item.id)} className="article-card__link">
        <div className="article-card__media">
          {item.cover ? (
            <ContentImage image={item.cover} alt={item.title} sizes="(max-width: 640px) 40vw, 280px" />
          ) : (
            <div className="article-card__placeholder" aria-hidden="true" />
          )}
        </div>
        <div className="article-card__body">
          <H className="article-card__title" lang={htmlLang(item.servedLanguage)}>
            {item.title}
          </H>
          <p className="article-card__summary" lang={htmlLang(item.servedLanguage)}>
            {item.summary}
          </p>
          <p className="article-card__meta">
            <LanguageMark served={item.servedLanguage} />
            <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
          </p>
        </div>
      </Link>
    </article>
  );
}
