import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

/** Lazy select pages: 20 options at a time through start/end (01 §9). */
export const lazyPageSize = 20;

export interface LazySource {
  url: string;
  method: 'get' | 'post';
  /** Name of the search parameter. */
  keyName: string;
  /** Fixed parameters sent with every page. */
  params: Record<string, unknown>;
}

export function queryLazyOptions(source: LazySource, key: string, page: number): Promise<Record<string, unknown>[]> {
  const body = { ...source.params, start: page * lazyPageSize, end: (page + 1) * lazyPageSize, [source.keyName]: key };
  const answer =
    source.method === 'post'
      ? apiPost<unknown>(source.url, body, { silent: true })
      : apiGet<unknown>(source.url, body, { silent: true });
  return answer.then((data) => {
    if (Array.isArray(data)) return data as Record<string, unknown>[];
    const records = (data as { records?: unknown } | null)?.records;
    return Array.isArray(records) ? (records as Record<string, unknown>[]) : [];
  });
}

export const lazyOptionsQuery = (source: LazySource, key: string) =>
  infiniteQueryOptions({
    queryKey: ['lazy-select', source.method, source.url, source.params, key],
    queryFn: ({ pageParam }) => queryLazyOptions(source, key, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < lazyPageSize ? undefined : pages.length),
  });

export function useLazyOptions(source: LazySource | null, key: string, enabled: boolean) {
  return useInfiniteQuery({
    ...lazyOptionsQuery(source ?? { url: '', method: 'get', keyName: 'key', params: {} }, key),
    enabled: enabled && source !== null,
  });
}
