import type { ExchangeImage, ExchangeVideo, ExchangeVisibility } from '@acsc/shared';

/** What the editor keeps on the device so a reload loses nothing (issue 11): the fields and finished uploads. */
export interface PostDraft {
  title: string;
  text: string;
  visibility: ExchangeVisibility;
  images: ExchangeImage[];
  /** A finished video upload (an unfinished one resumes from tus-js-client's own record of it). */
  video: ExchangeVideo | null;
}

/** One draft per member and per post (a new post, or the post being edited), in local storage. */
export const draftKey = (memberId: string, postId: number | undefined) =>
  `exchange.draft.${memberId}.${postId ?? 'new'}`;

export function readDraft(key: string): PostDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<PostDraft>;
    if (typeof d.text !== 'string') return null;
    return {
      title: String(d.title ?? ''),
      text: d.text,
      visibility: d.visibility ?? 'public',
      images: Array.isArray(d.images) ? d.images : [],
      video: d.video && typeof d.video.id === 'string' ? d.video : null,
    };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: PostDraft) {
  const empty = !draft.text && !draft.title && !draft.images.length && !draft.video;
  try {
    if (empty) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or refused: the draft is only a convenience
  }
}

export const clearDraft = (key: string) => localStorage.removeItem(key);
