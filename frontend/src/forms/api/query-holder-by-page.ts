import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

export interface HolderQuery {
  pageNo: number;
  pageSize: number;
  holderName?: string;
  accountNumber?: string;
  userCode?: string;
  certificateNo?: string;
  mobile?: string;
  /** '' all, '1' normal, '0' not opened. */
  holderAccountStatus?: string;
}

export interface HolderRecord {
  accountNumber: string;
  holderName: string;
  userCode?: string;
  certificateNo?: string;
  certType?: string;
  mobile?: string;
  /** 0 not opened, 1 normal, 2 closed, 3 frozen. */
  holderAccountStatus: number | string;
  uuid?: string;
}

export interface HolderPage {
  records: HolderRecord[];
  total: number;
  /** An applicant's search: only a whole account or certificate number finds a holder. */
  exactOnly?: boolean;
  /** What to type, when `exactOnly`. */
  hint?: string;
}

/** The manager side's paged holder search (01 §7 "Search and lookup"). */
export function queryHolderByPage(query: HolderQuery): Promise<HolderPage> {
  return apiPost<HolderPage>('/api/rem-registrationmgrweb/holder/queryByPage', query, { silent: true });
}

export const holderPageQuery = (query: HolderQuery) =>
  queryOptions({ queryKey: ['holder', 'queryByPage', query], queryFn: () => queryHolderByPage(query), placeholderData: keepPreviousData });

export function useHolderPage(query: HolderQuery, enabled: boolean) {
  return useQuery({ ...holderPageQuery(query), enabled });
}
