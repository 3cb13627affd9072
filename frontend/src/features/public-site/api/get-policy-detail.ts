import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { PolicyItem } from './publication-types';

/** One policy with its text. No login. */
export function getPolicyDetail(tenantId: string, id: string): Promise<PolicyItem> {
  return apiGet<PolicyItem>('/api/rem-registrationbizweb/nonds/policy/detail', { tenantId, id });
}

export const getPolicyDetailQuery = (tenantId: string, id: string) =>
  queryOptions({ queryKey: ['public', 'get-policy-detail', tenantId, id], queryFn: () => getPolicyDetail(tenantId, id) });

export function usePolicyDetail(tenantId: string, id: string) {
  return useQuery({ ...getPolicyDetailQuery(tenantId, id), enabled: tenantId !== '' && id !== '' });
}
