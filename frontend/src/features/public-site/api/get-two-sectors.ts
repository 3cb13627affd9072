import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { Sector } from './showcase-types';

/** The sub-sectors (特色板块) of a sector. No login. */
export function getTwoSectors(tenantId: string, oneSectorId: string): Promise<Sector[]> {
  return apiGet<Sector[]>('/api/rem-registrationbizweb/sectorNonds/getTwoSectors', { tenantId, oneSectorId });
}

export const getTwoSectorsQuery = (tenantId: string, oneSectorId: string) =>
  queryOptions({ queryKey: ['public', 'get-two-sectors', { tenantId, oneSectorId }], queryFn: () => getTwoSectors(tenantId, oneSectorId), staleTime: 5 * 60_000 });

export function useTwoSectors(tenantId: string, oneSectorId: string) {
  return useQuery({ ...getTwoSectorsQuery(tenantId, oneSectorId), enabled: tenantId !== '' && oneSectorId !== '' });
}
