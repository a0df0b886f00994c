import type { ReactNode } from 'react';

/** One card of /setting, titled by its heading. */
export function Section({
  id,
  title,
  children,
  danger,
}: {
  id: string;
  title: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <section className={`card settings-card${danger ? ' settings-card--danger' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
