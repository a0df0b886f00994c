import './content.css';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { CalendarOutlined, DollarOutlined } from '@ant-design/icons';
import { CONTENT_ROUTES, type ScholarshipListItem, type ScholarshipStatus } from '@acsc/shared';
import { ContentImage } from './ContentImage.js';
import { formatDate } from './format.js';
import { LanguageMark, htmlLang } from './LanguageFallbackNotice.js';

export function StatusTag({ status }: { status: ScholarshipStatus }) {
  const { t } = useTranslation('content');
  return <span className={`tag tag--status tag--${status}`}>{t(`scholarship.status.${status}`)}</span>;
}

/** A scholarship in a list: who offers it, the level, the amount, the deadline and whether it is open. */
export function ScholarshipCard({
  item,
  heading: H = 'h3',
  layout = 'tile',
}: {
  item: ScholarshipListItem;
  heading?: 'h2' | 'h3';
  layout?: 'tile' | 'row';
}) {
  const { t } = useTranslation('content');
  return (
    <article className={`scholarship-card scholarship-card--${layout} scholarship-card--${item.status}`}>
      <Link to={CONTENT_ROUTES.scholarshipDetail(item.id)} className="scholarship-card__link">
        {item.cover && layout === 'tile' && (
          <div className="scholarship-card__media">
            <ContentImage image={item.cover} alt={item.title} sizes="(max-width: 640px) 100vw, 400px" />
          </div>
        )}
        <div className="scholarship-card__body">
          <p className="scholarship-card__tags">
            <StatusTag status={item.status} />
            <span className="tag">{t(`scholarship.level.${item.level}`)}</span>
            <LanguageMark served={item.servedLanguage} />
          </p>
          <H className="scholarship-card__title" lang={htmlLang(item.servedLanguage)}>
            {item.title}
          </H>
          <p className="scholarship-card__provider" lang={htmlLang(item.servedLanguage)}>
            {item.provider}
          </p>
          {layout === 'row' && item.summary && (
            <p className="scholarship-card__summary" lang={htmlLang(item.servedLanguage)}>
              {item.summary}
            </p>
          )}
          <dl className="scholarship-card__facts">
            <div>
              <dt>
                <DollarOutlined aria-hidden /> {t('scholarship.amount')}
              </dt>
              <dd>{item.amount}</dd>
            </div>
            <div>
              <dt>
                <CalendarOutlined aria-hidden /> {t('scholarship.deadline')}
              </dt>
              <dd>
                <time dateTime={item.deadline}>{formatDate(item.deadline)}</time>
              </dd>
            </div>
          </dl>
        </div>
      </Link>
    </article>
  );
}
