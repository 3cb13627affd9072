import { useMutation } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface ActiveCompany {
  companyId: string;
  name: string;
}

export function switchCurrentActiveCompany(companyId: string): Promise<ActiveCompany> {
  return apiGet<ActiveCompany>('/api/rem-registrationbizweb/user/switchCurrentActiveCompany', { companyId });
}

export function useSwitchCurrentActiveCompany() {
  return useMutation({ mutationFn: switchCurrentActiveCompany });
}
