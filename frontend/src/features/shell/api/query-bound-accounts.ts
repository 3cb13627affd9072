import { useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

/** Another business account bound to the user's mobile (the server leaves staff accounts out). */
export interface BoundAccount {
  account: string;
  name: string;
  /** The zone it works in (企业用户, 个人投资者 …). */
  roleAlias: string;
}

/** POST user/queryBoundUserRefAccounts: the accounts 切换账号 offers. */
export function queryBoundAccounts(): Promise<BoundAccount[]> {
  // silent: the entry simply stays hidden when the list cannot be had
  return apiPost<BoundAccount[]>('/api/rem-registrationbizweb/user/queryBoundUserRefAccounts', undefined, { silent: true });
}

export function useBoundAccounts(enabled: boolean) {
  return useQuery({ queryKey: ['user', 'bound-accounts'], queryFn: queryBoundAccounts, enabled });
}
