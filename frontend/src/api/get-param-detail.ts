import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface ParamDetail {
  paramKey: string;
  paramValue: string;
  paramName: string;
}

/**
 * One business parameter of the user's tenant (spec 02 §6, e.g. blockchain.isOpen). Silent: a
 * parameter that is missing (404 参数不存在) means the switch is off, not an error to show.
 */
export function getParamDetail(paramKey: string): Promise<ParamDetail> {
  return apiGet<ParamDetail>('/api/blade-system/param-biz/detail', { paramKey }, { silent: true });
}

export const paramDetailQuery = (paramKey: string) =>
  queryOptions({ queryKey: ['param-biz', paramKey], queryFn: () => getParamDetail(paramKey), staleTime: 5 * 60_000 });

export function useParamDetail(paramKey: string) {
  return useQuery({ ...paramDetailQuery(paramKey), retry: false });
}
