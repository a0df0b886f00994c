import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { bootKey, takeBootData } from './boot.js';
import { takeEarlyView } from './early-view.js';
import {
  API,
  apiPath,
  type AlumniNewsDetail,
  type AlumniNewsItem,
  type AlumniStoryDetail,
  type AlumniStoryItem,
  type AlumniStyle,
  type ArticleDetail,
  type ArticleListItem,
  type ArticleSearchItem,
  type ArticleViewResult,
  type AssociationBasicData,
  type AssociationCharts,
  type AssociationCode,
  type AssociationFounder,
  type AssociationIntroduction,
  type AssociationOrganization,
  type CertifiedAlumnus,
  type DownloadPayload,
  type NewsChannel,
  type Page,
  type ScholarshipDetail,
  type ScholarshipLevel,
  type ScholarshipListItem,
  type ScholarshipNotice,
  type ScholarshipStatus,
} from '@acsc/shared';
import { get, latestOnly, post } from './http.js';
import { contentKeys, lang, retry, silent } from './content-base.js';

export { contentKeys };

/**
 * Typed reads of the public content (issue 3), one TanStack Query hook per call. Reads are GET so the
 * browser can revalidate them with ETag. Pages show failures themselves (ErrorRetry), so calls are silent.
 */

/** Spec section 7: a new channel list (or search) call cancels the one still in flight. */
const nextChannelListSignal = latestOnly();
const nextSearchSignal = latestOnly();

const both = (a: AbortSignal, b: AbortSignal) => AbortSignal.any([a, b]);

export interface Paging {
  pageNum: number;
  pageSize: number;
}

// ---------------------------------------------------------------- home and download

export { useHome } from './content-base.js';

export function useDownload() {
  return useQuery({
    retry,
    queryKey: ['content', 'download'],
    queryFn: ({ signal }) => get<DownloadPayload>(API.download, undefined, { signal, ...silent }),
    staleTime: 10 * 60_000,
  });
}

// ---------------------------------------------------------------- news

export function useNewsChannels() {
  return useQuery({
    retry,
    queryKey: contentKeys.channels(),
    initialData: () => takeBootData<NewsChannel[]>(API.newsChannels),
    queryFn: ({ signal }) => get<NewsChannel[]>(API.newsChannels, undefined, { signal, ...silent }),
    staleTime: 10 * 60_000,
  });
}

export function useChannelArticles(channelId: number | undefined, { pageNum, pageSize }: Paging) {
  return useQuery({
    retry,
    queryKey: contentKeys.channel(channelId ?? 0, pageNum, pageSize),
    initialData: () =>
      channelId === undefined
        ? undefined
        : takeBootData<Page<ArticleListItem>>(bootKey(API.channelArticles, { channelId, pageNum, pageSize })),
    queryFn: ({ signal }) =>
      get<Page<ArticleListItem>>(
        API.channelArticles,
        { channelId, pageNum, pageSize },
        { signal: both(signal, nextChannelListSignal()), ...silent },
      ),
    enabled: channelId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useArticleSearch(keywords: string, { pageNum, pageSize }: Paging) {
  return useQuery({
    retry,
    queryKey: contentKeys.search(keywords, pageNum, pageSize),
    queryFn: ({ signal }) =>
      get<Page<ArticleSearchItem>>(
        API.searchArticles,
        { keywords, pageNum, pageSize },
        { signal: both(signal, nextSearchSignal()), ...silent },
      ),
    enabled: keywords.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * The newest articles of one kind across every channel (the card gallery pages). Plain parallel reads:
 * they must not cancel each other as the channel list calls do.
 */
export function useLatestOfKind(kind: ArticleListItem['kind'], limit = 6) {
  const channels = useNewsChannels();
  const lists = useQueries({
    queries: (channels.data ?? []).map((c) => ({
      retry,
      queryKey: ['content', 'channel-latest', lang(), c.id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        get<Page<ArticleListItem>>(
          API.channelArticles,
          { channelId: c.id, pageNum: 1, pageSize: 50 },
          { signal, ...silent },
        ),
    })),
  });
  const failed = channels.error ?? lists.find((q) => q.error)?.error ?? null;
  const ready = channels.isSuccess && lists.every((q) => q.isSuccess);
  const items = ready
    ? lists
        .flatMap((q) => q.data!.list)
        .filter((a) => a.kind === kind)
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
        .slice(0, limit)
    : undefined;
  const refetch = () => {
    if (channels.isError) void channels.refetch();
    lists.forEach((q) => q.isError && void q.refetch());
  };
  return { items, error: failed, refetch };
}

export function useArticle(id: number | undefined) {
  return useQuery({
    retry,
    queryKey: contentKeys.article(id ?? 0),
    initialData: () => (id === undefined ? undefined : takeBootData<ArticleDetail>(apiPath(API.articleDetail, { id }))),
    queryFn: ({ signal }) =>
      get<ArticleDetail>(apiPath(API.articleDetail, { id: id! }), undefined, { signal, ...silent }),
    enabled: id !== undefined,
  });
}

/**
 * Counts this visitor's view (once a day, the server decides) and hands back the fresh total. A plain
 * call, not a mutation hook: the mutation runtime would ride along in the home page's first load.
 */
export const countArticleView = (id: number) =>
  takeEarlyView(id) ?? post<ArticleViewResult>(apiPath(API.articleView, { id }), undefined, silent);

// ---------------------------------------------------------------- association

const associationRead =
  <T>(path: string, name: string) =>
  (association: AssociationCode = 'acsc') =>
    useQuery({
      retry,
      queryKey: ['content', 'association', name, lang(), association],
      queryFn: ({ signal }) => get<T>(path, { association }, { signal, ...silent }),
      staleTime: 10 * 60_000,
    });

export const useAssociationIntroduction = associationRead<AssociationIntroduction>(
  API.associationIntroduction,
  'introduction',
);
export const useAssociationFounder = associationRead<AssociationFounder>(API.associationFounder, 'founder');
export const useAssociationOrganization = associationRead<AssociationOrganization>(
  API.associationOrganization,
  'organization',
);
export const useAssociationBasicData = associationRead<AssociationBasicData>(API.associationBasicData, 'basicData');
export const useAssociationCharts = associationRead<AssociationCharts>(API.associationCharts, 'charts');

export function useAssociationArticles(association: AssociationCode, { pageNum, pageSize }: Paging) {
  return useQuery({
    retry,
    queryKey: ['content', 'association', 'articles', lang(), association, pageNum, pageSize],
    queryFn: ({ signal }) =>
      get<Page<ArticleListItem>>(API.associationArticles, { association, pageNum, pageSize }, { signal, ...silent }),
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------- scholarship

export interface ScholarshipFilters extends Paging {
  status?: ScholarshipStatus;
  level?: ScholarshipLevel;
  keywords?: string;
}

export function useScholarships(filters: ScholarshipFilters) {
  return useQuery({
    retry,
    queryKey: ['content', 'scholarships', lang(), filters],
    queryFn: ({ signal }) => get<Page<ScholarshipListItem>>(API.scholarships, { ...filters }, { signal, ...silent }),
    placeholderData: keepPreviousData,
  });
}

export function useScholarship(id: number | undefined) {
  return useQuery({
    retry,
    queryKey: ['content', 'scholarship', lang(), id],
    queryFn: ({ signal }) =>
      get<ScholarshipDetail>(apiPath(API.scholarshipDetail, { id: id! }), undefined, { signal, ...silent }),
    enabled: id !== undefined,
  });
}

export function useScholarshipNotice(id: number | undefined) {
  return useQuery({
    retry,
    queryKey: ['content', 'scholarship-notice', lang(), id],
    queryFn: ({ signal }) =>
      get<ScholarshipNotice>(apiPath(API.scholarshipNotice, { id: id! }), undefined, { signal, ...silent }),
    enabled: id !== undefined,
  });
}

// ---------------------------------------------------------------- alumnus

export function useAlumniNews(paging: Paging) {
  return useQuery({
    retry,
    queryKey: ['content', 'alumni-news', lang(), paging],
    queryFn: ({ signal }) => get<Page<AlumniNewsItem>>(API.alumniNews, { ...paging }, { signal, ...silent }),
    placeholderData: keepPreviousData,
  });
}

export function useAlumniNewsDetail(id: number | undefined) {
  return useQuery({
    retry,
    queryKey: ['content', 'alumni-news-detail', lang(), id],
    queryFn: ({ signal }) =>
      get<AlumniNewsDetail>(apiPath(API.alumniNewsDetail, { id: id! }), undefined, { signal, ...silent }),
    enabled: id !== undefined,
  });
}

export function useAlumniStories(paging: Paging & { style?: AlumniStyle }) {
  return useQuery({
    retry,
    queryKey: ['content', 'alumni-stories', lang(), paging],
    queryFn: ({ signal }) => get<Page<AlumniStoryItem>>(API.alumniStories, { ...paging }, { signal, ...silent }),
    placeholderData: keepPreviousData,
  });
}

export function useAlumniStory(id: number | undefined) {
  return useQuery({
    retry,
    queryKey: ['content', 'alumni-story', lang(), id],
    queryFn: ({ signal }) =>
      get<AlumniStoryDetail>(apiPath(API.alumniStoryDetail, { id: id! }), undefined, { signal, ...silent }),
    enabled: id !== undefined,
  });
}

export function useCertifiedAlumni(paging: Paging & { keywords?: string }) {
  return useQuery({
    retry,
    queryKey: ['content', 'certified-alumni', lang(), paging],
    queryFn: ({ signal }) => get<Page<CertifiedAlumnus>>(API.certifiedAlumni, { ...paging }, { signal, ...silent }),
    placeholderData: keepPreviousData,
  });
}

/** A route's `:id` as a positive integer, or undefined when it is missing or malformed. */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 ? n : undefined;
}
