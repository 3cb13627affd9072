import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** The capital account (资金账户) an issuer raises through or an investor settles through. */
export interface CapitalAccount {
  capitalAccount: string;
  holderName: string;
  bankName: string;
}

/** 03 §7 privateBond/queryCapitalAccount: `uuid` an enterprise id or a registration account uuid. Silent: a 404 is "none". */
export function queryCapitalAccount(uuid: string): Promise<CapitalAccount> {
  return apiGet<CapitalAccount>('/api/rem-registrationbizweb/privateBond/queryCapitalAccount', { uuid }, { silent: true });
}

export function useCapitalAccount(uuid: string) {
  return useQuery(queryOptions({ queryKey: ['privateBond', 'capitalAccount', uuid], queryFn: () => queryCapitalAccount(uuid), retry: false }));
}
