import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ListParams, PrivateFundItem } from './publication-types';
import type { PageOf } from './showcase-types';

/** Private-equity funds on display. No login. */
export function getPrivateFundPage(params: ListParams): Promise<PageOf<PrivateFundItem>> {
  return apiGet<PageOf<PrivateFundItem>>('/api/rem-registrationbizweb/nonds/privateFund/page', params);
}

export const getPrivateFundPageQuery = (params: ListParams) =>
  queryOptions({ queryKey: ['public', 'get-private-fund-page', params], queryFn: () => getPrivateFundPage(params), placeholderData: keepPreviousData });

export function usePrivateFundPage(params: ListParams) {
  return useQuery({ ...getPrivateFundPageQuery(params), enabled: params.tenantId !== '' });
}
