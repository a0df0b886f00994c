import type { ReactNode } from 'react';

/** The honest "nothing here" of a page or section: what is missing, why, and what to do instead. */
export function EmptyState({
  title,
  description,
  action,
  compact = false,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
}) {
  return (
    <div className={compact ? 'empty-state empty-state--compact' : 'empty-state'} role="status">
      <svg className="empty-state__art" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
        <ellipse cx="60" cy="80" rx="44" ry="6" fill="#e6ebf5" />
        <rect x="26" y="18" width="68" height="54" rx="8" fill="#fff" stroke="#0b3d91" strokeWidth="3" />
        <path d="M26 34h68" stroke="#0b3d91" strokeWidth="3" />
        <circle cx="36" cy="26" r="2.5" fill="#e8b130" />
        <circle cx="44" cy="26" r="2.5" fill="#e8b130" />
        <path d="M40 48h40M40 58h26" stroke="#c9d4ea" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p className="empty-state__title">{title}</p>
      {description && <p className="empty-state__text">{description}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
