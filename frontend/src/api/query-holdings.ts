import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

/** One product the current registration account holds. Money is decimal text in yuan. */
export interface Holding {
  productId: string;
  productCode: string;
  productName: string;
  companyId: string | null;
  companyName: string | null;
  companyShortName: string | null;
  volume: number;
  pledged: number;
  frozen: number;
  /** volume − pledged − frozen */
  freeVolume: number;
  faceValue: string;
  /** volume × face value (the register keeps no trade price) */
  marketValue: string;
}

export interface HoldingsPage {
  records: Holding[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface HoldingsQuery {
  pageNo: number;
  pageSize: number;
}

/** 我的持股信息: one page of the current account's holdings. Silent: the page shows a failure itself. */
export function queryHoldings(query: HoldingsQuery): Promise<HoldingsPage> {
  return apiPost<HoldingsPage>('/api/rem-registrationbizweb/holder/queryHoldings', query, { silent: true });
}

export const holdingsKey = ['holder', 'holdings'] as const;

export const holdingsQuery = (query: HoldingsQuery) =>
  queryOptions({
    queryKey: [...holdingsKey, query.pageNo, query.pageSize],
    queryFn: () => queryHoldings(query),
    placeholderData: keepPreviousData,
  });

export function useHoldings(query: HoldingsQuery) {
  return useQuery(holdingsQuery(query));
}
