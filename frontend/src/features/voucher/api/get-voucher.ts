import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, applyOutcome } from '@/lib/http/client';

/** The voucher (业务凭证) of a completed business, as statement/voucher answers it. */
export interface Voucher {
  /** the application's uuid */
  uuid: string;
  bizSn: string;
  bizTypeName: string;
  /** the business's chain (区块链存证) hash, lower-case hex */
  chainHash: string;
  /** a complete self-contained HTML document (inline CSS, A4 portrait) */
  html: string;
}

/**
 * The voucher of an application by its uuid. Sent silently: the page shows a refusal
 * (404 凭证不存在, 400 流程未办结，暂时无法打印凭证) itself instead of the 提示 dialog, while
 * sign-out, 403 and timeout still follow the request layer's rules.
 */
export async function getVoucher(uuid: string): Promise<Voucher> {
  try {
    return await apiGet<Voucher>('/api/rem-registrationbizweb/statement/voucher', { uuid }, { silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.outcome.kind !== 'failure') applyOutcome(error.outcome);
    throw error;
  }
}

export const voucherQuery = (uuid: string) =>
  queryOptions({ queryKey: ['statement', 'voucher', uuid], queryFn: () => getVoucher(uuid) });

export function useVoucher(uuid: string | null) {
  return useQuery({ ...voucherQuery(uuid ?? ''), enabled: Boolean(uuid) });
}
