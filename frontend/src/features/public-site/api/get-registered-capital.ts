import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { CapitalRange } from './showcase-types';

/** The capital ranges of the 注册资本 filter. No login. */
export function getRegisteredCapital(): Promise<CapitalRange[]> {
  return apiGet<CapitalRange[]>('/api/rem-registrationbizweb/nonds/getRegisteredCapital', {});
}

export const getRegisteredCapitalQuery = () =>
  queryOptions({ queryKey: ['public', 'get-registered-capital', {}], queryFn: () => getRegisteredCapital(), staleTime: 5 * 60_000 });

export function useCapitalRanges() {
  return useQuery({ ...getRegisteredCapitalQuery(), enabled: true });
}
