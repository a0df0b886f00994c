import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { SearchOutlined } from '@ant-design/icons';
import { LIMITS, type NewsChannel } from '@acsc/shared';

/** Beside the news list: a search box and every channel with what it carries. */
export function NewsAside({ channels, activeId }: { channels: NewsChannel[]; activeId?: number }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const [keywords, setKeywords] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = keywords.trim();
    if (k) navigate(`/news/search?keywords=${encodeURIComponent(k)}`);
  };
  return (
    <aside className="news-aside">
      <form className="news-aside__search card" role="search" onSubmit={submit}>
        <label htmlFor="news-aside-search" className="news-aside__title">
          {t('search.label')}
        </label>
        <div className="news-aside__field">
          <input
            id="news-aside-search"
            type="search"
            value={keywords}
            maxLength={LIMITS.keywordMax}
            placeholder={t('search.placeholder')}
            onChange={(e) => setKeywords(e.target.value)}
          />
          <button type="submit" className="btn btn--primary" aria-label={t('search.submit')}>
            <SearchOutlined aria-hidden />
          </button>
        </div>
      </form>
      <nav className="news-aside__channels card" aria-labelledby="news-aside-channels">
        <h2 id="news-aside-channels" className="news-aside__title">
          {t('news.channels')}
        </h2>
        <ul>
          {channels.map((c) => (
            <li key={c.id}>
              <Link to={`/news?channel=${c.id}`} aria-current={c.id === activeId ? 'page' : undefined}>
                <span className="news-aside__name">{c.name}</span>
                <span className="news-aside__desc">{c.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
