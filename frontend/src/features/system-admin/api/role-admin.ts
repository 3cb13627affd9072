import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

/** A role of the platform: its code (roleAlias), its name and how many users hold it. */
export interface RoleRow {
  id: string;
  roleName: string;
  roleAlias: string;
  sort: number;
  users: number;
}

export const roleAdminKey = ['system-admin', 'role'] as const;

export function useRoleList() {
  return useQuery({ queryKey: [...roleAdminKey, 'list'], queryFn: () => apiGet<RoleRow[]>('/api/blade-system/role/list') });
}

/** The ids of the menus and buttons granted to a role (the checked keys of 权限设置). */
export function useRoleTreeKeys(role: string | null) {
  return useQuery({
    queryKey: [...roleAdminKey, 'tree-keys', role],
    queryFn: () => apiGet<string[]>('/api/blade-system/menu/role-tree-keys', { roleIds: role }),
    enabled: role !== null,
  });
}

/** Replaces the roles' grants; the server adds each granted entry's parents. */
export function grantRoles(body: { roleIds: string[]; menuIds: string[] }): Promise<string[]> {
  return apiPost<string[]>('/api/blade-system/role/grant', body, { silent: true });
}

export function useGrantRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: grantRoles,
    onSuccess: () => client.invalidateQueries({ queryKey: ['system-admin'] }),
  });
}
