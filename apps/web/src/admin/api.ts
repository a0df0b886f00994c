import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ADMIN_API, apiPath, type Page, type PublishInput, type StaffMe } from '@acsc/shared';
import { ApiError, get, post } from '../components/api/http.js';

/** Query params of a staff list as the console keeps them (undefined = not filtered). */
export type ListParams = Record<string, string | number | boolean | undefined>;

/** Every staff query key starts with 'admin', so one invalidation refreshes the console after a change. */
export const adminKey = (...parts: unknown[]): QueryKey => ['admin', ...parts];

export function useStaffMe(enabled: boolean) {
  return useQuery({
    queryKey: adminKey('me'),
    queryFn: () => get<StaffMe>(ADMIN_API.me, undefined, { silent: true }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** 403 from /admin/me: a signed-in member who holds no staff role. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

export function useAdminList<T>(path: string, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: adminKey('list', path, params),
    queryFn: () => get<Page<T>>(path, params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export function useAdminGet<T>(path: string, params?: ListParams, enabled = true) {
  return useQuery({
    queryKey: adminKey('get', path, params),
    queryFn: () => get<T>(path, params),
    staleTime: 0,
    enabled,
  });
}

/** A staff change: posts, then refreshes every staff query (lists, details, dashboard, audit). */
export function useAdminMutation<TVars, TResult = unknown>(call: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The API paths of one kind of publishable content. */
export interface CrudApi {
  list: string;
  detail: string;
  create: string;
  update: string;
  publish: string;
  unpublish: string;
  remove: string;
}

export function useContentActions(api: CrudApi) {
  const at = (path: string, id: number) => apiPath(path, { id });
  return {
    publish: useAdminMutation(({ id, publishAt }: { id: number } & PublishInput) =>
      post(at(api.publish, id), publishAt ? { publishAt } : {}),
    ),
    unpublish: useAdminMutation(({ id }: { id: number }) => post(at(api.unpublish, id))),
    remove: useAdminMutation(({ id }: { id: number }) => post(at(api.remove, id))),
  };
}
