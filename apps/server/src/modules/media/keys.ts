import { randomBytes } from 'node:crypto';

/** A new folder for one media item: kind/YYYY/MM/<128 random bits>; every file of the item lives in it. */
export function newItemFolder(kind: 'images' | 'videos' | 'documents' | 'avatars', now: Date): string {
  const y = now.getUTCFullYear();
  const m = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${kind}/${y}/${m}/${randomBytes(16).toString('hex')}`;
}

/** The URL prefix shared by every file of an item, what "where is it used" searches content for. */
export const itemStem = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);
