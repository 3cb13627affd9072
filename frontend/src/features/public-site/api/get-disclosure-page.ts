import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ListParams, DisclosureItem } from './publication-types';
import type { PageOf } from './showcase-types';

/** Published information disclosures, newest first (filters key, category). No login. */
export function getDisclosurePage(params: ListParams): Promise<PageOf<DisclosureItem>> {
  return apiGet<PageOf<DisclosureItem>>('/api/rem-registrationbizweb/nonds/disclosure/page', params);
}

export const getDisclosurePageQuery = (params: ListParams) =>
  queryOptions({ queryKey: ['public', 'get-disclosure-page', params], queryFn: () => getDisclosurePage(params), placeholderData: keepPreviousData });

export function useDisclosurePage(params: ListParams) {
  return useQuery({ ...getDisclosurePageQuery(params), enabled: params.tenantId !== '' });
}
