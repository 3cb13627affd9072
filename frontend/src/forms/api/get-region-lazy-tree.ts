import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** One region of the lazy tree; the platform's region API names the code and title variously. */
export interface RegionNode {
  value?: string;
  code?: string;
  id?: string;
  title?: string;
  name?: string;
  label?: string;
  hasChildren?: boolean;
}

/** Root of the region tree (provinces). */
export const regionRoot = '00';

export function getRegionLazyTree(parentCode: string): Promise<RegionNode[]> {
  return apiGet<RegionNode[]>('/api/blade-system/region/lazy-tree', { parentCode }, { silent: true });
}

export const regionQuery = (parentCode: string) =>
  queryOptions({ queryKey: ['region', 'lazy-tree', parentCode], queryFn: () => getRegionLazyTree(parentCode), staleTime: Infinity });

export function useRegionChildren(parentCode: string) {
  return useQuery(regionQuery(parentCode));
}

/** The children lists along a chain of codes (root, province, city). */
export function useRegionChain(parents: string[]) {
  return useQueries({ queries: parents.map((p) => regionQuery(p)) });
}

export const regionCode = (node: RegionNode) => String(node.value ?? node.code ?? node.id ?? '');
export const regionName = (node: RegionNode) => String(node.title ?? node.name ?? node.label ?? regionCode(node));
