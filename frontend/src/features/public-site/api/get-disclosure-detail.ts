import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { DisclosureItem } from './publication-types';

/** One disclosure with its text. No login. */
export function getDisclosureDetail(tenantId: string, id: string): Promise<DisclosureItem> {
  return apiGet<DisclosureItem>('/api/rem-registrationbizweb/nonds/disclosure/detail', { tenantId, id });
}

export const getDisclosureDetailQuery = (tenantId: string, id: string) =>
  queryOptions({ queryKey: ['public', 'get-disclosure-detail', tenantId, id], queryFn: () => getDisclosureDetail(tenantId, id) });

export function useDisclosureDetail(tenantId: string, id: string) {
  return useQuery({ ...getDisclosureDetailQuery(tenantId, id), enabled: tenantId !== '' && id !== '' });
}
