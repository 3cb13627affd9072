import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { AreaCity } from './showcase-types';

/** The cities of the 市级 filter with their districts (tenant 116000: 大连市 only). No login. */
export function getArea(tenantId: string): Promise<AreaCity[]> {
  return apiGet<AreaCity[]>('/api/rem-registrationbizweb/nonds/getArea', { tenantId });
}

export const getAreaQuery = (tenantId: string) =>
  queryOptions({ queryKey: ['public', 'get-area', { tenantId }], queryFn: () => getArea(tenantId), staleTime: 5 * 60_000 });

export function useAreas(tenantId: string) {
  return useQuery({ ...getAreaQuery(tenantId), enabled: tenantId !== '' });
}
