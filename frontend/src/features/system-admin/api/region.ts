import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

/** A node of the lazy tree (GET region/lazy-tree). */
export interface RegionNode {
  id: string;
  code: string;
  parentCode: string;
  name: string;
  title: string;
  value: string;
  key: string;
  level: number;
  hasChildren: boolean;
}

/** One region as the administration reads and writes it. */
export interface RegionRecord {
  code: string;
  parentCode: string;
  name: string;
  level: number;
  sort: number;
}

/** What 新增下级 (no id) and 保存 (id: the region's code) send. */
export interface RegionSubmit {
  id?: string;
  code?: string;
  parentCode?: string;
  name: string;
  sort?: number;
}

/** The province code's parent. */
export const ROOT_REGION = '00';

/** The regions directly under `parentCode` (everyone may read them). */
export function getRegionChildren(parentCode: string): Promise<RegionNode[]> {
  return apiGet<RegionNode[]>('/api/blade-system/region/lazy-tree', { parentCode });
}

/** One region; administrator only. */
export function getRegion(code: string): Promise<RegionRecord> {
  return apiGet<RegionRecord>('/api/blade-system/region/detail', { code });
}

export const regionAdminKey = ['system-admin', 'region'] as const;

export const regionDetailQuery = (code: string) =>
  queryOptions({ queryKey: [...regionAdminKey, 'detail', code], queryFn: () => getRegion(code) });

export function useRegion(code: string | null) {
  return useQuery({ ...regionDetailQuery(code ?? ''), enabled: code !== null });
}

/** Creates or renames a region; the server says what is wrong (区划编号已存在, 上级区划不存在 …). */
export function submitRegion(region: RegionSubmit): Promise<RegionRecord> {
  return apiPost<RegionRecord>('/api/blade-system/region/submit', region, { silent: true });
}

/** Removes a region by code (refused while it has regions under it or enterprises in it). */
export function removeRegion(code: string): Promise<RegionRecord> {
  return apiPost<RegionRecord>(`/api/blade-system/region/remove?id=${encodeURIComponent(code)}`, undefined, { silent: true });
}

export function useSubmitRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitRegion,
    onSuccess: () => client.invalidateQueries({ queryKey: regionAdminKey }),
  });
}

export function useRemoveRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeRegion,
    onSuccess: () => client.invalidateQueries({ queryKey: regionAdminKey }),
  });
}
