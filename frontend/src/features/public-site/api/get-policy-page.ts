import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ListParams, PolicyItem } from './publication-types';
import type { PageOf } from './showcase-types';

/** Policies on display, newest first. No login. */
export function getPolicyPage(params: ListParams): Promise<PageOf<PolicyItem>> {
  return apiGet<PageOf<PolicyItem>>('/api/rem-registrationbizweb/nonds/policy/page', params);
}

export const getPolicyPageQuery = (params: ListParams) =>
  queryOptions({ queryKey: ['public', 'get-policy-page', params], queryFn: () => getPolicyPage(params), placeholderData: keepPreviousData });

export function usePolicyPage(params: ListParams) {
  return useQuery({ ...getPolicyPageQuery(params), enabled: params.tenantId !== '' });
}
