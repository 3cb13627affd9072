import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ManagedCompany, ManagedKind } from './company-manage-types';

/** `companyManage/detail`: staff only (403); 404 企业不存在 / 该企业未托管 / 该企业未挂牌. Silent: the page says why. */
export function getManagedCompany(kind: ManagedKind, id: string): Promise<ManagedCompany> {
  return apiGet<ManagedCompany>('/api/rem-registrationmgrweb/companyManage/detail', { kind: String(kind), id }, { silent: true });
}

export const managedCompanyKey = ['company-manage', 'detail'] as const;

export const managedCompanyQuery = (kind: ManagedKind, id: string) =>
  queryOptions({ queryKey: [...managedCompanyKey, kind, id], queryFn: () => getManagedCompany(kind, id), retry: false });

export function useManagedCompany(kind: ManagedKind, id: string) {
  return useQuery({ ...managedCompanyQuery(kind, id), enabled: id !== '' });
}
