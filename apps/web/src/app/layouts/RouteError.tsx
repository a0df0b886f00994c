import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { isChunkLoadError, reloadForChunkError } from '../chunkReload.js';
import { EmptyState } from '../../components/layout/EmptyState.js';

const NotFoundPage = lazy(async () => ({
  default: (await import('../../pages/notFound/NotFoundPage.js')).NotFoundPage,
}));

/**
 * Route error boundary: a chunk that no longer exists after a deploy reloads the page (at most once a
 * minute, spec section 8); a 404 response shows the 404 page; anything else a translated message.
 */
export function RouteError() {
  const { t } = useTranslation('layout');
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadForChunkError();
    else console.error(error);
  }, [chunk, error]);
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  return (
    <div className="shell-container page">
      <EmptyState
        title={t('route.errorTitle')}
        description={t('route.errorText')}
        action={
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {t('route.reload')}
          </button>
        }
      />
    </div>
  );
}
