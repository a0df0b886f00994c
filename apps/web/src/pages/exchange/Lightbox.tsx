import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../components/i18n/index.js';
import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ExchangeImage } from '@acsc/shared';

const SWIPE_PX = 40;

/**
 * Full-screen image viewer: arrow keys and Escape on a desktop, a horizontal swipe on a phone, buttons
 * for both. Focus moves into it and comes back to what opened it.
 */
export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: ExchangeImage[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('exchange');
  const closeRef = useRef<HTMLButtonElement>(null);
  const startX = useRef<number | null>(null);
  const total = images.length;
  const go = (delta: number) => onIndex((index + delta + total) % total);
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (e.key === 'ArrowLeft') goRef.current(-1);
      else if (e.key === 'ArrowRight') goRef.current(1);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);

  const img = images[index];
  if (!img) return null;
  return createPortal(
    <div
      className="xc-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={t('lightbox.label')}
      onPointerDown={(e) => (startX.current = e.clientX)}
      onPointerUp={(e) => {
        if (startX.current === null) return;
        const dx = e.clientX - startX.current;
        startX.current = null;
        if (Math.abs(dx) >= SWIPE_PX && total > 1) go(dx < 0 ? 1 : -1);
      }}
    >
      <img
        className="xc-lightbox__img"
        src={img.url}
        srcSet={img.srcset ?? undefined}
        sizes="100vw"
        alt={t('card.imageAlt', { n: index + 1, total })}
        draggable={false}
      />
      <p className="xc-lightbox__pos" aria-live="polite">
        {t('lightbox.position', { n: index + 1, total })}
      </p>
      <button
        ref={closeRef}
        type="button"
        className="xc-lightbox__btn xc-lightbox__close"
        aria-label={t('lightbox.close')}
        onClick={onClose}
      >
        <CloseOutlined aria-hidden />
      </button>
      {total > 1 && (
        <>
          <button
            type="button"
            className="xc-lightbox__btn xc-lightbox__prev"
            aria-label={t('lightbox.prev')}
            onClick={() => go(-1)}
          >
            <LeftOutlined aria-hidden />
          </button>
          <button
            type="button"
            className="xc-lightbox__btn xc-lightbox__next"
            aria-label={t('lightbox.next')}
            onClick={() => go(1)}
          >
            <RightOutlined aria-hidden />
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
