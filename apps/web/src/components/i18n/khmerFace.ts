/**
 * Members write Khmer on Chinese and English pages too (names, posts, comments, messages). There the
 * Khmer letters are drawn by the self-hosted 'Noto Sans Khmer Script' face (global.css), which the
 * browser fetches only when it first meets a Khmer letter. Chromium drew text laid out while that face
 * was still loading in a fallback font (boxes on a device without a Khmer system font) and, for some of
 * it, never drew it again once the face had arrived. So an API answer that carries Khmer is handed over
 * only once the face is ready: the first time it costs the face's download (23 KB per weight, then
 * cached for a year), at most `WAIT_MS`; after that nothing.
 */
const KHMER = /[\u1780-\u17FF\u19E0-\u19FF]/;
const FACE = 'Noto Sans Khmer Script';
const WAIT_MS = 1500;

let ready: Promise<void> | null = null;
let done = false;

/** Resolves when the Khmer face can draw `text` (at once when `text` has no Khmer letter or the face is loaded). */
export function khmerFaceFor(text: string): Promise<void> | undefined {
  if (done || !KHMER.test(text)) return undefined;
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts?.load) return undefined;
  ready ??= Promise.race([
    Promise.all([fonts.load(`400 1em "${FACE}"`, 'ក'), fonts.load(`600 1em "${FACE}"`, 'ក')]).then(
      () => void (done = true),
      () => void (done = true),
    ),
    new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS)),
  ]);
  return ready;
}

/** For tests: forget that the face was loaded. */
export function resetKhmerFace() {
  ready = null;
  done = false;
}
