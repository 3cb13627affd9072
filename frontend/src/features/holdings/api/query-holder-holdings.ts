import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import { queryHoldings, type Holding, type HoldingsPage } from '@/api/query-holdings';

export interface HolderHoldingsQuery {
  /** The holder; absent: the current registration account (queryHoldings). */
  holderUuid?: string | null;
  pageNo: number;
  pageSize: number;
}

/**
 * One page of a holder's positions. Without a holder, the current registration account's
 * (the existing queryHoldings); with one, the holder's, by the same rights as its detail.
 */
export function queryHolderHoldings({ holderUuid, pageNo, pageSize }: HolderHoldingsQuery): Promise<HoldingsPage> {
  if (!holderUuid) return queryHoldings({ pageNo, pageSize });
  return apiPost<HoldingsPage>('/api/rem-registrationmgrweb/holder/queryHoldings', { holderUuid, pageNo, pageSize }, { silent: true });
}

export const holderHoldingsQuery = (query: HolderHoldingsQuery) =>
  queryOptions({
    queryKey: ['holder', 'holder-holdings', query.holderUuid ?? '', query.pageNo, query.pageSize],
    queryFn: () => queryHolderHoldings(query),
    placeholderData: keepPreviousData,
  });

export function useHolderHoldings(query: HolderHoldingsQuery, enabled = true) {
  return useQuery({ ...holderHoldingsQuery(query), enabled });
}

/** The largest page the holdings calls answer. */
const widest = 100;

/** One position by product code, looked for page by page; null when the holder has none. */
export async function findHolding(productCode: string, holderUuid?: string | null): Promise<Holding | null> {
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await queryHolderHoldings({ holderUuid, pageNo, pageSize: widest });
    const found = page.records.find((h) => h.productCode === productCode);
    if (found) return found;
    if (page.records.length === 0 || pageNo * widest >= page.total) return null;
  }
}

export function useHolding(productCode: string | null, holderUuid?: string | null) {
  return useQuery({
    queryKey: ['holder', 'holding', holderUuid ?? '', productCode ?? ''],
    queryFn: () => findHolding(productCode ?? '', holderUuid),
    enabled: Boolean(productCode),
  });
}
