import { Link } from 'react-router';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from '../i18n/index.js';

interface Neighbour {
  id: number;
  title: string;
}

/** The previous and next items of a detail page (news, alumni news), or a quiet "none" at either end. */
export function PrevNext({
  prev,
  next,
  href,
}: {
  prev?: Neighbour | null;
  next?: Neighbour | null;
  href: (id: number) => string;
}) {
  const { t } = useTranslation('content');
  return (
    <nav className="prev-next" aria-label={t('news.prevNext')}>
      {prev ? (
        <Link to={href(prev.id)} className="prev-next__link" rel="prev">
          <span className="prev-next__dir">
            <LeftOutlined aria-hidden /> {t('news.prev')}
          </span>
          <span className="prev-next__title">{prev.title}</span>
        </Link>
      ) : (
        <span className="prev-next__none">{t('news.noPrev')}</span>
      )}
      {next ? (
        <Link to={href(next.id)} className="prev-next__link prev-next__link--next" rel="next">
          <span className="prev-next__dir">
            {t('news.next')} <RightOutlined aria-hidden />
          </span>
          <span className="prev-next__title">{next.title}</span>
        </Link>
      ) : (
        <span className="prev-next__none prev-next__none--next">{t('news.noNext')}</span>
      )}
    </nav>
  );
}
