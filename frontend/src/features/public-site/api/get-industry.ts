import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { Industry } from './showcase-types';

/** The industries of the 所属行业 filter. No login. */
export function getIndustry(): Promise<Industry[]> {
  return apiGet<Industry[]>('/api/rem-registrationbizweb/nonds/getIndustry', {});
}

export const getIndustryQuery = () =>
  queryOptions({ queryKey: ['public', 'get-industry', {}], queryFn: () => getIndustry(), staleTime: 5 * 60_000 });

export function useIndustries() {
  return useQuery({ ...getIndustryQuery(), enabled: true });
}
