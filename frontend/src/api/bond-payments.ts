import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

/**
 * One account's row of a bond payment (兑付兑息), 01 §3 "Bond payment detail row". Units are
 * whole numbers; money is decimal text in yuan, to the cent.
 */
export interface BondPaymentRow {
  id: string;
  bondId: string;
  paymentDate: string;
  paymentCode: string;
  accountNumber: string;
  holderName: string;
  /** units held before the payment */
  totalFundVol: number;
  /** units held after */
  lastFundVol: number;
  /** coupon rate, percent */
  profit: string;
  /** units redeemed */
  refundNum: number;
  principalAmount: string;
  interestAmount: string;
  totalAmount: string;
  frozenInterest: string;
  pledgeInterest: string;
  remark: string;
}

/** What staff record: 兑付兑息登记. */
export interface BondPaymentRequest {
  bondId: string;
  paymentDate: string;
  profit: string;
  refundNum: number;
  remark: string;
}

/** spec: 01§7 bondPayment/queryBondPaymentInfos The rows, newest payment first; an investor's own account's only. */
export function queryBondPaymentInfos(bondId: string): Promise<BondPaymentRow[]> {
  return apiGet<BondPaymentRow[]>('/api/rem-registrationbizweb/bondPayment/queryBondPaymentInfos', { uuid: bondId }, { silent: true });
}

export const bondPaymentsQuery = (bondId: string) =>
  queryOptions({ queryKey: ['bondPayment', bondId], queryFn: () => queryBondPaymentInfos(bondId) });

export function useBondPayments(bondId: string | null) {
  return useQuery({ ...bondPaymentsQuery(bondId ?? ''), enabled: !!bondId });
}

export function saveBondPayment(body: BondPaymentRequest): Promise<BondPaymentRow[]> {
  return apiPost<BondPaymentRow[]>('/api/rem-registrationbizweb/bondPayment/saveBondPayment', body, { silent: true });
}

/** Records a payment; the bond's rows, its state and the holdings are read again. */
export function useSaveBondPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBondPayment,
    onSuccess: (_, body) => {
      void client.invalidateQueries({ queryKey: ['bondPayment', body.bondId] });
      void client.invalidateQueries({ queryKey: ['privateBond'] });
      void client.invalidateQueries({ queryKey: ['holder', 'bondHoldings'] });
    },
  });
}
