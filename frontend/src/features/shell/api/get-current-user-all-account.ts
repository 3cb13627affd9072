import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface RegistrationAccount {
  holderUuid: string;
  accountNumber: string;
  holderName: string;
  holderAccountStatus: number | string;
  companyId: string | null;
  productId: string | null;
  organType: number | string | null;
  organTypeId: string | null;
}

/** All registration accounts of the user. */
export function getCurrentUserAllAccount(): Promise<RegistrationAccount[]> {
  return apiGet<RegistrationAccount[]>('/api/rem-registrationbizweb/user/getCurrentUserAllAcount');
}

export const currentUserAllAccountQuery = () =>
  queryOptions({ queryKey: ['user', 'all-account'], queryFn: getCurrentUserAllAccount });

export function useCurrentUserAllAccount(enabled: boolean) {
  return useQuery({ ...currentUserAllAccountQuery(), enabled });
}
