import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import type { HomeBanner } from '@acsc/shared';
import { ContentImage } from '../../components/content/ContentImage.js';
import { prefersReducedMotion } from '../../components/motion.js';
import './home-content.css';

const INTERVAL_MS = 6000;

/** Inline glyphs: the home page's first load does not ship the icon library. */
const GLYPHS = {
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15l12-7.5z',
} as const;
function Glyph({ name }: { name: keyof typeof GLYPHS }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={name === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={GLYPHS[name]} />
    </svg>
  );
}

/** The carousel's box while the home data loads, so its arrival does not push the hero text down. */
export function HomeBannersPlaceholder() {
  return (
    <div className="banners" aria-hidden="true">
      <div className="banners__viewport">
        <div className="banners__link" />
      </div>
      <div className="banners__controls banners__controls--placeholder" />
    </div>
  );
}

/**
 * The home banners as a carousel: it advances on its own unless the visitor prefers reduced motion,
 * pauses while hovered or focused, and can be stopped, stepped and jumped with real buttons.
 */
export function HomeBanners({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation('content');
  const [index, setIndex] = useState(0);
  // Off on the server and while hydrating (the same HTML on both sides), then as the visitor's setting says.
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) setStopped(true);
  }, []);
  const [hovered, setHovered] = useState(false);
  const n = banners.length;

  useEffect(() => {
    if (stopped || hovered || n < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % n), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [stopped, hovered, n]);

  if (n === 0) return null;
  const go = (i: number) => setIndex((i + n) % n);
  return (
    <section
      className="banners"
      aria-roledescription={t('banners.carousel')}
      aria-label={t('banners.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="banners__viewport">
        <div className="banners__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {banners.map((b, i) => (
            <div
              key={b.id}
              className="banners__slide"
              role="group"
              aria-roledescription={t('banners.slide')}
              aria-label={t('banners.position', { n: i + 1, total: n })}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <Link to={b.link} className="banners__link">
                {/* The caption names the link; an alt that repeats the title would be read twice. */}
                <ContentImage
                  image={{ ...b.image, alt: b.image.alt === b.title ? '' : b.image.alt }}
                  alt=""
                  sizes="(max-width: 767px) 100vw, 720px"
                  eager={i === 0}
                />
                <span className="banners__caption">
                  <span className="banners__title">{b.title}</span>
                  {b.subtitle && <span className="banners__subtitle">{b.subtitle}</span>}
                </span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      {n > 1 && (
        <div className="banners__controls">
          <button type="button" className="banners__btn" onClick={() => go(index - 1)} aria-label={t('banners.prev')}>
            <Glyph name="prev" />
          </button>
          <div className="banners__dots">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className="banners__dot"
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('banners.goTo', { n: i + 1 })}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="banners__btn" onClick={() => go(index + 1)} aria-label={t('banners.next')}>
            <Glyph name="next" />
          </button>
          <button
            type="button"
            className="banners__btn"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? t('banners.play') : t('banners.pause')}
          >
            <Glyph name={stopped ? 'play' : 'pause'} />
          </button>
        </div>
      )}
    </section>
  );
}
