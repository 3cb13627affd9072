import { useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

/** One pledge (质押) or judicial freeze (司法冻结) record of a position, released or not. */
export interface EncumbranceRecord {
  id: string;
  kind: 'pledge' | 'freeze';
  kindName: string;
  bizSn: string;
  bizTypeName: string;
  /** The pledgee of a pledge, the court of a freeze. */
  counterparty: string;
  volume: number;
  released: number;
  outstanding: number;
  /** 生效中, 部分解除 or 已解除. */
  stateName: string;
  /** Beijing time, YYYY-MM-DD HH:MM:SS. */
  createdAt: string;
}

/**
 * The pledge and freeze history of one position, newest first: the current registration
 * account's, or a holder's by the rights of its detail.
 */
export function queryEncumbrances(productCode: string, holderUuid?: string | null): Promise<EncumbranceRecord[]> {
  return apiPost<EncumbranceRecord[]>(
    '/api/rem-registrationbizweb/holder/queryEncumbrances',
    holderUuid ? { productCode, holderUuid } : { productCode },
    { silent: true },
  );
}

export function useEncumbrances(productCode: string | null, holderUuid?: string | null) {
  return useQuery({
    queryKey: ['holder', 'encumbrances', holderUuid ?? '', productCode ?? ''],
    queryFn: () => queryEncumbrances(productCode ?? '', holderUuid),
    enabled: Boolean(productCode),
  });
}
