import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface RefCompany {
  companyId: string;
  name: string;
}

/** The enterprises the user is bound to. */
export function queryAllRefCompany(): Promise<RefCompany[]> {
  return apiGet<RefCompany[]>('/api/rem-registrationbizweb/user/queryAllRefCompany');
}

export const allRefCompanyQuery = () =>
  queryOptions({ queryKey: ['user', 'all-ref-company'], queryFn: queryAllRefCompany });

export function useAllRefCompany(enabled: boolean) {
  return useQuery({ ...allRefCompanyQuery(), enabled });
}
