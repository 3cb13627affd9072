import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** How many enterprises of each kind (listed ones are custodied too). */
export interface KindCounts {
  custodied: number;
  listed: number;
  displayed: number;
}

export interface CityCounts extends KindCounts {
  cityCode: string;
  cityName: string;
}

/** The tenant's enterprises by city of its province. */
export interface RegionStats {
  provinceCode: string;
  provinceName: string;
  /** The tenant's own city when it has one (116000: 大连市). */
  ownCityCode?: string | null;
  cities: CityCounts[];
  /** Enterprises with no city, or one outside the province. */
  elsewhere: KindCounts;
  total: KindCounts;
}

/** The tenant's custodied, listed and display enterprises by city of its province. No login. */
export function getRegionStats(tenantId: string): Promise<RegionStats> {
  return apiGet<RegionStats>('/api/rem-registrationbizweb/nonds/company/regionStats', { tenantId });
}

export const getRegionStatsQuery = (tenantId: string) =>
  queryOptions({ queryKey: ['public', 'region-stats', tenantId], queryFn: () => getRegionStats(tenantId) });

export function useRegionStats(tenantId: string) {
  return useQuery({ ...getRegionStatsQuery(tenantId), enabled: tenantId !== '' });
}
