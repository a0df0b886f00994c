import { useQuery } from '@tanstack/react-query';
import { API, type HomePayload } from '@acsc/shared';
import { ApiError, get, isCancelled } from './http.js';
import { currentLanguage } from '../i18n/index.js';
import { takeBootData } from './boot.js';

/**
 * What every content read shares, and the home read itself: the home page imports only this module,
 * so its first load does not carry the hooks of every other page (they live in content.ts).
 */

/** Retry once after a network or server failure; not after a cancel (a newer call started) or a 4xx answer. */
export const retry = (count: number, error: unknown) =>
  !isCancelled(error) && !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

export const lang = () => currentLanguage();
/** Pages show failures themselves (ErrorRetry), so content reads do not toast. */
export const silent = { silent: true } as const;

export const contentKeys = {
  all: ['content'] as const,
  home: () => ['content', 'home', lang()] as const,
  channels: () => ['content', 'channels', lang()] as const,
  channel: (channelId: number, pageNum: number, pageSize: number) =>
    ['content', 'channel', lang(), channelId, pageNum, pageSize] as const,
  search: (keywords: string, pageNum: number, pageSize: number) =>
    ['content', 'search', lang(), keywords, pageNum, pageSize] as const,
  article: (id: number) => ['content', 'article', lang(), id] as const,
};

export function useHome() {
  return useQuery({
    retry,
    queryKey: contentKeys.home(),
    initialData: () => takeBootData<HomePayload>(API.home),
    queryFn: ({ signal }) => get<HomePayload>(API.home, undefined, { signal, ...silent }),
  });
}
