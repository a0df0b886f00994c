import { useRef, useState } from 'react';
import { useTranslation } from '../../components/i18n/index.js';
import { Button, Progress } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { XcIcon } from './icons.js';
import { EXCHANGE_LIMITS } from '@acsc/shared';
import type { useImageUploads } from './useImageUploads.js';

/**
 * The editor's images (spec component `preUpload`): pick several, each uploads at once with its own
 * progress bar; reorder by dragging or with the arrow buttons (keyboard, touch); remove; retry a failure.
 */
export function ImagePicker({
  uploads,
  onProblem,
}: {
  uploads: ReturnType<typeof useImageUploads>;
  onProblem: (text: string | null) => void;
}) {
  const { t } = useTranslation('exchange');
  const input = useRef<HTMLInputElement>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const { items } = uploads;
  const full = items.length >= EXCHANGE_LIMITS.imagesMax;

  const pick = (list: FileList | null) => {
    if (!list) return;
    const files = Array.from(list);
    const problems: string[] = [];
    const ok = files.filter((f) => {
      if (!f.type.startsWith('image/')) return problems.push(t('edit.notImage', { name: f.name })) && false;
      if (f.size > EXCHANGE_LIMITS.imageBytesMax) return problems.push(t('edit.tooLarge', { name: f.name })) && false;
      return true;
    });
    const { skipped } = uploads.add(ok);
    if (skipped) problems.push(t('edit.tooMany', { max: EXCHANGE_LIMITS.imagesMax, skipped }));
    onProblem(problems.length ? problems.join(' ') : null);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="xc-picker">
      {items.length > 1 && <p className="xc-picker__hint">{t('edit.dragHint')}</p>}
      <ol className="xc-picker__list">
        {items.map((it, i) => (
          <li
            key={it.key}
            className={`xc-picker__item${dragFrom === i ? ' xc-picker__item--drag' : ''}`}
            draggable
            onDragStart={(e) => {
              setDragFrom(i);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragFrom !== null) uploads.move(dragFrom, i);
              setDragFrom(null);
            }}
            onDragEnd={() => setDragFrom(null)}
            data-status={it.status}
          >
            <img src={it.preview} alt="" />
            {it.status === 'uploading' && (
              <div className="xc-picker__progress">
                <Progress
                  percent={it.progress}
                  size="small"
                  showInfo={false}
                  aria-label={t('edit.uploading', { name: it.name })}
                />
              </div>
            )}
            {it.status === 'error' && (
              <div className="xc-picker__error" role="alert">
                <span>{it.error ?? t('edit.uploadFailed')}</span>
                <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => uploads.retry(it.key)}>
                  {t('edit.retryUpload')}
                </Button>
              </div>
            )}
            <div className="xc-picker__tools">
              <button
                type="button"
                aria-label={t('edit.moveUp', { name: i + 1 })}
                disabled={i === 0}
                onClick={() => uploads.move(i, i - 1)}
              >
                <ArrowUpOutlined aria-hidden />
              </button>
              <button
                type="button"
                aria-label={t('edit.moveDown', { name: i + 1 })}
                disabled={i === items.length - 1}
                onClick={() => uploads.move(i, i + 1)}
              >
                <ArrowDownOutlined aria-hidden />
              </button>
              <button
                type="button"
                aria-label={t('edit.remove', { name: i + 1 })}
                onClick={() => uploads.remove(it.key)}
              >
                <CloseOutlined aria-hidden />
              </button>
            </div>
          </li>
        ))}
        {!full && (
          <li className="xc-picker__add">
            <button type="button" onClick={() => input.current?.click()}>
              <XcIcon name="picture" />
              <span>{t('edit.addImages')}</span>
              <span className="xc-picker__count">
                {items.length} / {EXCHANGE_LIMITS.imagesMax}
              </span>
            </button>
          </li>
        )}
      </ol>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/heic,image/avif"
        multiple
        hidden
        data-testid="xc-image-input"
        onChange={(e) => pick(e.target.files)}
      />
    </div>
  );
}
