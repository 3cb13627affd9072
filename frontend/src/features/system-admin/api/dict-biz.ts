import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

/** One entry of a business dictionary (dict-biz) of the tenant. */
export interface DictRecord {
  id: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
}

export interface DictPage {
  records: DictRecord[];
  total: number;
  current: number;
  size: number;
}

export interface DictListParams {
  current: number;
  size: number;
  code?: string;
  dictValue?: string;
}

/** What 新增 / 编辑 sends: no id creates an entry. */
export interface DictSubmit {
  id?: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort?: number;
}

/** One page of the tenant's entries; administrator only (others 403, sent to /403). */
export function getDictList(params: DictListParams): Promise<DictPage> {
  const query: Record<string, unknown> = { current: params.current, size: params.size };
  if (params.code) query.code = params.code;
  if (params.dictValue) query.dictValue = params.dictValue;
  return apiGet<DictPage>('/api/blade-system/dict-biz/list', query);
}

export const dictAdminKey = ['system-admin', 'dict-biz'] as const;

export const dictListQuery = (params: DictListParams) =>
  queryOptions({ queryKey: [...dictAdminKey, params], queryFn: () => getDictList(params), placeholderData: keepPreviousData });

export function useDictList(params: DictListParams) {
  return useQuery(dictListQuery(params));
}

/** Creates or changes an entry; the server says what is wrong (字典编码不能为空, 该字典下已存在键值X …). */
export function submitDict(entry: DictSubmit): Promise<DictRecord> {
  return apiPost<DictRecord>('/api/blade-system/dict-biz/submit', entry, { silent: true });
}

/** Removes entries by id. */
export function removeDicts(ids: string[]): Promise<DictRecord[]> {
  const joined = ids.map(encodeURIComponent).join(',');
  return apiPost<DictRecord[]>(`/api/blade-system/dict-biz/remove?ids=${joined}`, undefined, { silent: true });
}

export function useSubmitDict() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitDict,
    onSuccess: () => client.invalidateQueries({ queryKey: ['system-admin'] }),
  });
}

export function useRemoveDicts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeDicts,
    onSuccess: () => client.invalidateQueries({ queryKey: ['system-admin'] }),
  });
}
