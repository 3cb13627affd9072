import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';


/** The value of a public parameter such as freeze.notice.switch. No login. */
export function getParamValue(tenantId: string, paramKey: string): Promise<string | null> {
  return apiGet<string | null>('/api/blade-system/nonDSClient/param-biz-value', { tenantId, paramKey });
}

export const getParamValueQuery = (tenantId: string, paramKey: string) =>
  queryOptions({ queryKey: ['public', 'get-param-value', { tenantId, paramKey }], queryFn: () => getParamValue(tenantId, paramKey), staleTime: 5 * 60_000 });

export function useParamValue(tenantId: string, paramKey: string) {
  return useQuery({ ...getParamValueQuery(tenantId, paramKey), enabled: tenantId !== '' });
}
