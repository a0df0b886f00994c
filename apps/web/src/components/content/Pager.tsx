import './content.css';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { LIMITS } from '@acsc/shared';

/**
 * The page number lives in the address (`?page=3`), so Back from an article returns to the same page
 * of the list and a list page can be shared. Page 1 is the address without the parameter.
 */
export function usePageParam(name = 'page'): number {
  const [params] = useSearchParams();
  const n = Number(params.get(name));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** Other query parameters (filters) set together with going back to page 1. */
export function useQueryParamsUpdate() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes: Record<string, string | undefined>, opts: { replace?: boolean } = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes))
            if (v) next.set(k, v);
            else next.delete(k);
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: opts.replace, preventScrollReset: true },
      ),
    [setParams],
  );
}

function pageItems(current: number, last: number): (number | 'gap')[] {
  const want = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...want].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(p - sorted[i - 1] === 2 ? p - 1 : 'gap');
    out.push(p);
  });
  return out;
}

export function Pager({
  total,
  pageNum,
  pageSize = LIMITS.pageSizeDefault,
  name = 'page',
}: {
  total: number;
  pageNum: number;
  pageSize?: number;
  name?: string;
}) {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const href = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete(name);
    else next.set(name, String(p));
    const s = next.toString();
    return s ? `?${s}` : '?';
  };
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <span className="pager__total">{t('pager.total', { count: total })}</span>
      <ol className="pager__pages">
        <li>
          {pageNum > 1 ? (
            <Link to={href(pageNum - 1)} className="pager__btn" rel="prev" aria-label={t('pager.prev')}>
              <LeftOutlined aria-hidden />
            </Link>
          ) : (
            <span className="pager__btn pager__btn--off" aria-hidden="true">
              <LeftOutlined />
            </span>
          )}
        </li>
        {pageItems(pageNum, last).map((p, i) => (
          <li key={p === 'gap' ? `gap${i}` : p}>
            {p === 'gap' ? (
              <span className="pager__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                to={href(p)}
                className={p === pageNum ? 'pager__btn pager__btn--on' : 'pager__btn'}
                aria-current={p === pageNum ? 'page' : undefined}
                aria-label={t('pager.page', { page: p })}
              >
                {p}
              </Link>
            )}
          </li>
        ))}
        <li>
          {pageNum < last ? (
            <Link to={href(pageNum + 1)} className="pager__btn" rel="next" aria-label={t('pager.next')}>
              <RightOutlined aria-hidden />
            </Link>
          ) : (
            <span className="pager__btn pager__btn--off" aria-hidden="true">
              <RightOutlined />
            </span>
          )}
        </li>
      </ol>
    </nav>
  );
}
