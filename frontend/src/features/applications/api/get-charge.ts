import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** A business's charge (02 §3 "Payment", §7 statementExpense/detailByBizSn). Amounts are decimal text, yuan. */
export interface ChargeDetail {
  uuid: string;
  chargeSn: string;
  bizSn: string;
  businessType: string;
  businessTypeName: string;
  /** The charge base the flow's charge rule computed. */
  base: string;
  /** The fee to pay. */
  realAmount: string;
  /** 0 待缴费, 1 已缴费, 2 已退款 */
  payStatus: string;
  payStatusName: string;
  payResult: boolean;
  /** Seconds. */
  paidAt?: number | null;
  /** The gateway's transaction number. */
  transferSn?: string | null;
  /** The business may complete only once paid. */
  paymentRequired: boolean;
  /** The caller may pay it now (its applicant, unpaid, the business not ended). */
  mayPay: boolean;
  tenantId: string;
  /** The refund of what was paid, once the business ended without completing. */
  refund?: ChargeRefund | null;
}

export interface ChargeRefund {
  refundNo: string;
  amount: string;
  reason: string;
  /** PROCESSING 退款中, SUCCESS 已退款, FAILED 退款失败 */
  status: 'PROCESSING' | 'SUCCESS' | 'FAILED';
  statusName: string;
  /** Seconds. */
  refundedAt?: number | null;
}

export function getCharge(bizSn: string): Promise<ChargeDetail> {
  return apiGet<ChargeDetail>('/api/rem-registrationbizweb/statementExpense/detailByBizSn', { bizSn }, { silent: true });
}

export const chargeQuery = (bizSn: string) => queryOptions({ queryKey: ['statementExpense', 'detailByBizSn', bizSn], queryFn: () => getCharge(bizSn) });

export function useCharge(bizSn: string, enabled = true) {
  return useQuery({ ...chargeQuery(bizSn), enabled: enabled && bizSn !== '', retry: false });
}
