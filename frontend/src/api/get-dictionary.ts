import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface DictItem {
  dictKey: string;
  dictValue: string;
}

export function getDictionary(code: string): Promise<DictItem[]> {
  return apiGet<DictItem[]>('/api/blade-system/dict-biz/dictionary', { code });
}

export const dictionaryQuery = (code: string) =>
  queryOptions({ queryKey: ['dict-biz', code], queryFn: () => getDictionary(code), staleTime: 5 * 60_000 });

export function useDictionary(code: string) {
  return useQuery(dictionaryQuery(code));
}
