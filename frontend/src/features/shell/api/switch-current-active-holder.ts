import { useMutation } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { RegistrationAccount } from './get-current-user-all-account';

export interface ActiveHolder {
  holderUuid: string;
  companyId: string | null;
  productId: string | null;
}

/** organType 3 = product: the product id is the account's organTypeId (spec §7). */
export const productOrganType = 3;

export function holderSwitchParams(account: RegistrationAccount) {
  const productId = Number(account.organType) === productOrganType ? account.organTypeId : account.productId;
  return { holderUuid: account.holderUuid, companyId: account.companyId ?? '', productId: productId ?? '' };
}

export function switchCurrentActiveHolder(account: RegistrationAccount): Promise<ActiveHolder> {
  return apiGet<ActiveHolder>('/api/rem-registrationbizweb/user/switchCurrentActiveHolder', holderSwitchParams(account));
}

export function useSwitchCurrentActiveHolder() {
  return useMutation({ mutationFn: switchCurrentActiveHolder });
}
