import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';


/** Whether the pledge notice is enabled. No login. */
export function getSharePledgeEnable(tenantId: string): Promise<boolean> {
  return apiGet<boolean>('/api/rem-registrationbizweb/nonds/sharePledge/enable', { tenantId });
}

export const getSharePledgeEnableQuery = (tenantId: string) =>
  queryOptions({ queryKey: ['public', 'get-share-pledge-enable', { tenantId }], queryFn: () => getSharePledgeEnable(tenantId), staleTime: 5 * 60_000 });

export function useSharePledgeEnable(tenantId: string) {
  return useQuery({ ...getSharePledgeEnableQuery(tenantId), enabled: tenantId !== '' });
}
