import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { PlateOption } from './showcase-types';

/** The display plates (展示板块). No login. */
export function getShowPlates(tenantId: string): Promise<PlateOption[]> {
  return apiGet<PlateOption[]>('/api/rem-registrationbizweb/nonds/getShowPlateByParam', { tenantId });
}

export const getShowPlatesQuery = (tenantId: string) =>
  queryOptions({ queryKey: ['public', 'get-show-plates', { tenantId }], queryFn: () => getShowPlates(tenantId), staleTime: 5 * 60_000 });

export function useShowPlates(tenantId: string) {
  return useQuery({ ...getShowPlatesQuery(tenantId), enabled: tenantId !== '' });
}
