import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { Sector } from './showcase-types';

/** The first-level listing sectors of a tenant. No login. */
export function queryAllSectors(tenantId: string): Promise<Sector[]> {
  return apiGet<Sector[]>('/api/rem-registrationbizweb/sectorNonds/queryAllSectors', { tenantId });
}

export const queryAllSectorsQuery = (tenantId: string) =>
  queryOptions({ queryKey: ['public', 'query-all-sectors', { tenantId }], queryFn: () => queryAllSectors(tenantId), staleTime: 5 * 60_000 });

export function useAllSectors(tenantId: string) {
  return useQuery({ ...queryAllSectorsQuery(tenantId), enabled: tenantId !== '' });
}
