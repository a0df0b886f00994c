import type { LocalizedInput } from '@acsc/shared';

/** A trilingual value's text for a list cell: Chinese, then English, then Khmer. */
export const pick = (v: LocalizedInput | undefined, fallback = '') => v?.zh_CN || v?.en_US || v?.km_KH || fallback;

/** Saves a staff download (the call needs the staff token, so it is fetched, not linked). */
export async function download(url: string, name: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (!res.ok) return;
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  URL.revokeObjectURL(href);
}
