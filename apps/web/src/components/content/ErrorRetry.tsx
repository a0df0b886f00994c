import './content.css';
import { useTranslation } from '../i18n/index.js';
import { ApiError } from '../api/http.js';

/** A failed read (the home page shows it too, so no icon library here): what went wrong in the page's language and a way to try again. Not-found has no retry. */
export function ErrorRetry({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown;
  onRetry?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('content');
  const notFound = error instanceof ApiError && error.status === 404;
  const message = error instanceof ApiError && error.message && error.code !== -1 ? error.message : t('error.load');
  return (
    <div className={compact ? 'error-retry error-retry--compact' : 'error-retry'} role="alert">
      <p className="error-retry__title">{notFound ? message : t('error.title')}</p>
      {!notFound && <p className="error-retry__text">{message}</p>}
      {onRetry && !notFound && (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          <svg
            viewBox="0 0 24 24"
            width="1em"
            height="1em"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4.5h-4.5" />
          </svg>{' '}
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}
