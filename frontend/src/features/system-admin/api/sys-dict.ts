import { keepPreviousData, queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

/** One row of the platform's system dictionary (BladeX dict): a dictionary (parentId '0') or one of its entries. */
export interface SysDictRow {
  id: string;
  /** '0' for a dictionary; the dictionary's id for an entry. */
  parentId: string;
  code: string;
  /** '-1' for a dictionary. */
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
  isSealed: boolean;
  hasChildren: boolean;
}

export interface SysDictPage {
  records: SysDictRow[];
  total: number;
  current: number;
  size: number;
}

export interface SysDictParentParams {
  current: number;
  size: number;
  code?: string;
  dictValue?: string;
}

export interface SysDictChildParams {
  current: number;
  size: number;
  parentId: string;
  dictValue?: string;
}

/** What 新增 / 编辑 sends: no id creates; a dictionary has no parentId nor dictKey, an entry both. */
export interface SysDictSubmit {
  id?: string;
  parentId?: string;
  code: string;
  dictKey?: string;
  dictValue: string;
  sort?: number;
  remark?: string;
  isSealed?: boolean;
}

/** Only the filters that say something, trimmed. */
function filters(query: Record<string, unknown>, given: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(given)) if (value?.trim()) query[name] = value.trim();
  return query;
}

/** One page of the dictionaries; the platform's administrator only (others 403, sent to /403). */
export function getSysDictParents(params: SysDictParentParams): Promise<SysDictPage> {
  const query = filters({ current: params.current, size: params.size }, { code: params.code, dictValue: params.dictValue });
  return apiGet<SysDictPage>('/api/blade-system/dict/parent-list', query);
}

/** One page of the entries of a dictionary. */
export function getSysDictChildren(params: SysDictChildParams): Promise<SysDictPage> {
  const query = filters({ current: params.current, size: params.size, parentId: params.parentId }, { dictValue: params.dictValue });
  return apiGet<SysDictPage>('/api/blade-system/dict/child-list', query);
}

export const sysDictKey = ['system-admin', 'sys-dict'] as const;

export const sysDictParentsQuery = (params: SysDictParentParams) =>
  queryOptions({ queryKey: [...sysDictKey, 'parents', params], queryFn: () => getSysDictParents(params), placeholderData: keepPreviousData });

export function useSysDictParents(params: SysDictParentParams) {
  return useQuery(sysDictParentsQuery(params));
}

/** The entries of the selected dictionary; nothing is asked before one is selected. */
export function useSysDictChildren(params: SysDictChildParams | null) {
  return useQuery({
    queryKey: [...sysDictKey, 'children', params],
    queryFn: params ? () => getSysDictChildren(params) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** Creates or changes a dictionary or an entry; the server says what is wrong (当前字典键值已存在! …). */
export function submitSysDict(row: SysDictSubmit): Promise<SysDictRow> {
  return apiPost<SysDictRow>('/api/blade-system/dict/submit', row, { silent: true });
}

/** Removes dictionaries or entries by id (请先删除子字典, 封存的字典不能删除 …). */
export function removeSysDicts(ids: string[]): Promise<SysDictRow[]> {
  const joined = ids.map(encodeURIComponent).join(',');
  return apiPost<SysDictRow[]>(`/api/blade-system/dict/remove?ids=${joined}`, undefined, { silent: true });
}

export function useSubmitSysDict() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitSysDict,
    onSuccess: () => client.invalidateQueries({ queryKey: sysDictKey }),
  });
}

export function useRemoveSysDicts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeSysDicts,
    onSuccess: () => client.invalidateQueries({ queryKey: sysDictKey }),
  });
}
