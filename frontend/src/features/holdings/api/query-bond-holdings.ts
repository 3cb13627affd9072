import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** One bond the current registration account holds (issue 18). Money is decimal text in yuan. */
export interface BondHolding {
  bondId: string;
  productCode: string;
  chineseName: string;
  productShort: string | null;
  companyName: string;
  /** bondStatus: 1 已备案, 2 发行中, 3 已发行, 4 已兑付 */
  status: string;
  units: number;
  parValue: string;
  /** units × par value */
  parAmount: string;
  rateBeginDate: string;
  rateEndDate: string;
}

/** 我的持股信息, bonds: what the current account holds of each bond. Silent: the page shows a failure itself. */
export function queryBondHoldings(): Promise<BondHolding[]> {
  return apiGet<BondHolding[]>('/api/rem-registrationbizweb/holder/queryBondHoldings', undefined, { silent: true });
}

export const bondHoldingsQuery = () =>
  queryOptions({ queryKey: ['holder', 'bondHoldings'], queryFn: queryBondHoldings });

export function useBondHoldings() {
  return useQuery(bondHoldingsQuery());
}
