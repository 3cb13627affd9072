import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductTotals } from '@/api/get-current-company';
import { apiPost } from '@/lib/http/client';

/** One line of the enterprise's shareholder register. */
export interface ShareholderLine {
  holderUuid: string;
  holderName: string;
  accountNumber: string;
  organType: number;
  certType: string | null;
  certTypeName: string | null;
  certificateNo: string | null;
  holderAccountStatus: number;
  rightsConfirmed: boolean;
  productCode: string;
  productName: string;
  volume: number;
  pledged: number;
  frozen: number;
}

export interface ShareholderSearch {
  holderName?: string;
  accountNumber?: string;
  certificateNo?: string;
  productCode?: string;
}

export interface ShareholderQuery extends ShareholderSearch {
  pageNo: number;
  pageSize: number;
}

export interface ShareholderPage {
  companyId: string;
  companyName: string;
  records: ShareholderLine[];
  totalRecord: number;
  pageNo: number;
  pageSize: number;
  /** The sums of every line that matches the search (not only this page). */
  sums: { volume: number; pledged: number; frozen: number };
  products: ProductTotals[];
}

/** One page of the current enterprise's register. Silent: the page shows a failure itself. */
export function queryShareholders(query: ShareholderQuery): Promise<ShareholderPage> {
  return apiPost<ShareholderPage>('/api/rem-registrationbizweb/company/shareholders', query, { silent: true });
}

export const shareholdersQuery = (query: ShareholderQuery) =>
  queryOptions({
    queryKey: ['company', 'shareholders', query],
    queryFn: () => queryShareholders(query),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useShareholders(query: ShareholderQuery) {
  return useQuery(shareholdersQuery(query));
}
