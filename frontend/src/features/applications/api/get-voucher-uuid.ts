import { apiGet } from '@/lib/http/client';

/**
 * The voucher uuid of a business by its serial number (02 §7 statement/getUUIDByBizSn): null
 * while it runs or its documents are being written. Polled after a submit (02 §4), silently:
 * a failed look is one of the fifteen.
 */
export function getVoucherUuid(bizSn: string): Promise<string | null> {
  return apiGet<string | null>('/api/rem-registrationbizweb/statement/getUUIDByBizSn', { bizSn }, { silent: true });
}
