import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { ManagedCompany, ManagedCompanyEdit, ManagedKind } from './company-manage-types';
import { managedCompanyKey } from './get-managed-company';

/** `companyManage/submit`: the administrator's correction, audited; a refused field comes back in `data.errors`. */
export function saveManagedCompany(kind: ManagedKind, id: string, edit: ManagedCompanyEdit): Promise<ManagedCompany> {
  return apiPost<ManagedCompany>('/api/rem-registrationmgrweb/companyManage/submit', { kind: String(kind), id, ...edit }, { silent: true });
}

export function useSaveManagedCompany(kind: ManagedKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: ManagedCompanyEdit) => saveManagedCompany(kind, id, edit),
    onSuccess: () => client.invalidateQueries({ queryKey: managedCompanyKey }),
  });
}
