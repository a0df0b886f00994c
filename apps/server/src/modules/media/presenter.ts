import type { MediaItem, MediaUsage } from '@acsc/shared';
import type { MediaRow } from './repo.js';

/** A media row as the console's library shows it, with where content uses it. */
export function presentMedia(r: MediaRow, usedBy: MediaUsage[]): MediaItem {
  const variants = r.variants ?? [];
  return {
    id: r.id,
    kind: r.kind,
    url: r.url,
    width: r.width,
    height: r.height,
    srcset: r.kind === 'image' && variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : null,
    variants,
    poster: r.poster,
    durationSeconds: r.durationSeconds,
    bytes: r.bytes,
    mime: r.mime,
    originalName: r.originalName,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    usedBy,
  };
}
