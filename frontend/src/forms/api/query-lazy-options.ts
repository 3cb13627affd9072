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

type LazyRecord = Record<string, unknown>;
/** What a lazy select's source answers: the records themselves or a page of them (its url is the form's). */
export type LazyOptionsAnswer = LazyRecord[] | { records?: LazyRecord[] } | null;

export function queryLazyOptions(source: LazySource, key: string, page: number): Promise<Record<string, unknown>[]> {
  const body = { ...source.params, start: page * lazyPageSize, end: (page + 1) * lazyPageSize, [source.keyName]: key };
  const answer =
    source.method === 'post'
      ? apiPost<LazyOptionsAnswer>(source.url, body, { silent: true })
      : apiGet<LazyOptionsAnswer>(source.url, body, { silent: true });
  // the source is configured, not ours: anything but records or a page of them lists nothing
  return answer.then((data) => {
    if (Array.isArray(data)) return data;
    const records = data?.records;
    return Array.isArray(records) ? records : [];
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
