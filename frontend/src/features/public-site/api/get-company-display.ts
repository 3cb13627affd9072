import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ShowcaseCompany } from './showcase-types';

/** One enterprise of the showcase, for /gplistT, /gplistG and /gplistZ. No login. */
export function getCompanyDisplay(tenantId: string, uuid: string): Promise<ShowcaseCompany> {
  return apiGet<ShowcaseCompany>('/api/rem-registrationbizweb/nonds/company/getCompanyDisplay', { tenantId, uuid });
}

export const getCompanyDisplayQuery = (tenantId: string, uuid: string) =>
  queryOptions({ queryKey: ['public', 'get-company-display', { tenantId, uuid }], queryFn: () => getCompanyDisplay(tenantId, uuid), staleTime: 5 * 60_000 });

export function useCompanyDisplay(tenantId: string, uuid: string) {
  return useQuery({ ...getCompanyDisplayQuery(tenantId, uuid), enabled: uuid !== '' });
}
