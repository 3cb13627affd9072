import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

/** One business parameter (param-biz) of the tenant. */
export interface ParamRecord {
  id: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark: string;
}

export interface ParamPage {
  records: ParamRecord[];
  total: number;
  current: number;
  size: number;
}

export interface ParamListParams {
  current: number;
  size: number;
  paramName?: string;
  paramKey?: string;
}

/** What 新增 / 编辑 sends: no id creates a parameter. */
export interface ParamSubmit {
  id?: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark?: string;
}

/** One page of the tenant's parameters; administrator only (others 403, sent to /403). */
export function getParamList(params: ParamListParams): Promise<ParamPage> {
  const query: Record<string, unknown> = { current: params.current, size: params.size };
  if (params.paramName) query.paramName = params.paramName;
  if (params.paramKey) query.paramKey = params.paramKey;
  return apiGet<ParamPage>('/api/blade-system/param-biz/list', query);
}

export const paramAdminKey = ['system-admin', 'param-biz'] as const;

export const paramListQuery = (params: ParamListParams) =>
  queryOptions({ queryKey: [...paramAdminKey, params], queryFn: () => getParamList(params), placeholderData: keepPreviousData });

export function useParamList(params: ParamListParams) {
  return useQuery(paramListQuery(params));
}

/** Creates or changes a parameter; the server says what is wrong (参数键名不能为空, 该参数键名已存在 …). */
export function submitParam(param: ParamSubmit): Promise<ParamRecord> {
  return apiPost<ParamRecord>('/api/blade-system/param-biz/submit', param, { silent: true });
}

/** Removes parameters by id. */
export function removeParams(ids: string[]): Promise<ParamRecord[]> {
  const joined = ids.map(encodeURIComponent).join(',');
  return apiPost<ParamRecord[]>(`/api/blade-system/param-biz/remove?ids=${joined}`, undefined, { silent: true });
}

export function useSubmitParam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitParam,
    onSuccess: () => client.invalidateQueries({ queryKey: ['system-admin'] }),
  });
}

export function useRemoveParams() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeParams,
    onSuccess: () => client.invalidateQueries({ queryKey: ['system-admin'] }),
  });
}
