import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { HoldingTotals } from './query-account-overview';

/** One holder (registration account) of the register, with the totals of its holdings. */
export interface HolderDetail {
  holderUuid: string;
  accountNumber: string;
  holderName: string;
  /** 1 机构, 2 个人, 3 产品 */
  organType: number | string | null;
  certType: string | null;
  certificateNo: string | null;
  mobile?: string | null;
  /** 0 未开户, 1 正常, 2 已销户, 3 冻结 */
  holderAccountStatus: number | string;
  investorExpireStatus?: number | string | null;
  /** 1 once the holder's rights are confirmed (确权); 0 until then (comfirm = 0 of 01 §4). */
  rightsConfirmed: number;
  totals: HoldingTotals;
}

/**
 * 股东详情: one holder by uuid. Staff see any holder of the tenant; anyone else only the accounts
 * bound to them (403 otherwise); 404 股东不存在. Silent: the pages show a failure themselves.
 */
export function getHolderDetail(holderUuid: string): Promise<HolderDetail> {
  return apiGet<HolderDetail>('/api/rem-registrationmgrweb/holder/detail', { holderUuid }, { silent: true });
}

export const holderDetailQuery = (holderUuid: string) =>
  queryOptions({ queryKey: ['holder', 'detail', holderUuid], queryFn: () => getHolderDetail(holderUuid) });

export function useHolderDetail(holderUuid: string | null) {
  return useQuery({ ...holderDetailQuery(holderUuid ?? ''), enabled: Boolean(holderUuid) });
}
