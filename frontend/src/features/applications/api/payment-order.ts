import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

/** POST rem-trade/payment/wx/qrCode (02 §7). */
export interface QrCodeRequest {
  bizSn: string;
  chargeSn: string;
  /** 1 微信支付, 2 支付宝 */
  paymentType: string;
  tradeType: 'NATIVE';
  title: string;
  /** Yuan, the charge's fee exactly. */
  totalFee: string;
  currency: 'CNY';
  payUserName: string;
  payUserMobile: string;
}

export interface QrCodeAnswer {
  /** What the QR code encodes: the gateway's page the payer opens. */
  codeUrl: string;
  orderUuid: string;
  /** Seconds. */
  expiresAt: number;
}

export type OrderStatus = 'NOTPAY' | 'SUCCESS' | 'CLOSED';

export function createQrCode(body: QrCodeRequest): Promise<QrCodeAnswer> {
  return apiPost<QrCodeAnswer>('/api/rem-trade/payment/wx/qrCode', body);
}

export function useCreateQrCode() {
  return useMutation({ mutationFn: createQrCode });
}

export function queryOrder(orderUuid: string): Promise<{ orderStatus: OrderStatus }> {
  return apiGet<{ orderStatus: OrderStatus }>('/api/rem-trade/payment/query/order', { orderUuid }, { silent: true });
}

/** Spec 02 §9: the order is polled every 2 seconds until it is paid (or closed). */
export const orderPollMs = 2000;

export function useOrderStatus(orderUuid: string | null) {
  return useQuery({
    queryKey: ['payment', 'order', orderUuid],
    queryFn: () => queryOrder(orderUuid ?? ''),
    enabled: !!orderUuid,
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.orderStatus;
      return status === 'SUCCESS' || status === 'CLOSED' ? false : orderPollMs;
    },
  });
}
