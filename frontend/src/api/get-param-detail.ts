import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface ParamDetail {
  paramKey: string;
  paramValue: string;
  paramName: string;
}

export function getParamDetail(paramKey: string): Promise<ParamDetail> {
  return apiGet<ParamDetail>('/api/blade-system/param-biz/detail', { paramKey });
}

export const paramDetailQuery = (paramKey: string) =>
  queryOptions({ queryKey: ['param-biz', paramKey], queryFn: () => getParamDetail(paramKey), staleTime: 5 * 60_000 });

export function useParamDetail(paramKey: string) {
  return useQuery(paramDetailQuery(paramKey));
}
