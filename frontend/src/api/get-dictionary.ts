import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type RequestOptions } from '@/lib/http/client';

export interface DictItem {
  dictKey: string;
  dictValue: string;
}

/** `silent`: the caller shows the failure itself (the form's dictionary select). */
export function getDictionary(code: string, options?: RequestOptions): Promise<DictItem[]> {
  return apiGet<DictItem[]>('/api/blade-system/dict-biz/dictionary', { code }, options);
}

export const dictionaryQuery = (code: string, options?: RequestOptions) =>
  queryOptions({ queryKey: ['dict-biz', code], queryFn: () => getDictionary(code, options), staleTime: 5 * 60_000 });

export function useDictionary(code: string, options?: RequestOptions & { enabled?: boolean }) {
  return useQuery({ ...dictionaryQuery(code, options), enabled: options?.enabled ?? true });
}

/** The label of `key` among a dictionary's items; undefined while loading or for an unknown key. */
export function dictValueOf(items: DictItem[] | undefined, key: string | null | undefined): string | undefined {
  return items?.find((item) => item.dictKey === key)?.dictValue;
}
