import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** One holder's shares bought back, with the register's volume before and after (null when unknown). */
export interface BuybackRow {
  accountNumber: string;
  holderName: string;
  volume: number;
  before: number | null;
  after: number | null;
}

/** A 回购注销 (550052) business as /550052/detail shows it. Times are seconds. */
export interface BuybackDetail {
  uuid: string;
  bizSn: string;
  bizTypeName: string;
  status: string;
  applicantName: string | null;
  createdAt: number;
  completedAt: number | null;
  productCode: string | null;
  productName: string | null;
  changeReason: string | null;
  rows: BuybackRow[];
  totalBefore: number | null;
  totalAfter: number | null;
  /** The figures are the register now and as it would be (a running business). */
  projected: boolean;
}

/** Silent: the page shows the refusal (申请不存在, 该业务不是回购注销, 无权查看该申请) in place. */
export function getBuybackDetail(bizSn: string): Promise<BuybackDetail> {
  return apiGet<BuybackDetail>('/api/rem-registrationbizweb/buyback/detail', { bizSn }, { silent: true });
}

export const buybackDetailQuery = (bizSn: string) =>
  queryOptions({ queryKey: ['buyback-detail', bizSn], queryFn: () => getBuybackDetail(bizSn), retry: false });

export function useBuybackDetail(bizSn: string) {
  return useQuery({ ...buybackDetailQuery(bizSn), enabled: bizSn !== '' });
}
