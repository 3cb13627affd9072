import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

/** A menu (category 1) or button (category 2) as the menu administration shows it. */
export interface MenuRecord {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  isOpen: number;
}

/** A row of menu/lazy-list: the entry and whether it has children to open. */
export interface MenuRow extends MenuRecord {
  hasChildren: boolean;
}

/** A node of menu/tree (menus only) and menu/grant-tree (menus and buttons). */
export interface MenuTreeNode {
  id: string;
  parentId: string | null;
  title: string;
  key: string;
  value: string;
  code: string;
  category: number;
  children: MenuTreeNode[];
}

export interface MenuFilter {
  name?: string;
  code?: string;
}

/** What 新增 / 编辑 sends: no id creates an entry; no parentId puts it at the top. */
export interface MenuSubmit {
  id?: string;
  parentId?: string;
  code: string;
  name: string;
  alias?: string;
  path?: string;
  source?: string;
  sort?: number;
  category: number;
}

export const menuAdminKey = ['system-admin', 'menu'] as const;

/** The entries under a parent (none: the top level), or with a filter the matches at every level. */
export function getMenuLazyList(parentId: string | null, filter: MenuFilter = {}): Promise<MenuRow[]> {
  const query: Record<string, unknown> = {};
  if (parentId) query.parentId = parentId;
  if (filter.name) query.name = filter.name;
  if (filter.code) query.code = filter.code;
  return apiGet<MenuRow[]>('/api/blade-system/menu/lazy-list', query);
}

export const menuLazyQuery = (parentId: string | null, filter: MenuFilter = {}) =>
  queryOptions({ queryKey: [...menuAdminKey, 'lazy', parentId, filter], queryFn: () => getMenuLazyList(parentId, filter) });

/** The rows of the top level (or of the search). */
export function useMenuLazyList(filter: MenuFilter) {
  return useQuery(menuLazyQuery(null, filter));
}

/** The children of each opened row, by parent id. */
export function useMenuChildren(parentIds: string[]): Record<string, MenuRow[] | undefined> {
  const results = useQueries({ queries: parentIds.map((id) => menuLazyQuery(id)) });
  return Object.fromEntries(parentIds.map((id, i) => [id, results[i]?.data]));
}

/** Every menu as a tree, to choose a parent from. */
export function useMenuTree(enabled = true) {
  return useQuery({
    queryKey: [...menuAdminKey, 'tree'],
    queryFn: () => apiGet<MenuTreeNode[]>('/api/blade-system/menu/tree'),
    enabled,
  });
}

/** Every menu and button as a tree, to check a role's grants in. */
export function useMenuGrantTree(enabled = true) {
  return useQuery({
    queryKey: [...menuAdminKey, 'grant-tree'],
    queryFn: () => apiGet<MenuTreeNode[]>('/api/blade-system/menu/grant-tree'),
    enabled,
  });
}

/** Creates or changes an entry; the server says what is wrong (菜单编号已存在, 上级菜单不能是其下级菜单 …). */
export function submitMenu(menu: MenuSubmit): Promise<MenuRecord> {
  return apiPost<MenuRecord>('/api/blade-system/menu/submit', menu, { silent: true });
}

/** Removes entries by id; refused while one has children (请先删除子菜单). */
export function removeMenus(ids: string[]): Promise<MenuRecord[]> {
  const joined = ids.map(encodeURIComponent).join(',');
  return apiPost<MenuRecord[]>(`/api/blade-system/menu/remove?ids=${joined}`, undefined, { silent: true });
}

export function useSubmitMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitMenu,
    onSuccess: () => client.invalidateQueries({ queryKey: ['system-admin'] }),
  });
}

export function useRemoveMenus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeMenus,
    onSuccess: () => client.invalidateQueries({ queryKey: ['system-admin'] }),
  });
}
