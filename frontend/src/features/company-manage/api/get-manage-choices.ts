import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface IndustryChoice {
  code: string;
  name: string;
}

export interface CityChoice {
  cityCode: string;
  cityName: string;
  districts: { districtCode: string; name: string }[];
}

export interface SectorChoice {
  id: string;
  sectorName: string;
  parentSector: string;
  status: number;
  productType: number;
}

/** The industries an enterprise may be filed under (`nonds/getIndustry`). */
export function useIndustryChoices() {
  return useQuery(
    queryOptions({
      queryKey: ['company-manage', 'industries'],
      queryFn: () => apiGet<IndustryChoice[]>('/api/rem-registrationbizweb/nonds/getIndustry', {}),
      staleTime: 5 * 60_000,
    }),
  );
}

/** The tenant's cities with their districts (`nonds/getArea`). */
export function useCityChoices(tenantId: string) {
  return useQuery({
    ...queryOptions({
      queryKey: ['company-manage', 'areas', tenantId],
      queryFn: () => apiGet<CityChoice[]>('/api/rem-registrationbizweb/nonds/getArea', { tenantId }),
      staleTime: 5 * 60_000,
    }),
    enabled: tenantId !== '',
  });
}

/** The tenant's first-level listing sectors (`sectorNonds/queryAllSectors`). */
export function useSectorChoices(tenantId: string) {
  return useQuery({
    ...queryOptions({
      queryKey: ['company-manage', 'sectors', tenantId],
      queryFn: () => apiGet<SectorChoice[]>('/api/rem-registrationbizweb/sectorNonds/queryAllSectors', { tenantId }),
      staleTime: 5 * 60_000,
    }),
    enabled: tenantId !== '',
  });
}

/** The sub-sectors (特色板块) of a listing sector (`sectorNonds/getTwoSectors`). */
export function useSubSectorChoices(tenantId: string, sectorId: string) {
  return useQuery({
    ...queryOptions({
      queryKey: ['company-manage', 'sub-sectors', tenantId, sectorId],
      queryFn: () => apiGet<SectorChoice[]>('/api/rem-registrationbizweb/sectorNonds/getTwoSectors', { tenantId, oneSectorId: sectorId }),
      staleTime: 5 * 60_000,
    }),
    enabled: tenantId !== '' && sectorId !== '',
  });
}
