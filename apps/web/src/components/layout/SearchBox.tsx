import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { Icon } from './icons.js';
import { LIMITS } from '@acsc/shared';
import { emit } from '../events.js';

const SEARCH_PATH = '/news/search';

/**
 * Header keyword search (spec section 2): with an empty keyword the icon opens or closes the input;
 * with a keyword it goes to /news/search?keywords=..., or, when already there, emits 'new-search'.
 */
export function SearchBox() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onSearchPage = pathname === SEARCH_PATH;
  // Starts closed everywhere, the search page included: that page has its own field with the keywords, and an
  // open box there would cover the header's other buttons on a phone and take the focus (the keyboard) on load.
  const [keywords, setKeywords] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const value = keywords.trim();
    if (!value) {
      setOpen((o) => !o);
      return;
    }
    if (onSearchPage) emit('new-search', { keywords: value });
    else navigate(`${SEARCH_PATH}?keywords=${encodeURIComponent(value)}`);
  };

  return (
    <form role="search" className={open ? 'shell-search shell-search--open' : 'shell-search'} onSubmit={submit}>
      <input
        ref={input}
        type="search"
        className="shell-search__input"
        value={keywords}
        maxLength={LIMITS.keywordMax}
        placeholder={t('search.placeholder')}
        aria-label={t('search.input')}
        tabIndex={open ? 0 : -1}
        aria-hidden={!open}
        onChange={(e) => setKeywords(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !keywords) setOpen(false);
        }}
      />
      <button
        type="submit"
        className="shell-icon-btn"
        aria-label={keywords.trim() ? t('search.submit') : t('search.toggle')}
        aria-expanded={open}
      >
        <Icon name="search" />
      </button>
    </form>
  );
}
