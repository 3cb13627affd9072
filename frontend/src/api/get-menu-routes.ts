import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** One entry of the user's menu tree (spec §3 "Menu item"). */
export interface MenuItem {
  id: string | number;
  parentId: string | number;
  code: string;
  name: string;
  alias?: string | null;
  path: string;
  /** antd icon name */
  source?: string | null;
  sort?: number;
  category?: number;
  isOpen?: number;
  children?: MenuItem[];
}

export function getMenuRoutes(): Promise<MenuItem[]> {
  return apiGet<MenuItem[]>('/api/blade-system/menu/routes');
}

export const menuRoutesQuery = () =>
  queryOptions({ queryKey: ['menu', 'routes'], queryFn: getMenuRoutes, staleTime: Infinity });

export function useMenuRoutes(enabled = true) {
  return useQuery({ ...menuRoutesQuery(), enabled });
}
