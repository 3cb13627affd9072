import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface TopMenuSwitch {
  paramKey: string;
  paramValue: string;
}

/** The switches of the front top menu. No login. */
export function getTopMenuStatus(tenantId: string): Promise<TopMenuSwitch[]> {
  return apiGet<TopMenuSwitch[]>('/api/blade-system/nonds/param/getBizTopMenuStatus', { tenantId });
}

export const getTopMenuStatusQuery = (tenantId: string) =>
  queryOptions({ queryKey: ['public', 'get-top-menu-status', { tenantId }], queryFn: () => getTopMenuStatus(tenantId), staleTime: 5 * 60_000 });

export function useTopMenuStatus(tenantId: string) {
  return useQuery({ ...getTopMenuStatusQuery(tenantId), enabled: tenantId !== '' });
}
