import type { LocalizedInput } from '@acsc/shared';
import type { L, StoredAttachment, StoredImage } from '../../db/schema/index.js';
import { sanitizeLocalized } from '../../platform/sanitize.js';

/** A localized input as stored: trimmed, blank languages dropped (a blank language = not translated). */
export function loc(text: LocalizedInput | undefined): L {
  const out: L = {};
  for (const [lang, v] of Object.entries(text ?? {}) as [keyof L, string | undefined][]) {
    const t = v?.trim();
    if (t) out[lang] = t;
  }
  return out;
}

/** A localized rich text as stored: sanitized, then blank languages dropped. */
export const richText = (text: LocalizedInput | undefined): L => loc(sanitizeLocalized(text));

export const image = (
  i: { url: string; width: number; height: number; srcset?: string } | null | undefined,
): StoredImage | null =>
  i ? { url: i.url, width: i.width, height: i.height, ...(i.srcset ? { srcset: i.srcset } : {}) } : null;

export const attachments = (
  list: { name: LocalizedInput; url: string; size: number }[] | undefined,
): StoredAttachment[] => (list ?? []).map((a) => ({ name: loc(a.name), url: a.url, size: a.size }));
