import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShareAccountInfo } from '@/api/get-current-user-info';
import { apiGet } from '@/lib/http/client';

/** Sums over every product the account holds; `marketValue` is decimal text in yuan. */
export interface HoldingTotals {
  productCount: number;
  volume: number;
  pledged: number;
  frozen: number;
  freeVolume: number;
  marketValue: string;
}

export interface AccountOverview {
  account: ShareAccountInfo;
  totals: HoldingTotals;
}

/** 账户总览: the current registration account and its totals. Silent: the page shows a failure itself. */
export function queryAccountOverview(): Promise<AccountOverview> {
  return apiGet<AccountOverview>('/api/rem-registrationbizweb/holder/queryAccountOverview', undefined, { silent: true });
}

export const accountOverviewQuery = () =>
  queryOptions({ queryKey: ['holder', 'account-overview'], queryFn: queryAccountOverview });

export function useAccountOverview() {
  return useQuery(accountOverviewQuery());
}
