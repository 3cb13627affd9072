import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { DictItem } from '@/api/get-dictionary';

/** A business dictionary of a tenant. No login. */
export function getPublicDictionary(tenantId: string, code: string): Promise<DictItem[]> {
  return apiGet<DictItem[]>('/api/blade-system/nonds/dict-biz/dictionary', { tenantId, code });
}

export const getPublicDictionaryQuery = (tenantId: string, code: string) =>
  queryOptions({ queryKey: ['public', 'get-public-dictionary', { tenantId, code }], queryFn: () => getPublicDictionary(tenantId, code), staleTime: 5 * 60_000 });

export function usePublicDictionary(tenantId: string, code: string) {
  return useQuery({ ...getPublicDictionaryQuery(tenantId, code), enabled: tenantId !== '' });
}
